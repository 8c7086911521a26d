import AxeBuilder from '@axe-core/playwright'
import type { FoodItem } from '@campusplate/shared'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type RunningApp, startApp } from './support/app-server'
import { eventually, expectText, launchBrowser, newPage, type ViewportName } from './support/browser'

let app: RunningApp
let browser: Browser

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp(), launchBrowser()])
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const PASSWORD = 'Grilled-Tofu-42'

async function expectWcag22AA(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(violations).toEqual([])
}

async function expectFocused(locator: Locator): Promise<void> {
  await eventually(async () =>
    expect(await locator.evaluate((element) => element === document.activeElement)).toBe(true),
  )
}

let accounts = 0
async function register(page: Page): Promise<string> {
  accounts += 1
  const email = `plate-ux-${accounts}@campus.test`
  const res = await page.request.post(`${app.baseUrl}/auth/register`, {
    data: { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD },
    headers: { origin: app.baseUrl },
  })
  expect(res.status()).toBe(201)
  return email
}

async function signIn(page: Page, email: string): Promise<void> {
  const res = await page.request.post(`${app.baseUrl}/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { origin: app.baseUrl },
  })
  expect(res.ok()).toBe(true)
}

/** Opens North Commons' lunch and returns its first trackable dish. */
async function openLunch(page: Page): Promise<FoodItem> {
  await page.goto(`${app.baseUrl}/dashboard`)
  const hall = page.getByLabel('Dining Hall', { exact: true })
  await hall.waitFor()
  await eventually(async () => expect(await hall.locator('option', { hasText: 'North Commons' }).count()).toBe(1))
  await hall.selectOption('North Commons')
  await page.getByLabel('Meal', { exact: true }).selectOption('Lunch')
  await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()
  const today = await page.evaluate(async () => {
    const res = await fetch('/api/app-config')
    return ((await res.json()) as { campus_today: string }).campus_today
  })
  const foods = (await (
    await page.request.get(`${app.baseUrl}/foods?dining_hall=North%20Commons&meal_name=Lunch&date=${today}`)
  ).json()) as FoodItem[]
  const food = foods.find((item) => item.trackable)
  if (!food) throw new Error('the demo lunch has no trackable dish')
  return food
}

/** Adds a dish by its Add button, opening its station first when it is collapsed. */
async function add(page: Page, food: FoodItem): Promise<void> {
  const button = page.getByRole('button', { name: `Add ${food.name}`, exact: true })
  if (!(await button.isVisible())) {
    const station = page.getByRole('button', { name: food.station, exact: true })
    if ((await station.getAttribute('aria-expanded')) !== 'true') await station.click()
  }
  await button.click()
}

const plate = (page: Page) => page.getByRole('region', { name: 'Plate' })

describe.each<ViewportName>(['desktop', 'mobile'])('the plate (%s)', (viewport) => {
  test('names its day, announces adds, keeps focus on Save, never saves to a day not shown, keeps drafts per account', async () => {
    const { page, context, errors } = await newPage(browser, viewport)
    const email = await register(page)
    const food = await openLunch(page)

    // The announced add, with the dish and the plate's calories.
    await add(page, food)
    const announcement = plate(page).locator('p.sr-only[role="status"]')
    await expectText(
      announcement,
      new RegExp(`^Added 1 × ${food.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — .+ kcal; plate .+ kcal$`),
    )
    await expectText(plate(page).getByRole('heading', { level: 2 }), /^Your Plate — \w{3} \d{1,2} \w{3}$/)
    if (viewport === 'mobile') {
      const bar = page.getByRole('button', { name: /^View plate/ })
      await expectText(bar, /1 item · .+ kcal/)
      await bar.click()
      await expectFocused(plate(page).getByRole('heading', { level: 2 }))
    }
    await expectWcag22AA(page)

    // Save Plate keeps the focus while it saves, then says 'Saved!'.
    const save = plate(page).getByRole('button', { name: 'Save Plate' })
    await save.click()
    await expectText(plate(page).getByText('Saved!'), 'Saved!')
    await expectFocused(save)
    expect(await save.getAttribute('aria-disabled')).toBe('true')

    // A date outside the window in the field: no add and no save act on another day.
    await add(page, food)
    const posts: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/plate')) posts.push(request.url())
    })
    await page.getByLabel('Date', { exact: true }).fill('2020-01-01')
    await add(page, food)
    await expectText(announcement, 'Choose a valid date first: the plate belongs to the date shown.')
    await eventually(async () => expect(await save.getAttribute('aria-disabled')).toBe('true'))
    await save.click({ force: true })
    await page.waitForTimeout(300)
    expect(posts).toEqual([])
    await page.getByRole('button', { name: 'Today', exact: true }).click()

    // The unsaved second serving survives a reload and an expired session, for this account only.
    await expectText(plate(page).getByText('Unsaved changes'), 'Unsaved changes')
    page.on('dialog', (dialog) => void dialog.accept())
    await page.reload()
    await expectText(plate(page).getByText(/^2 × /), /^2 × /)
    await context.clearCookies()
    const other = await register(page)
    await page.goto(`${app.baseUrl}/dashboard`)
    await expectText(plate(page).getByRole('heading', { level: 2 }), /^Your Plate/)
    await eventually(async () => expect(await plate(page).getByText('Your plate is empty').count()).toBe(1))
    expect(other).not.toBe(email)
    await context.clearCookies()
    await signIn(page, email)
    await page.goto(`${app.baseUrl}/dashboard`)
    await expectText(plate(page).getByText(/^2 × /), /^2 × /)
    await expectText(plate(page).getByText('Unsaved changes'), 'Unsaved changes')

    // Offline: the save says it is waiting, then fails with the spec's message.
    await context.setOffline(true)
    await save.click()
    await expectText(
      plate(page).getByText('You are offline. The plate will be saved when the connection returns.'),
      /offline/,
    )
    await eventually(
      async () =>
        expect(await plate(page).getByRole('alert').textContent()).toContain('Failed to save plate. Please try again.'),
      15_000,
    )
    await context.setOffline(false)
    await expectWcag22AA(page)

    // A deliberate sign-out (confirmed) takes this account's data off the device.
    if (viewport === 'mobile') await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).first().click()
    await page.waitForURL('**/login**')
    const kept = await page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith('user:')))
    expect(kept).toEqual([])

    expect(errors).toEqual([])
    await context.close()
  }, 90_000)

  test('Forget on a saved custom meal moves focus to the next one', async () => {
    const { page, context, errors } = await newPage(browser, viewport)
    await page.goto(`${app.baseUrl}/login`)
    await page.getByRole('button', { name: 'Continue as Guest' }).click()
    await page.waitForURL('**/dashboard')
    await openLunch(page)
    for (const name of ['Shake', 'Bar']) {
      await page.getByRole('button', { name: 'Add Custom Meal' }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Custom Meal' })
      await dialog.getByLabel('Meal name').fill(name)
      for (const label of ['Calories', 'Protein (g)', 'Carbs (g)', 'Fat (g)']) await dialog.getByLabel(label).fill('10')
      await dialog.getByRole('button', { name: 'Add to plate' }).click()
      await dialog.waitFor({ state: 'hidden' })
    }
    await page.getByRole('button', { name: 'Add Custom Meal' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Custom Meal' })
    await dialog.getByRole('button', { name: 'Forget Shake' }).click()
    await expectFocused(dialog.getByRole('button', { name: 'Re-add Bar' }))
    await dialog.getByRole('button', { name: 'Forget Bar' }).click()
    await expectFocused(dialog.getByLabel('Meal name'))
    expect(errors).toEqual([])
    await context.close()
  })
})
