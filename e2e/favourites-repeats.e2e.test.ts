import type { FoodItem } from '@campusplate/shared'
import { format, parseISO } from 'date-fns'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  chooseMenu,
  eventually,
  expectNoHorizontalOverflow,
  expectWcag22AA,
  newPage,
  type ViewportName,
} from './support/browser'
import { appAndBrowser, PASSWORD } from './support/suite'

const suite = appAndBrowser()

let accounts = 0

async function registerAndSignIn(page: Page): Promise<void> {
  accounts += 1
  const email = `favourites-${accounts}@campus.test`
  const headers = { origin: suite.app.baseUrl }
  const registered = await page.request.post(`${suite.app.baseUrl}/auth/register`, {
    data: { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD },
    headers,
  })
  expect(registered.status()).toBe(201)
  expect(
    (await page.request.post(`${suite.app.baseUrl}/auth/login`, { data: { email, password: PASSWORD }, headers })).ok(),
  ).toBe(true)
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${suite.app.baseUrl}${path}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as T
}

async function campusToday(page: Page): Promise<string> {
  return (await getJson<{ campus_today: string }>(page, '/api/app-config')).campus_today
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const dayFoods = (page: Page, date: string) => getJson<FoodItem[]>(page, `/foods?date=${date}`)

async function openMenu(page: Page, hall: string, meal: string): Promise<void> {
  await page.goto(`${suite.app.baseUrl}/dashboard`)
  await chooseMenu(page, hall, meal)
}

/** The button named `name` on the menu, opening its station first when it is collapsed. */
async function menuButton(page: Page, food: FoodItem, name: string) {
  const button = page.getByRole('button', { name, exact: true }).first()
  if (!(await button.isVisible())) {
    const station = page.getByRole('button', { name: food.station, exact: true })
    if ((await station.getAttribute('aria-expanded')) !== 'true') await station.click()
  }
  return button
}

describe.each<ViewportName>(['desktop', 'mobile'])('favourites and repeats (%s)', (viewport) => {
  test('a dish starred today is found in Favourites on another day it is served', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await registerAndSignIn(page)
    const today = await campusToday(page)
    const todays = (await dayFoods(page, today)).filter((food) => food.meal_name !== 'Everyday')
    let found: { food: FoodItem; later: FoodItem } | undefined
    for (let ahead = 1; ahead <= 7 && !found; ahead++) {
      const later = await dayFoods(page, addDays(today, ahead))
      for (const food of todays) {
        const match = later.find((item) => item.dining_hall === food.dining_hall && item.name === food.name)
        if (match) {
          found = { food, later: match }
          break
        }
      }
    }
    if (!found) throw new Error('no demo dish of today comes back in the next week')
    const { food, later } = found
    expect(later.id).not.toBe(food.id)

    await openMenu(page, food.dining_hall, food.meal_name)
    const star = await menuButton(page, food, `Favourite ${food.name}`)
    expect(await star.getAttribute('aria-pressed')).toBe('false')
    await star.click()
    await eventually(async () => expect(await star.getAttribute('aria-pressed')).toBe('true'))
    await expectWcag22AA(page)

    await page.goto(`${suite.app.baseUrl}/favourites`)
    await page.getByRole('heading', { name: 'Favourites', level: 1 }).waitFor()
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: food.name, exact: true }) })
    await card.waitFor()
    const laterDay = format(parseISO(later.date), 'EEE d MMM')
    await card.getByText(`${laterDay} · ${later.meal_name} · ${later.station}`).first().waitFor()
    await card.getByText(/^On today: /).waitFor()
    await expectWcag22AA(page)
    if (viewport === 'mobile') await expectNoHorizontalOverflow(page)

    // Removing it by keyboard empties the list.
    await page.getByRole('button', { name: `Remove ${food.name} from favourites` }).focus()
    await page.keyboard.press('Enter')
    await page.getByText('No favourites yet').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  test('a returning student re-logs yesterday’s lunch and saves it in at most 3 interactions', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await registerAndSignIn(page)
    const today = await campusToday(page)
    const yesterday = addDays(today, -1)
    const lunch = (await dayFoods(page, yesterday)).filter(
      (food) => food.dining_hall === 'North Commons' && food.meal_name === 'Lunch' && food.trackable,
    )
    const todays = await dayFoods(page, today)
    const isOnToday = (food: FoodItem) =>
      todays.some((item) => item.dining_hall === food.dining_hall && item.name === food.name)
    // One dish that is on today's menu and, when the menus allow, one that is not.
    const eaten = [lunch.find(isOnToday), lunch.find((food) => !isOnToday(food))].filter(
      (food): food is FoodItem => food !== undefined,
    )
    expect(eaten.length).toBeGreaterThan(0)
    const saved = await page.request.post(`${suite.app.baseUrl}/api/plate`, {
      data: { date: yesterday, items: eaten.map((food) => ({ food_id: food.id, quantity: 1.5 })) },
      headers: { origin: suite.app.baseUrl },
    })
    expect(saved.ok()).toBe(true)

    // Opening the app is where the count starts.
    await page.goto(`${suite.app.baseUrl}/`)
    const plate = page.getByRole('region', { name: 'Plate' })
    let interactions = 0
    const sameAsYesterday = page.getByRole('button', { name: 'Same as yesterday' })
    await eventually(async () => expect(await sameAsYesterday.getAttribute('aria-disabled')).toBeNull())
    await sameAsYesterday.click()
    interactions += 1
    if (viewport === 'mobile') {
      // On a phone the plate is closed into its bar until opened.
      await page.getByRole('button', { name: /View plate$/ }).click()
      interactions += 1
    }
    for (const food of eaten) await plate.getByText(food.name, { exact: true }).waitFor()
    const offMenu = eaten.filter((food) => !isOnToday(food))
    for (const food of offMenu) {
      const line = plate.getByRole('listitem').filter({ hasText: food.name })
      await line.getByText(/^Not on this day’s menu: kept as saved on /).waitFor()
    }
    await expectWcag22AA(page)
    await plate.getByRole('button', { name: 'Save Plate' }).click()
    interactions += 1
    await plate.getByText('Saved!').waitFor()
    expect(interactions).toBeLessThanOrEqual(3)

    const stored = await getJson<{ items: { name: string; quantity: number }[] }>(page, `/api/plate?date=${today}`)
    expect(stored.items.map((item) => [item.name, item.quantity])).toEqual(eaten.map((food) => [food.name, 1.5]))
    if (viewport === 'mobile') await expectNoHorizontalOverflow(page)
    expect(errors).toEqual([])
    await context.close()
  })

  test('a peanut-allergic user’s Fits my day never lists a peanut dish, and says why in words', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await registerAndSignIn(page)
    const profile = {
      sex: 'female',
      birthday: '2004-03-02',
      height: 65,
      weight: 140,
      allergens: ['peanuts'],
      hide_numbers: viewport === 'mobile',
    }
    const res = await page.request.put(`${suite.app.baseUrl}/api/profile`, {
      data: profile,
      headers: { origin: suite.app.baseUrl },
    })
    expect(res.status()).toBe(200)
    const today = await campusToday(page)
    const peanut = new Set(
      (await dayFoods(page, today))
        .filter(
          (food) =>
            food.allergens.includes('peanuts') ||
            food.may_contain.includes('peanuts') ||
            /peanut/i.test([food.name, ...food.ingredients].join(' ')),
        )
        .map((food) => food.name),
    )
    expect(peanut.size).toBeGreaterThan(0)

    await page.goto(`${suite.app.baseUrl}/dashboard`)
    const section = page.getByRole('region', { name: 'Fits my day' })
    await section.waitFor()
    // Closed until asked for: it opens with two suggestions and "More suggestions" for the rest.
    await section.locator('summary').click()
    const more = section.getByRole('button', { name: 'More suggestions' })
    if (await more.isVisible()) await more.click()
    const suggestions = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
    await suggestions.first().waitFor()
    const names = await suggestions.getByRole('heading', { level: 3 }).allTextContents()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names.flatMap((text) => text.split(' with '))) expect(peanut.has(name)).toBe(false)
    const reasons = (await section.innerText()).replace(/\s+/g, ' ')
    expect(reasons).toContain('Checked for your allergens')
    if (viewport === 'mobile') {
      // Hide numbers: the reasons speak of balance, never of calories.
      expect(reasons).not.toMatch(/kcal|calorie|\d+ ?%|\d+ g protein/i)
      await expectNoHorizontalOverflow(page)
    } else {
      expect(reasons).toMatch(/kcal of the [\d,]+ kcal you have left today/)
    }
    await expectWcag22AA(page)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a star pressed while the favourites are still loading', () => {
  test('is kept, and the dish is a favourite once they arrive', async () => {
    // No service worker, so the page's own request for the favourites is the one held here.
    const { page, context, errors } = await newPage(suite.browser, 'desktop', { serviceWorkers: 'block' })
    await registerAndSignIn(page)
    const today = await campusToday(page)
    const food = (await dayFoods(page, today)).find((item) => item.meal_name !== 'Everyday')
    if (!food) throw new Error('no demo dish today')

    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let heldRequests = 0
    await page.route('**/api/favourites', async (route) => {
      if (route.request().method() === 'GET') {
        heldRequests += 1
        await held
      }
      await route.continue()
    })
    try {
      await openMenu(page, food.dining_hall, food.meal_name)
      const star = await menuButton(page, food, `Favourite ${food.name}`)
      await eventually(async () => expect(heldRequests).toBeGreaterThan(0))
      expect(await star.getAttribute('aria-busy')).toBe('true')
      expect(await star.getAttribute('aria-pressed')).toBe('false')
      await star.click()
      release()
      await eventually(async () => expect(await star.getAttribute('aria-pressed')).toBe('true'))
    } finally {
      // A failure above must not leave the page's request held.
      release()
    }
    const saved = await getJson<{ favourites: { dining_hall: string; name: string }[] }>(page, '/api/favourites')
    expect(saved.favourites.map(({ dining_hall, name }) => ({ dining_hall, name }))).toEqual([
      { dining_hall: food.dining_hall, name: food.name },
    ])
    expect(errors).toEqual([])
    await context.close()
  })
})
