import type { AvailableOptions, FoodItem } from '@campusplate/shared'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  chooseMenu,
  eventually,
  expectText,
  expectWcag22AA,
  newPage,
  openPlate,
  plateRegion,
  type ViewportName,
} from './support/browser'
import { appAndBrowser, PASSWORD, registerSignedIn } from './support/suite'

const suite = appAndBrowser()

async function expectFocused(locator: Locator): Promise<void> {
  await eventually(async () =>
    expect(await locator.evaluate((element) => element === document.activeElement)).toBe(true),
  )
}

const register = (page: Page) => registerSignedIn(page, suite.app, 'plate-ux')

async function signIn(page: Page, email: string): Promise<void> {
  const res = await page.request.post(`${suite.app.baseUrl}/auth/login`, {
    data: { email, password: PASSWORD },
    headers: { origin: suite.app.baseUrl },
  })
  expect(res.ok()).toBe(true)
}

/** Opens North Commons' lunch and returns its first trackable dish. */
async function openLunch(page: Page): Promise<FoodItem> {
  await page.goto(`${suite.app.baseUrl}/dashboard`)
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
    await page.request.get(`${suite.app.baseUrl}/foods?dining_hall=North%20Commons&meal_name=Lunch&date=${today}`)
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

const plate = plateRegion

describe.each<ViewportName>(['desktop', 'mobile'])('the plate (%s)', (viewport) => {
  test('names its day, announces adds, keeps focus on Save, never saves to a day not shown, keeps drafts per account', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    const email = await register(page)
    const food = await openLunch(page)

    // The announced add, with the dish and the plate's calories.
    await add(page, food)
    // Said outside the plate, so it is heard while the plate is closed into its bar on a phone.
    const announcement = page.locator('main p.sr-only[role="status"]').first()
    await expectText(announcement, new RegExp(`^Added 1 × ${escapeRegExp(food.name)} — .+ kcal; plate .+ kcal$`))
    if (viewport === 'mobile') {
      const bar = page.getByRole('button', { name: /View plate$/ })
      await expectText(bar, /^1 item · .+ kcal · View plate$/)
      await bar.click()
      await expectFocused(plate(page).getByRole('heading', { level: 2 }))
    }
    await expectText(plate(page).getByRole('heading', { level: 2 }), /^Your Plate — \w{3} \d{1,2} \w{3}$/)
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
    await page.goto(`${suite.app.baseUrl}/dashboard`)
    // Read while the empty plate is closed on a phone.
    await expectText(plate(page).locator('h2'), /^Your Plate/)
    await eventually(async () => expect(await plate(page).getByText('Your plate is empty').count()).toBe(1))
    expect(other).not.toBe(email)
    await context.clearCookies()
    await signIn(page, email)
    await page.goto(`${suite.app.baseUrl}/dashboard`)
    await expectText(plate(page).getByText(/^2 × /), /^2 × /)
    await expectText(plate(page).getByText('Unsaved changes'), 'Unsaved changes')
    await openPlate(page)

    // Offline: the save waits on the device and says so, then is sent when the connection returns.
    await context.setOffline(true)
    await save.click()
    await expectText(plate(page).getByText(/^Offline — /), "Offline — will save when you're back online")
    await context.setOffline(false)
    await expectText(plate(page).getByText('Saved!'), 'Saved!')
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

  test('Forget on a saved custom meal moves focus to the next one, and its Undo puts the meal back in place', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await enterAsGuest(page)
    await openLunch(page)
    for (const name of ['Shake', 'Bar']) {
      await page.getByRole('button', { name: 'Add Custom Meal', exact: true }).click()
      const dialog = page.getByRole('dialog', { name: 'Add Custom Meal' })
      await dialog.getByLabel('Meal name').fill(name)
      for (const label of ['Calories', 'Protein (g)', 'Carbs (g)', 'Fat (g)']) await dialog.getByLabel(label).fill('10')
      await dialog.getByRole('button', { name: 'Add to plate' }).click()
      await dialog.waitFor({ state: 'hidden' })
    }
    await page.getByRole('button', { name: 'Add Custom Meal', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Custom Meal' })
    await dialog.getByRole('button', { name: 'Forget Shake' }).click()
    await expectFocused(dialog.getByRole('button', { name: 'Re-add Bar' }))
    await expectText(dialog.getByRole('status'), /^Forgot Shake/)
    await expectWcag22AA(page)

    // Undo by keyboard: the meal is back first in the list, and focus is on it.
    const undo = dialog.getByRole('button', { name: 'Undo', exact: true })
    await undo.focus()
    await page.keyboard.press('Enter')
    await expectFocused(dialog.getByRole('button', { name: 'Re-add Shake' }))
    expect(await savedMealNames(page)).toEqual(['Shake', 'Bar'])
    expect(await undo.count()).toBe(0)

    await dialog.getByRole('button', { name: 'Forget Bar' }).click()
    await expectFocused(dialog.getByRole('button', { name: 'Re-add Shake' }))
    await dialog.getByRole('button', { name: 'Forget Shake' }).click()
    await expectFocused(dialog.getByLabel('Meal name'))
    // The list is gone; its last Undo is still offered.
    await expectText(dialog.getByRole('status'), /^Forgot Shake/)
    expect(errors).toEqual([])
    await context.close()
  })

  test('an untrackable dish opens Add Custom Meal with its name; errors sit on their fields; a tap outside keeps the draft', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await enterAsGuest(page)
    const { hall, meal, food } = await findUntrackableDish(page)
    await chooseMenu(page, hall, meal)
    await page.getByLabel('Search menu').fill(food.name)
    const tryIt = page.getByRole('button', { name: `Try Add Custom Meal for ${food.name}` }).first()
    await expectText(tryIt, 'try Add Custom Meal')
    await tryIt.focus()
    await page.keyboard.press('Enter')

    const dialog = page.getByRole('dialog', { name: 'Add Custom Meal' })
    const name = dialog.getByLabel('Meal name')
    await expectFocused(name)
    expect(await name.inputValue()).toBe(food.name)

    // Only the calories typed; Enter submits: blank macros are refused, not saved as 0.
    await page.keyboard.press('Tab')
    await page.keyboard.type('300')
    await page.keyboard.press('Enter')
    const protein = dialog.getByLabel('Protein (g)')
    await expectFocused(protein)
    for (const label of ['Protein (g)', 'Carbs (g)', 'Fat (g)']) {
      const field = dialog.getByLabel(label)
      expect(await field.getAttribute('aria-invalid')).toBe('true')
      expect(await descriptionOf(field)).toBe('Please enter a value (0 if there is none)')
    }
    expect(await dialog.getByLabel('Calories').getAttribute('aria-invalid')).toBeNull()
    expect(await page.evaluate(() => localStorage.getItem('customMeals'))).toBeNull()
    await expectWcag22AA(page)

    // A tap outside closes the dialog and gives focus back, but keeps what was typed.
    await page.mouse.click(5, 5)
    await dialog.waitFor({ state: 'hidden' })
    await expectFocused(tryIt)
    await page.getByRole('button', { name: 'Add Custom Meal', exact: true }).click()
    await eventually(async () => expect(await dialog.getByLabel('Calories').inputValue()).toBe('300'))
    expect(await name.inputValue()).toBe(food.name)

    await protein.focus()
    for (const value of ['12', '40', '9']) {
      await page.keyboard.type(value)
      await page.keyboard.press('Tab')
    }
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'hidden' })
    await expectText(plate(page).locator('li[data-food-id] p.font-medium').first(), food.name)
    expect(errors).toEqual([])
    await context.close()
  })

  test('servings are edited in place, over 100 % is marked, and Remove and Clear undo exactly', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await register(page)
    const [first, second] = await trackableLunch(page)
    await add(page, first)
    await add(page, second)
    await openPlate(page)
    const save = plate(page).getByRole('button', { name: 'Save Plate' })
    await saveAndWait(page, save)

    // In place, by keyboard, with the plate's quantity rules.
    const servings = plate(page).getByRole('textbox', { name: `Servings of ${first.name}` })
    await servings.selectText()
    await page.keyboard.type('0')
    await page.keyboard.press('Enter')
    expect(await servings.getAttribute('aria-invalid')).toBe('true')
    expect(await descriptionOf(servings)).toBe('Quantity must be between 0.1 and 100 servings')
    await servings.selectText()
    await page.keyboard.type('2,5')
    await page.keyboard.press('Enter')
    await expectText(lineText(page, first), /^2\.5 × /)
    expect(await servings.getAttribute('aria-invalid')).toBeNull()
    await expectWcag22AA(page)
    await saveAndWait(page, save)

    // Remove: focus on the announced Undo; Undo puts the line back in its place, unsaved state too.
    await plate(page)
      .getByRole('button', { name: `Remove ${first.name}` })
      .focus()
    await page.keyboard.press('Enter')
    const undo = plate(page).getByRole('button', { name: 'Undo', exact: true })
    await expectFocused(undo)
    await expectText(
      plate(page).getByRole('status').filter({ hasText: 'Removed' }),
      new RegExp(`^Removed ${escapeRegExp(first.name)}`),
    )
    await expectWcag22AA(page)
    await page.keyboard.press('Enter')
    await expectFocused(servings)
    expect(await lineNames(page)).toEqual([first.name, second.name])
    await expectText(lineText(page, first), /^2\.5 × /)
    await eventually(async () => expect(await save.getAttribute('aria-disabled')).toBe('true'))

    // Clear, then Undo: both lines, in order.
    await plate(page).getByRole('button', { name: 'Clear plate' }).click()
    await expectFocused(undo)
    await undo.click()
    expect(await lineNames(page)).toEqual([first.name, second.name])

    // Undo after the removal was saved brings the line back as an unsaved change.
    await plate(page)
      .getByRole('button', { name: `Remove ${second.name}` })
      .click()
    await saveAndWait(page, save)
    await undo.click()
    expect(await lineNames(page)).toEqual([first.name, second.name])
    await expectText(plate(page).getByText('Unsaved changes'), 'Unsaved changes')

    // 100 servings: over every reference; the bar is full, marked, and says the real percent.
    await servings.selectText()
    await page.keyboard.type('100')
    await page.keyboard.press('Enter')
    const calories = plate(page).getByRole('meter', { name: /^Calories \d+% of 2000 kcal daily value, over 100%$/ })
    await calories.waitFor()
    expect(await calories.getAttribute('value')).toBe('100')
    expect(await calories.locator('xpath=..').locator('[data-overflow-marker]').isVisible()).toBe(true)
    await plate(page).getByText('over', { exact: true }).first().waitFor()
    await expectWcag22AA(page)

    // Hide numbers: no bars, no percents, no marker; servings stay.
    const res = await page.request.put(`${suite.app.baseUrl}/api/profile`, {
      data: { hide_numbers: true },
      headers: { origin: suite.app.baseUrl },
    })
    expect(res.status()).toBe(200)
    page.on('dialog', (dialog) => void dialog.accept())
    await page.reload()
    await openPlate(page)
    await plate(page).getByText('Numbers are hidden, as your profile asks.').waitFor()
    expect(await plate(page).getByRole('meter').count()).toBe(0)
    expect(await plate(page).locator('[data-overflow-marker]').count()).toBe(0)
    expect(await plate(page).textContent()).not.toMatch(/%|kcal/)
    expect(await servings.inputValue()).toBe('100')

    expect(errors).toEqual([])
    await context.close()
  }, 90_000)
})

