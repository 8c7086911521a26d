import type { AvailableOptions, FoodItem } from '@campusplate/shared'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  chooseMenu,
  eventually,
  expectNoHorizontalOverflow,
  expectText,
  expectWcag22AA,
  newPage,
  openPlate,
  type ViewportName,
} from './support/browser'
import { appAndBrowser, registerSignedIn } from './support/suite'

const suite = appAndBrowser()

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${suite.app.baseUrl}${path}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as T
}

const signUp = (page: Page) =>
  registerSignedIn(page, suite.app, 'menu-profile', { first_name: 'Priya', last_name: 'Natarajan' })

/** Saves profile fields through `PUT /api/profile`. */
async function saveProfile(page: Page, fields: Record<string, unknown>): Promise<void> {
  const res = await page.request.put(`${suite.app.baseUrl}/api/profile`, {
    data: fields,
    headers: { origin: suite.app.baseUrl },
  })
  expect(res.status()).toBe(200)
}

interface MenuChoice {
  hall: string
  meal: string
  peanut: FoodItem
  /** A trackable dish with allergen markings that neither contain nor may contain peanuts. */
  fitting: FoodItem
}

/** A demo menu of the campus today with a peanut dish and one that fits a peanut allergy. */
async function findPeanutMenu(page: Page): Promise<MenuChoice> {
  const { campus_today: today } = await getJson<{ campus_today: string }>(page, '/api/app-config')
  const options = await getJson<AvailableOptions>(page, `/api/available-options?date=${today}`)
  for (const hall of options.dining_halls) {
    for (const meal of options.meal_types_by_hall[hall] ?? []) {
      const query = new URLSearchParams({ dining_hall: hall, meal_name: meal, date: today })
      const foods = await getJson<FoodItem[]>(page, `/foods?${query}`)
      const peanut = foods.find((food) => food.allergens.includes('peanuts'))
      const fitting = foods.find(
        (food) =>
          food.trackable &&
          food.allergens.length > 0 &&
          !food.may_contain.includes('peanuts') &&
          !/peanut/i.test([food.name, ...food.allergens, ...food.ingredients].join(' ')),
      )
      if (peanut && fitting) return { hall, meal, peanut, fitting }
    }
  }
  throw new Error('no demo menu today has a peanut dish beside one without')
}

async function openMenu(page: Page, { hall, meal }: MenuChoice): Promise<void> {
  await page.goto(`${suite.app.baseUrl}/dashboard`)
  await chooseMenu(page, hall, meal)
}

const cardOf = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) })

/** The visible text of an element, with hidden parts (closed details, sr-only) left out. */
const visibleText = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => (element as HTMLElement).innerText)

describe.each<ViewportName>(['desktop', 'mobile'])('the menu and the plate know the user (%s)', (viewport) => {
  test('a peanut allergy flags a peanut dish with its reason, and Fits my profile hides it', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await signUp(page)
    await saveProfile(page, {
      allergens: ['peanuts'],
      sex: 'female',
      birthday: '2004-03-15',
      height: 65,
      weight: 140,
      weight_goal: 140,
      activity_level: 'moderate',
    })
    const menu = await findPeanutMenu(page)
    await openMenu(page, menu)

    const search = page.getByLabel('Search menu')
    await search.fill(menu.peanut.name)
    const peanutCard = cardOf(page, menu.peanut.name)
    await expectText(
      peanutCard.getByRole('list', { name: `Notes on ${menu.peanut.name} for your profile` }).first(),
      /Contains peanuts/,
    )
    await expectWcag22AA(page)

    const filter = page.getByRole('checkbox', { name: 'Fits my profile' })
    await filter.check()
    await eventually(async () => expect(await peanutCard.count()).toBe(0))
    await search.fill(menu.fitting.name)
    await cardOf(page, menu.fitting.name).first().waitFor()
    await expectWcag22AA(page)
    await filter.uncheck()
    await search.fill(menu.peanut.name)
    await peanutCard.first().waitFor()

    // The plate shows the user's own targets beside the daily values.
    await search.fill(menu.fitting.name)
    await page
      .getByRole('button', { name: `Add ${menu.fitting.name}`, exact: true })
      .first()
      .click()
    await openPlate(page)
    const plate = page.getByRole('region', { name: 'Plate' })
    await plate.getByRole('heading', { name: 'Your daily targets' }).waitFor()
    await plate.getByRole('meter', { name: /^Calories \d+ of \d+ kcal daily target, \d+%$/ }).waitFor()
    await expectWcag22AA(page)
    if (viewport === 'mobile') await expectNoHorizontalOverflow(page)

    expect(errors).toEqual([])
    await context.close()
  })

  test('Hide numbers hides every number on the menu and the plate', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await signUp(page)
    await saveProfile(page, {
      allergens: ['peanuts'],
      sex: 'male',
      birthday: '2003-09-01',
      height: 70,
      weight: 170,
      weight_goal: 170,
      hide_numbers: true,
    })
    const menu = await findPeanutMenu(page)
    await openMenu(page, menu)

    const search = page.getByLabel('Search menu')
    await search.fill(menu.fitting.name)
    const card = cardOf(page, menu.fitting.name).first()
    await card.waitFor()
    await card.getByText('Details', { exact: true }).click()
    // The portion, labels and allergens stay.
    await card.getByText(menu.fitting.portion_size, { exact: false }).first().waitFor()
    await card.getByText('Allergens', { exact: true }).waitFor()
    await card.getByRole('button', { name: `Add ${menu.fitting.name}`, exact: true }).click()
    await openPlate(page)
    const plate = page.getByRole('region', { name: 'Plate' })
    await plate.getByText('Numbers are hidden, as your profile asks.').waitFor()

    await search.fill(menu.peanut.name)
    await cardOf(page, menu.peanut.name).first().getByText('Contains peanuts').waitFor()

    // Calories, percentages and grams of the totals, chart and targets are gone, read or not.
    expect(await visibleText(page, 'main')).not.toMatch(/kcal|%/)
    expect(await page.locator('main').first().textContent()).not.toMatch(/kcal|%|daily value|daily target/)
    expect(await plate.getByText('Totals', { exact: true }).count()).toBe(0)
    expect(await page.getByRole('meter').count()).toBe(0)
    expect(await page.getByRole('table').count()).toBe(0)
    await expectWcag22AA(page)

    expect(errors).toEqual([])
    await context.close()
  })
})
