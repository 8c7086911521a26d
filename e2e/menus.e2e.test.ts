import { addDays, type FoodItem, plateTotals } from '@campusplate/shared'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  chooseMenu,
  eventually,
  expectAccessible,
  expectNoHorizontalOverflow,
  expectText,
  newPage,
  openPlate,
  plateRegion,
  type ViewportName,
} from './support/browser'
import { appAndBrowser } from './support/suite'

const suite = appAndBrowser()

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${suite.app.baseUrl}${path}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as T
}

const plate = plateRegion
const total = (page: Page, label: string) => plate(page).locator(`dt:text-is("${label}") + dd`)

describe.each<ViewportName>(['desktop', 'mobile'])('menu and tracker screen (%s)', (viewport) => {
  test('a guest browses hall → meal → station, builds a plate with servings and a custom meal, then empties it', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)

    // docs/product.md#routes: / sends a visitor to /login; 'Continue as Guest' goes to /dashboard.
    await page.goto(`${suite.app.baseUrl}/`)
    await page.waitForURL('**/login')
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
    await page.getByRole('button', { name: 'Continue as Guest' }).click()
    await page.waitForURL('**/dashboard')
    await expectText(plate(page).getByText('Your plate is empty'), 'Your plate is empty')
    // Guests see no navigation links and no save button (docs/product.md#header, #plate-panel).
    await expect(page.getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(0)
    await expect(page.getByRole('button', { name: 'Save Plate' }).count()).resolves.toBe(0)

    const { campus_today: today } = await getJson<{ campus_today: string }>(page, '/api/app-config')

    // Hall cards: meal count, first three meal names and '+N more'.
    const south = page.getByRole('button', { name: /^South Dining Hall/ })
    await expectText(south, /4 meals.*Breakfast.*Lunch.*Dinner.*\+1 more/)
    await expectText(page.getByRole('button', { name: /^Riverside Market/ }), /1 meal.*Everyday/)
    await expectAccessible(page)

    await page.getByRole('button', { name: /^North Commons/ }).click()
    await page.getByLabel('Meal', { exact: true }).selectOption('Lunch')
    await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()

    const foods = await getJson<FoodItem[]>(page, `/foods?dining_hall=North%20Commons&meal_name=Lunch&date=${today}`)
    const stationIds = [...new Set(foods.map((f) => f.station_id))]
    const stationName = (id: string) => foods.find((f) => f.station_id === id)?.station ?? ''
    const [firstStation, secondStation] = stationIds.map(stationName)
    if (!firstStation || !secondStation) throw new Error('the demo meal has fewer than two stations')

    // Only one station is open at a time.
    const firstToggle = page.getByRole('button', { name: firstStation, exact: true })
    const secondToggle = page.getByRole('button', { name: secondStation, exact: true })
    await eventually(async () => expect(await firstToggle.getAttribute('aria-expanded')).toBe('true'))
    await secondToggle.click()
    await eventually(async () => {
      expect(await secondToggle.getAttribute('aria-expanded')).toBe('true')
      expect(await firstToggle.getAttribute('aria-expanded')).toBe('false')
    })

    const trackable = foods.filter((f) => f.station === secondStation && f.trackable)
    const [a, b] = trackable
    if (!a || !b) throw new Error('the demo station has fewer than two trackable items')

    // Servings: 1.5 of the first item, 2 of the second; the field resets to 1 after adding.
    const servingsA = page.getByLabel(`Servings for ${a.name}`)
    await servingsA.fill('1.5')
    await page.getByRole('button', { name: `Add ${a.name}`, exact: true }).click()
    await eventually(async () => expect(await servingsA.inputValue()).toBe('1'))
    await page.getByLabel(`Servings for ${b.name}`).fill('2')
    await page.getByRole('button', { name: `Add ${b.name}`, exact: true }).click()

    // Add Custom Meal, with the product's messages for a missing name and a negative value, each on its field.
    await page.getByRole('button', { name: 'Add Custom Meal', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Custom Meal' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Add to plate' }).click()
    await expectText(dialog.getByText('Please enter a meal name'), 'Please enter a meal name')
    expect(await dialog.getByLabel('Meal name').getAttribute('aria-invalid')).toBe('true')
    await dialog.getByLabel('Meal name').fill('Protein Shake')
    await dialog.getByLabel('Calories').fill('-5')
    await dialog.getByLabel('Protein (g)').fill('25')
    await dialog.getByLabel('Carbs (g)').fill('8')
    await dialog.getByLabel('Fat (g)').fill('3')
    await dialog.getByRole('button', { name: 'Add to plate' }).click()
    await expectText(dialog.getByText('Nutrition values cannot be negative'), 'Nutrition values cannot be negative')
    expect(await dialog.getByLabel('Calories').getAttribute('aria-invalid')).toBe('true')
    await dialog.getByLabel('Calories').fill('200')
    await dialog.getByRole('button', { name: 'Add to plate' }).click()
    await eventually(async () => expect(await dialog.count()).toBe(0))

    // Totals and the percent chart against 2000 kcal / 50 g / 275 g / 78 g.
    const line = (f: FoodItem, quantity: number) => ({
      quantity,
      calories: f.nutrients.calories ?? 0,
      protein: f.nutrients.protein ?? 0,
      carbs: f.nutrients.total_carbohydrates ?? 0,
      fat: f.nutrients.total_fat ?? 0,
    })
    const shake = { quantity: 1, calories: 200, protein: 25, carbs: 8, fat: 3 }
    const expected = plateTotals([line(a, 1.5), line(b, 2), shake])
    await openPlate(page)
    await expectText(total(page, 'Calories'), `${Math.round(expected.calories)} kcal`)
    await expectText(total(page, 'Protein'), `${Math.round(expected.protein)} g`)
    await expectText(total(page, 'Carbs'), `${Math.round(expected.carbs)} g`)
    await expectText(total(page, 'Fat'), `${Math.round(expected.fat)} g`)
    const caloriePercent = Math.round((expected.calories / 2000) * 100)
    await plate(page)
      .getByRole('meter', { name: `Calories ${caloriePercent}% of 2000 kcal daily value` })
      .waitFor()
    await plate(page)
      .getByRole('meter', { name: `Fat ${Math.round((expected.fat / 78) * 100)}% of 78 g daily value` })
      .waitFor()

    // The custom meal is kept in local storage under customMeals.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('customMeals') ?? '[]'))
    expect(stored).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^custom-/),
        name: 'Protein Shake',
        portionSize: '1 serving',
        calories: 200,
        protein: 25,
        carbs: 8,
        totalFat: 3,
      }),
    ])

    await expectAccessible(page)
    if (viewport === 'mobile') await expectNoHorizontalOverflow(page)

    // Remove one line: totals follow. Clear: the empty state.
    await plate(page)
      .getByRole('button', { name: `Remove ${a.name}` })
      .click()
    const afterRemove = plateTotals([line(b, 2), shake])
    await expectText(total(page, 'Calories'), `${Math.round(afterRemove.calories)} kcal`)
    await plate(page).getByRole('button', { name: 'Clear plate' }).click()
    await expectText(plate(page).getByText('Your plate is empty'), 'Your plate is empty')

    // The date control refuses a date outside three months back through today.
    const date = page.getByLabel('Date', { exact: true })
    await date.fill(addDays(today, 1))
    await expectText(page.getByRole('alert').filter({ hasText: 'Date input' }), 'Date input not valid.')
    await date.fill(addDays(today, -200))
    await expectText(page.getByRole('alert').filter({ hasText: 'Date input' }), 'Date input not valid.')
    await date.fill(addDays(today, -1))
    await eventually(async () =>
      expect(await page.getByRole('alert').filter({ hasText: 'Date input' }).count()).toBe(0),
    )

    expect(errors).toEqual([])
    await context.close()
  })

  test('untrackable items say so and offer no Add button', async () => {
    const { page, context } = await newPage(suite.browser, viewport)
    await page.goto(`${suite.app.baseUrl}/login`)
    await page.getByRole('button', { name: 'Continue as Guest' }).click()
    await page.waitForURL('**/dashboard')
    const { campus_today: today } = await getJson<{ campus_today: string }>(page, '/api/app-config')
    const options = await getJson<{ dining_halls: string[]; meal_types_by_hall: Record<string, string[]> }>(
      page,
      `/api/available-options?date=${today}`,
    )
    // Find a hall and meal with an untrackable item (the demo leaves one to three per meal).
    for (const hall of options.dining_halls) {
      for (const meal of options.meal_types_by_hall[hall] ?? []) {
        const foods = await getJson<FoodItem[]>(
          page,
          `/foods?dining_hall=${encodeURIComponent(hall)}&meal_name=${encodeURIComponent(meal)}&date=${today}`,
        )
        const item = foods.find((f) => !f.trackable)
        if (!item) continue
        await chooseMenu(page, hall, meal)
        await page.getByLabel('Search menu').fill(item.name)
        const card = page.getByRole('listitem').filter({ hasText: item.name }).first()
        await expectText(
          card.getByText('Cannot track - incomplete nutrition data'),
          'Cannot track - incomplete nutrition data',
        )
        await card.getByText('Missing nutrition data — try Add Custom Meal').waitFor()
        expect(await page.getByRole('button', { name: `Add ${item.name}`, exact: true }).count()).toBe(0)
        await context.close()
        return
      }
    }
    throw new Error('no untrackable demo item today')
  })
})
