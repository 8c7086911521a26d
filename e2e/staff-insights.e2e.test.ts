import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningApp, startApp } from './support/app-server'
import { expectNoHorizontalOverflow, expectText, expectWcag22AA, newPage, type ViewportName } from './support/browser'
import { closeContexts, filledDataDir, PASSWORD, sharedBrowser } from './support/suite'

const root = new URL('..', import.meta.url).pathname
const TZ = 'America/Chicago'

let dataDir: string
let app: RunningApp | undefined
const staffEmail = `insights-${process.pid}@campus.test`

const baseUrl = () => {
  if (!app) throw new Error('the app is not running')
  return app.baseUrl
}

async function start(): Promise<void> {
  app = await startApp({ DATA_DIR: dataDir, CAMPUS_TZ: TZ })
}

async function stop(): Promise<void> {
  await app?.stop()
  app = undefined
}

afterAll(async () => {
  await closeContexts(await sharedBrowser())
  await stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

// The account is made staff by the operator's command, run while the server is stopped.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'campusplate-e2e-insights-'))
  cpSync(filledDataDir(), dataDir, { recursive: true })
  await start()
  const res = await fetch(`${baseUrl()}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ first_name: 'Dana', last_name: 'Dietitian', email: staffEmail, password: PASSWORD }),
  })
  expect(res.status).toBe(201)
  await stop()
  await promisify(execFile)('npm', ['run', '--silent', 'users', '--', 'grant-staff', staffEmail], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CAMPUS_TZ: TZ, LOG_LEVEL: 'silent' },
  })
  await start()
}, 240_000)

async function signIn(page: Page): Promise<void> {
  const res = await page.request.post(`${baseUrl()}/auth/login`, {
    data: { email: staffEmail, password: PASSWORD },
    headers: { origin: baseUrl() },
  })
  expect(res.status()).toBe(200)
}

async function checkScreen(page: Page): Promise<void> {
  await expectWcag22AA(page)
  await expectNoHorizontalOverflow(page)
}

async function openSection(page: Page, viewport: ViewportName, link: string, heading: string) {
  await page.getByRole('navigation', { name: 'Dining team' }).getByRole('link', { name: link }).click()
  await page.getByRole('heading', { level: 1, name: heading }).waitFor()
  if (viewport === 'mobile') await page.getByRole('heading', { level: 1, name: heading }).scrollIntoViewIfNeeded()
}

describe.each<ViewportName>(['desktop', 'mobile'])('the console’s Coverage, Imports and Demand (%s)', (viewport) => {
  test('a staff account opens each screen, downloads the coverage CSV and runs a sync', async () => {
    const { page, context, errors } = await newPage(await sharedBrowser(), viewport)
    await signIn(page)
    await page.goto(`${baseUrl()}/staff/reports`)

    // Coverage: the demo menus' shares, with a CSV of the same range.
    await openSection(page, viewport, 'Coverage', 'Data coverage')
    const shares = page.getByRole('region', { name: 'Share of served items with each kind of data' })
    await shares.getByRole('row', { name: /All halls/ }).waitFor()
    await checkScreen(page)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^coverage-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/)
    await page.getByLabel('Dining hall').selectOption({ index: 1 })
    await page.getByRole('button', { name: 'Show' }).press('Enter')
    await page.waitForURL(/dining_hall=/)
    await expectText(
      shares.getByRole('row').nth(1).getByRole('rowheader'),
      (await page.getByLabel('Dining hall').inputValue()) || 'none',
    )

    // Imports: the runs the server's start made, and sync now.
    await openSection(page, viewport, 'Imports', 'Imports')
    await page.getByRole('region', { name: 'Runs of demo' }).waitFor()
    await checkScreen(page)
    await page.getByRole('button', { name: 'Sync now' }).click()
    await expectText(
      page.getByRole('status').filter({ hasText: /Sync finished|up to date/ }),
      /Sync finished|up to date/,
    )
    await checkScreen(page)

    // Demand: aggregates only; this small campus has no group of 10.
    await openSection(page, viewport, 'Demand', 'Demand')
    const allergens = page.getByRole('table', { name: 'Allergens' })
    await expectText(allergens.getByRole('row', { name: /Sesame/ }).getByRole('cell'), 'fewer than 10')
    await checkScreen(page)

    // The sync is in the audit log, with who started it.
    const audit = (await (await page.request.get(`${baseUrl()}/api/staff/audit`)).json()) as {
      entries: { action: string; subject: string; actor_email: string }[]
    }
    expect(audit.entries).toContainEqual(
      expect.objectContaining({ action: 'sync', subject: 'Menu sync (demo)', actor_email: staffEmail }),
    )

    expect(errors).toEqual([])
    await context.close()
  })
})
