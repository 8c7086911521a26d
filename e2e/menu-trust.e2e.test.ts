import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { AvailableOptions } from '@campusplate/shared'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  chooseMenu,
  eventually,
  expectNoHorizontalOverflow,
  expectText,
  expectWcag22AA,
  newPage,
  type ViewportName,
} from './support/browser'
import { appAndBrowser, registerSignedIn } from './support/suite'

const root = new URL('..', import.meta.url).pathname
const TZ = 'America/Chicago'

/** A campus date near now, as the server counts it (`en-CA` writes YYYY-MM-DD). */
const campusDate = (offsetDays: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date(Date.now() + offsetDays * 86_400_000))

/**
 * The dining team's menu file: one hall, one meal served all day, a dish whose stated calories
 * disagree with its macros (900 kcal for 4/4/9 × 24/30/11 g = 315 kcal) and one that adds up.
 * Yesterday through tomorrow, so a run that crosses midnight still finds today's menu.
 */
function menuFile(): string {
  const nutrients = { protein: 24, total_carbohydrates: 30, total_fat: 11 }
  return JSON.stringify({
    version: 1,
    days: [-1, 0, 1].map((offset) => ({
      date: campusDate(offset),
      hall: 'Maple Hall',
      meals: [
        {
          name: 'Lunch',
          start: '00:00',
          end: '24:00',
          stations: [
            {
              name: 'Grill',
              items: [
                { name: 'Loaded Nachos', nutrients: { ...nutrients, calories: 900 } },
                { name: 'Grilled Chicken', nutrients: { ...nutrients, calories: 320 } },
              ],
            },
          ],
        },
      ],
    })),
  })
}

let dataDir: string
let today: string

// Registered first so that it runs last, once the server has stopped.
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

// The server's own data folder is this one, so the command line can read it after the server stops.
const suite = appAndBrowser(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'campusplate-e2e-trust-'))
  const file = join(dataDir, 'menus.json')
  writeFileSync(file, menuFile())
  return { DATA_DIR: dataDir, MENU_PROVIDER: 'file', MENU_FILE: file }
})

beforeAll(async () => {
  const config = (await (await fetch(`${suite.app.baseUrl}/api/app-config`)).json()) as { campus_today: string }
  today = config.campus_today
  // The file is imported by the sync the server starts in the background.
  await eventually(async () => {
    const res = await fetch(`${suite.app.baseUrl}/api/available-options?date=${today}`)
    expect(((await res.json()) as AvailableOptions).dining_halls).toEqual(['Maple Hall'])
  }, 60_000)
}, 120_000)

const signUp = (page: Page) => registerSignedIn(page, suite.app, 'trust', { first_name: 'Sam', last_name: 'Okafor' })

async function openMenu(page: Page): Promise<void> {
  await page.goto(`${suite.app.baseUrl}/dashboard`)
  await chooseMenu(page, 'Maple Hall', 'Lunch')
}

const cardOf = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) })

const notes: Record<ViewportName, string> = {
  desktop: 'Salsa has peanuts (desktop)',
  mobile: 'Salsa has peanuts (mobile)',
}

describe.each<ViewportName>(['desktop', 'mobile'])('menus you can trust (%s)', (viewport) => {
  test('the menu says where it came from, a flagged item shows its note, and a report is sent', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await signUp(page)
    await openMenu(page)

    await expectText(page.getByText(/^Updated .* from the dining team’s menu file$/), /^Updated (just now|\d+ min ago)/)

    const nachos = cardOf(page, 'Loaded Nachos')
    const flagNotes = nachos.getByRole('list', { name: 'Notes on the nutrition data of Loaded Nachos' })
    await expectText(flagNotes, 'Stated 900 kcal, but its protein, carbs and fat make about 315 kcal')
    await expect(nachos.getByText('The nutrition data of this item looks wrong').isVisible()).resolves.toBe(true)
    await expect(
      cardOf(page, 'Grilled Chicken').getByText('The nutrition data of this item looks wrong').count(),
    ).resolves.toBe(0)
    await expectWcag22AA(page)
    await expectNoHorizontalOverflow(page)

    // By keyboard: the report button, a kind chosen with the arrow keys, a note, and Enter to send.
    const report = page.getByRole('button', { name: 'Report a problem with Loaded Nachos' })
    await report.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Report a problem with Loaded Nachos' })
    await dialog.waitFor()
    const allergen = dialog.getByRole('radio', { name: 'Wrong allergen' })
    await eventually(async () => expect(await allergen.evaluate((el) => el === document.activeElement)).toBe(true))
    await page.keyboard.press('Space')
    await expect(allergen.isChecked()).resolves.toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.type(notes[viewport])
    await expectWcag22AA(page)
    await expectNoHorizontalOverflow(page)
    await dialog.getByRole('button', { name: 'Send report' }).focus()
    await page.keyboard.press('Enter')
    await expectText(dialog.getByRole('status'), 'Thank you. The dining team will look into it.')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await eventually(async () => expect(await dialog.count()).toBe(0))
    // Focus goes back to where the dialog was opened from.
    await eventually(async () => expect(await report.evaluate((el) => el === document.activeElement)).toBe(true))

    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the dining team', () => {
  test('finds the reports in npm run menus -- reports once the server has stopped', async () => {
    await suite.app.stop()
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'menus', '--', 'reports'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', CAMPUS_TZ: TZ, LOG_LEVEL: 'silent' },
    })
    const lines = stdout.trim().split('\n')
    expect(lines[0]).toMatch(/^report +received \(UTC\) +served +hall +meal +item +problem +note$/)
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(`^2 .* ${today} +Maple Hall +Lunch +Loaded Nachos +Wrong allergen +Salsa has peanuts \\(mobile\\)$`),
      ),
      expect.stringMatching(
        new RegExp(
          `^1 .* ${today} +Maple Hall +Lunch +Loaded Nachos +Wrong allergen +Salsa has peanuts \\(desktop\\)$`,
        ),
      ),
    ])
  }, 120_000)
})
