import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { AvailableOptions, MenuFreshness } from '@campusplate/shared'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningApp, startApp } from './support/app-server'
import {
  chooseMenu,
  eventually,
  expectNoHorizontalOverflow,
  expectText,
  expectWcag22AA,
  newPage,
  type ViewportName,
} from './support/browser'
import { closeContexts, PASSWORD, registerSignedIn, sharedBrowser } from './support/suite'

const root = new URL('..', import.meta.url).pathname
const TZ = 'America/Chicago'
const HALL = 'Cedar Hall'
/** The dish each viewport's journey reports and corrects. */
const DISHES: Record<ViewportName, string> = { desktop: 'Grilled Salmon', mobile: 'Teriyaki Tofu' }

const campusDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(Date.now() + offsetDays * 86_400_000))

/** The vendor's menu file: both dishes, without sesame, yesterday through tomorrow, served all day. */
function menuFile(): string {
  const nutrients = { calories: 320, protein: 24, total_carbohydrates: 30, total_fat: 11 }
  return JSON.stringify({
    version: 1,
    days: [-1, 0, 1].map((offset) => ({
      date: campusDate(offset),
      hall: HALL,
      meals: [
        {
          name: 'Lunch',
          start: '00:00',
          end: '24:00',
          stations: [
            {
              name: 'Grill',
              items: [
                { name: DISHES.desktop, allergens: ['fish'], nutrients },
                { name: DISHES.mobile, allergens: ['soybeans'], nutrients },
              ],
            },
          ],
        },
      ],
    })),
  })
}

let dataDir: string
let menuPath: string
let app: RunningApp | undefined
const staffEmails: Partial<Record<ViewportName, string>> = {}

const baseUrl = () => {
  if (!app) throw new Error('the app is not running')
  return app.baseUrl
}

/** The server on the test's own data folder; its start imports the menu file (the background sync). */
async function start(): Promise<void> {
  const startedAt = Date.now()
  app = await startApp({ DATA_DIR: dataDir, MENU_PROVIDER: 'file', MENU_FILE: menuPath })
  const today = campusDate(0)
  await eventually(async () => {
    const res = await fetch(`${baseUrl()}/api/menu-freshness?date=${today}`)
    const freshness = (await res.json()) as MenuFreshness
    const updated = freshness.halls.find((hall) => hall.dining_hall === HALL)?.updated_at
    expect(updated && Date.parse(updated) >= startedAt - 1000).toBe(true)
  }, 60_000)
}

async function stop(): Promise<void> {
  await app?.stop()
  app = undefined
}

async function registerByApi(email: string): Promise<void> {
  const res = await fetch(`${baseUrl()}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ first_name: 'Dana', last_name: 'Dietitian', email, password: PASSWORD }),
  })
  expect(res.status).toBe(201)
}

afterAll(async () => {
  await closeContexts(await sharedBrowser())
  await stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

// The dining team's accounts are made staff by the operator's command, run while the server is stopped.
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'campusplate-e2e-staff-'))
  menuPath = join(dataDir, 'menus.json')
  writeFileSync(menuPath, menuFile())
  await start()
  for (const viewport of ['desktop', 'mobile'] as const) {
    staffEmails[viewport] = `dietitian-${viewport}-${process.pid}@campus.test`
    await registerByApi(staffEmails[viewport])
  }
  await stop()
  for (const email of Object.values(staffEmails)) {
    await promisify(execFile)('npm', ['run', '--silent', 'users', '--', 'grant-staff', email], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CAMPUS_TZ: TZ, LOG_LEVEL: 'silent' },
    })
  }
  await start()
  const options = (await (
    await fetch(`${baseUrl()}/api/available-options?date=${campusDate(0)}`)
  ).json()) as AvailableOptions
  expect(options.dining_halls).toEqual([HALL])
}, 240_000)

async function signIn(page: Page, email: string): Promise<void> {
  const res = await page.request.post(`${baseUrl()}/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { origin: baseUrl() },
  })
  expect(res.status()).toBe(200)
}

async function openMenu(page: Page): Promise<void> {
  await page.goto(`${baseUrl()}/dashboard`)
  await chooseMenu(page, HALL, 'Lunch')
}

const cardOf = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) })

async function checkScreen(page: Page): Promise<void> {
  await expectWcag22AA(page)
  await expectNoHorizontalOverflow(page)
}

