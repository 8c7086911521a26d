import type { FoodItem } from '@campusplate/shared'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { eventually, expectText, expectWcag22AA, newPage, plateRegion, type ViewportName } from './support/browser'
import { appAndBrowser, registerSignedIn } from './support/suite'

const suite = appAndBrowser()

/** Resolves to true when the element has the browser's focus. */
function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement)
}

/** Names an element for a failure message: its tag and text. */
const describeElement = (element: Element | null) =>
  element ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}` : 'nothing'

async function expectFocused(locator: Locator): Promise<void> {
  const expected = await locator.evaluate(describeElement)
  await eventually(async () => {
    const active = await locator.page().evaluate(() => {
      const element = document.activeElement
      return element
        ? `<${element.tagName.toLowerCase()}> ${(element.textContent ?? '').trim().slice(0, 60)}`
        : 'nothing'
    })
    expect(active).toBe(expected)
    expect(await hasFocus(locator)).toBe(true)
  })
}

/** The element is wholly inside the viewport (give or take a rounded scroll position's pixel). */
async function expectInViewport(locator: Locator): Promise<void> {
  const box = await locator.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    return { top: rect.top, bottom: rect.bottom, height: window.innerHeight }
  })
  expect(box.top).toBeGreaterThanOrEqual(-1)
  expect(box.bottom).toBeLessThanOrEqual(box.height + 1)
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${suite.app.baseUrl}${path}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as T
}

const signUpInBrowser = (page: Page) => registerSignedIn(page, suite.app, 'menu-ux')

describe.each<ViewportName>(['desktop', 'mobile'])('menu screen by keyboard (%s)', (viewport) => {
  test('hall and meal cards hand focus to the next heading, and an opened station stays in view', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await page.goto(`${suite.app.baseUrl}/login`)
    await page.getByRole('button', { name: 'Continue as Guest' }).click()
    await page.waitForURL('**/dashboard')
    await eventually(async () => expect(await page.title()).toBe('Dashboard – CampusPlate'))
    // The route change took focus to the page's heading.
    await expectFocused(page.getByRole('heading', { name: 'Menu and tracker', level: 1 }))

    const north = page.getByRole('button', { name: /^North Commons/ })
    await north.waitFor()
    await expectWcag22AA(page)
    await north.focus()
    await page.keyboard.press('Enter')
    // The meal of the hour opens at once (or, between meals, the meal cards do): its heading has focus.
    await expectFocused(page.getByRole('heading', { name: /^(North Commons - .+ Menu|Choose a meal)$/ }))

    // Clearing the meal shows the meal cards; choosing one focuses the menu's heading.
    await page.getByLabel('Meal', { exact: true }).selectOption('')
    const lunch = page.getByRole('button', { name: /^Lunch/ })
    await lunch.focus()
    await page.keyboard.press('Enter')
    const heading = page.getByRole('heading', { name: 'North Commons - Lunch Menu' })
    await expectFocused(heading)
    await expectWcag22AA(page)

    const { campus_today: today } = await getJson<{ campus_today: string }>(page, '/api/app-config')
    const foods = await getJson<FoodItem[]>(page, `/foods?dining_hall=North%20Commons&meal_name=Lunch&date=${today}`)
    const stations = [...new Set(foods.map((food) => food.station))]
    const itemCount = (station: string) => foods.filter((food) => food.station === station).length
    // The longest station that has another after it: collapsing it moves the next header furthest.
    const longest = stations
      .slice(0, -1)
      .reduce((best, station) => (itemCount(station) > itemCount(best) ? station : best))
    const next = stations[stations.indexOf(longest) + 1]
    if (!longest || !next) throw new Error('the demo meal has fewer than two stations')
    const firstToggle = page.getByRole('button', { name: longest, exact: true })
    const secondToggle = page.getByRole('button', { name: next, exact: true })
    if ((await firstToggle.getAttribute('aria-expanded')) !== 'true') await firstToggle.click()
    await eventually(async () => expect(await firstToggle.getAttribute('aria-expanded')).toBe('true'))

    // The next header sits mid-window under the open station; opening it by keyboard collapses
    // the one above, which must not carry the header out of view.
    await secondToggle.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await secondToggle.focus()
    await page.keyboard.press('Enter')
    await eventually(async () => {
      expect(await secondToggle.getAttribute('aria-expanded')).toBe('true')
      expect(await firstToggle.getAttribute('aria-expanded')).toBe('false')
    })
    expect(await hasFocus(secondToggle)).toBe(true)
    await expectInViewport(secondToggle)
    await expectWcag22AA(page)

    // Tab order: the day (Today, Yesterday), Dining Hall and Meal come before the plate.
    await page.getByRole('button', { name: 'Today' }).focus()
    const order: string[] = []
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Tab')
      order.push(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLInputElement | null
          return active?.labels?.[0]?.textContent?.trim() ?? active?.textContent?.trim() ?? ''
        }),
      )
    }
    expect(order).toEqual(['Yesterday', 'Dining Hall', 'Meal'])
    // Closed into its bar on a phone, the plate is still after the controls in the document.
    const plate = await plateRegion(page).elementHandle()
    const isPlateAfterMeal = await page
      .getByLabel('Meal', { exact: true })
      .evaluate(
        (meal, plateElement) =>
          plateElement !== null &&
          (meal.compareDocumentPosition(plateElement) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
        plate,
      )
    expect(isPlateAfterMeal).toBe(true)

    expect(errors).toEqual([])
    await context.close()
  })

  test('each route has its own title; a failed sign-in and a bad reset link say so, with focus on the message', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    for (const [path, title] of [
      ['/login', 'Sign In – CampusPlate'],
      ['/register', 'Create Account – CampusPlate'],
      ['/forgot-password', 'Forgot Password – CampusPlate'],
      ['/privacy', 'Privacy Policy – CampusPlate'],
      ['/dashboard', 'Dashboard – CampusPlate'],
    ] as const) {
      await page.goto(`${suite.app.baseUrl}${path}`)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await eventually(async () => expect(await page.title()).toBe(title))
      await expectWcag22AA(page)
    }

    // A reset link that was never issued is named as such on opening, with no field name in it.
    await page.goto(`${suite.app.baseUrl}/reset-password?token=${'x'.repeat(43)}`)
    await expectText(
      page.getByRole('alert'),
      'This reset link is invalid or has expired. Please request a new password reset.',
    )
    expect(await page.getByLabel('New Password').count()).toBe(0)
    expect(await page.title()).toBe('Reset Password – CampusPlate')
    await expectWcag22AA(page)

    // A failed sign-in: the button kept focus while working, then the message takes it.
    await page.goto(`${suite.app.baseUrl}/login`)
    await page.getByLabel('Email Address').fill('nobody@campus.test')
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1')
    await page.getByRole('button', { name: 'Sign In' }).press('Enter')
    const alert = page.getByRole('alert')
    await expectText(alert, /^Authentication Error\s*Invalid email or password$/)
    await expectFocused(alert)
    await expectWcag22AA(page)

    expect(errors).toEqual([])
    await context.close()
  })
})

describe('mobile navigation menu', () => {
  test('closes on Escape and hands focus back to its toggle', async () => {
    const { page, context, errors } = await newPage(suite.browser, 'mobile')
    await signUpInBrowser(page)
    await page.goto(`${suite.app.baseUrl}/dashboard`)
    const toggle = page.getByRole('button', { name: 'Menu', exact: true })
    await toggle.click()
    await eventually(async () => expect(await toggle.getAttribute('aria-expanded')).toBe('true'))
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' })
    await expectWcag22AA(page)
    await mobileNav.getByRole('link', { name: 'Profile' }).focus()
    await page.keyboard.press('Escape')
    await eventually(async () => expect(await toggle.getAttribute('aria-expanded')).toBe('false'))
    expect(await mobileNav.isVisible()).toBe(false)
    await expectFocused(toggle)

    // Following a link moves focus to the new page's heading and titles the tab.
    await toggle.click()
    await mobileNav.getByRole('link', { name: 'Nutrition History' }).click()
    await page.waitForURL('**/history')
    await expectFocused(page.getByRole('heading', { name: 'Nutrition History', level: 1 }))
    expect(await page.title()).toBe('Nutrition History – CampusPlate')

    expect(errors).toEqual([])
    await context.close()
  })
})

describe('loading shell', () => {
  test('shows the header before the script has loaded, and a prerendered page whole', async () => {
    const { page, context } = await newPage(suite.browser, 'mobile')
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto(`${suite.app.baseUrl}/dashboard`, { waitUntil: 'commit' })
    await expectText(page.getByRole('banner'), 'CampusPlate')
    // Decision 048: sign-in's HTML is the page itself, before any script has run.
    await page.goto(`${suite.app.baseUrl}/login`, { waitUntil: 'commit' })
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
    await expect(page.getByLabel('Email Address').isVisible()).resolves.toBe(true)
    release()
    await page.getByRole('button', { name: 'Sign In' }).and(page.locator(':enabled')).waitFor()
    await context.close()
  })
})