async function enterAsGuest(page: Page): Promise<void> {
  await page.goto(`${suite.app.baseUrl}/login`)
  await page.getByRole('button', { name: 'Continue as Guest' }).click()
  await page.waitForURL('**/dashboard')
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${suite.app.baseUrl}${path}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as T
}

/** A hall and meal of the campus today with a dish that lacks nutrition data. */
async function findUntrackableDish(page: Page): Promise<{ hall: string; meal: string; food: FoodItem }> {
  const { campus_today: today } = await getJson<{ campus_today: string }>(page, '/api/app-config')
  const options = await getJson<AvailableOptions>(page, `/api/available-options?date=${today}`)
  for (const hall of options.dining_halls) {
    for (const meal of options.meal_types_by_hall[hall] ?? []) {
      const query = new URLSearchParams({ dining_hall: hall, meal_name: meal, date: today })
      const food = (await getJson<FoodItem[]>(page, `/foods?${query}`)).find((item) => !item.trackable)
      if (food) return { hall, meal, food }
    }
  }
  throw new Error('no untrackable demo dish today')
}

/** Opens North Commons' lunch and returns two of its trackable dishes. */
async function trackableLunch(page: Page): Promise<[FoodItem, FoodItem]> {
  await openLunch(page)
  const { campus_today: today } = await getJson<{ campus_today: string }>(page, '/api/app-config')
  const foods = await getJson<FoodItem[]>(page, `/foods?dining_hall=North%20Commons&meal_name=Lunch&date=${today}`)
  const [first, second] = foods.filter((food) => food.trackable && (food.nutrients.calories ?? 0) >= 20)
  if (!first || !second) throw new Error('the demo lunch has fewer than two trackable dishes')
  return [first, second]
}

/** Saves and waits for this save's answer: a 'Saved!' of an earlier save may still be showing. */
async function saveAndWait(page: Page, save: Locator): Promise<void> {
  const answered = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/plate' && res.request().method() === 'POST',
  )
  await save.click()
  expect((await answered).ok()).toBe(true)
  await expectText(plate(page).getByText('Saved!'), 'Saved!')
}

/** The text read from the element that `field`'s aria-describedby names. */
function descriptionOf(field: Locator): Promise<string | null> {
  return field.evaluate((element) => {
    const ids = element.getAttribute('aria-describedby')?.split(' ') ?? []
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ') || null
  })
}

const lineText = (page: Page, food: FoodItem) => plate(page).locator(`li[data-food-id="${food.id}"] p.text-xs`).first()

const lineNames = (page: Page) =>
  plate(page)
    .locator('li[data-food-id] p.font-medium')
    .evaluateAll((lines) => lines.map((line) => line.textContent))

const savedMealNames = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Add Custom Meal' })
    .getByRole('region', { name: 'Saved meals' })
    .locator('li p.font-medium')
    .evaluateAll((rows) => rows.map((row) => row.textContent))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