describe.each<ViewportName>(['desktop', 'mobile'])('the dining team’s console (%s)', (viewport) => {
  test('a report is answered, the dish corrected for every serving, kept over a re-import, and logged', async () => {
    const dish = DISHES[viewport]
    const browser = await sharedBrowser()
    const contexts: BrowserContext[] = []
    const open = async () => {
      const opened = await newPage(browser, viewport)
      contexts.push(opened.context)
      return opened
    }

    // A student reports the dish.
    const reporter = await open()
    const reporterEmail = await registerSignedIn(reporter.page, app as RunningApp, 'reporter')
    await openMenu(reporter.page)
    const note = `<b>Has sesame</b> in the glaze (${viewport})`
    await reporter.page.getByRole('button', { name: `Report a problem with ${dish}` }).click()
    const dialog = reporter.page.getByRole('dialog', { name: `Report a problem with ${dish}` })
    await dialog.getByRole('radio', { name: 'Wrong allergen' }).check()
    await dialog.getByRole('textbox').fill(note)
    await dialog.getByRole('button', { name: 'Send report' }).click()
    await expectText(dialog.getByRole('status'), 'Thank you. The dining team will look into it.')
    await dialog.getByRole('button', { name: 'Close' }).click()

    // The student cannot open the console, and has no link to it.
    await reporter.page.goto(`${baseUrl()}/staff`)
    await expectText(reporter.page.getByRole('heading', { level: 1 }), 'Dining team')
    await expectText(reporter.page.getByText('This part of CampusPlate is for the dining team.'), /dining team/)
    expect(await reporter.page.getByRole('link', { name: 'Dining team' }).count()).toBe(0)

    // The dining team sees it in the inbox, with the note as text.
    const staff = await open()
    await signIn(staff.page, staffEmails[viewport] as string)
    await staff.page.goto(`${baseUrl()}/dashboard`)
    if (viewport === 'mobile') await staff.page.getByRole('button', { name: 'Menu' }).click()
    await staff.page.getByRole('link', { name: 'Dining team' }).click()
    await staff.page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor()
    const report = staff.page.getByRole('listitem').filter({ has: staff.page.getByRole('heading', { name: dish }) })
    await expectText(report.getByText(note, { exact: true }), note)
    expect(await report.locator('b').count()).toBe(0)
    await expectText(report, /1 student reported this dish/)
    await expectText(report, new RegExp(`${HALL} · Lunch · Grill · ${campusDate(0)}`))
    await checkScreen(staff.page)

    // Corrects the calories and adds sesame, for every serving.
    await report.getByRole('button', { name: 'Correct this dish' }).click()
    const form = report.getByRole('form', { name: `Correct ${dish}` })
    await form.getByLabel('Calories (kcal)').fill('455')
    await form.getByRole('group', { name: 'Allergens' }).getByRole('checkbox', { name: 'Sesame' }).check()
    await expect(form.getByRole('radio', { name: `Every serving of this dish at ${HALL}` }).isChecked()).resolves.toBe(
      true,
    )
    await checkScreen(staff.page)
    await form.getByRole('button', { name: 'Save correction' }).click()
    await expectText(report.getByRole('status'), 'Correction saved')

    // Replies "Fixed".
    await report.getByLabel('Status').selectOption('fixed')
    await report.getByLabel('Reply to the student').fill('Fixed')
    await report.getByRole('button', { name: 'Save answer' }).click()
    await expectText(report.getByRole('status').first(), /saved/)
    await checkScreen(staff.page)

    // The next sync imports the same vendor data again: the correction stays.
    await Promise.all(contexts.map((context) => context.close()))
    contexts.length = 0
    await stop()
    await start()

    // A student with a sesame allergy sees the warning, the corrected calories and the note.
    const allergic = await open()
    await registerSignedIn(allergic.page, app as RunningApp, 'sesame')
    const saved = await allergic.page.request.put(`${baseUrl()}/api/profile`, {
      data: { allergens: ['sesame'] },
      headers: { origin: baseUrl() },
    })
    expect(saved.status()).toBe(200)
    await openMenu(allergic.page)
    const card = cardOf(allergic.page, dish)
    await expectText(card.getByRole('list', { name: `Notes on ${dish} for your profile` }), /Contains sesame/)
    await expectText(card, /455 kcal/)
    await expectText(
      card.getByText(/corrected by the dining team/),
      'Nutrients, Allergens corrected by the dining team',
    )
    // The reply is the reporter's alone.
    expect(await card.getByText('Fixed — thank you').count()).toBe(0)
    await checkScreen(allergic.page)

    // The reporter sees the answer beside the dish.
    const back = await open()
    await signIn(back.page, reporterEmail)
    await openMenu(back.page)
    await expectText(cardOf(back.page, dish).getByText('Fixed — thank you'), 'Fixed — thank you')
    await expectText(cardOf(back.page, dish), /“Fixed”/)

    // The console lists the correction and the three actions in its audit log.
    const again = await open()
    await signIn(again.page, staffEmails[viewport] as string)
    await again.page.goto(`${baseUrl()}/staff/corrections`)
    await again.page.getByRole('heading', { name: 'Corrections', level: 1 }).waitFor()
    await expectText(again.page.getByRole('listitem').filter({ hasText: dish }).first(), /calories 455/)
    await checkScreen(again.page)
    await again.page.getByRole('link', { name: 'Audit log' }).click()
    await again.page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor()
    const entries = again.page.getByRole('listitem').filter({ hasText: dish })
    await eventually(async () => {
      const texts = await entries.allInnerTexts()
      expect(
        texts.filter((text) => text.includes(staffEmails[viewport] as string)).map((t) => t.split(/\n| — /)[1]),
      ).toEqual(['Changed a report’s status', 'Replied to a report', 'Corrected a dish'])
    })
    await checkScreen(again.page)
    for (const section of ['Coverage', 'Imports', 'Demand']) {
      await again.page.getByRole('link', { name: section, exact: true }).click()
      await again.page.getByRole('heading', { name: section, level: 1 }).waitFor()
      await checkScreen(again.page)
    }

    for (const opened of [reporter, staff, allergic, back, again]) expect(opened.errors).toEqual([])
    await Promise.all(contexts.map((context) => context.close()))
  }, 240_000)
})
