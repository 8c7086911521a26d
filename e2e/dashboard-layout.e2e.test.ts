import type { FoodItem } from '@campusplate/shared'
import { format, parseISO } from 'date-fns'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { eventually, expectText, expectWcag22AA, newPage, VIEWPORTS, type ViewportName } from './support/browser'
import { appAndBrowser, registerSignedIn } from './support/suite'

const suite = appAndBrowser()

const COMPLETE_PROFILE = { sex: 'female', birthday: '2004-03-02', height: 65, weight: 140, activity_level: 'moderate' }

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`${suite.app.baseUrl}${path}`)
  expect(res.ok()).toBe(true)
  return (await res.json()) as T
}

const campusToday = async (page: Page) =>
  (await getJson<{ campus_today: string }>(page, '/api/app-config')).campus_today

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

const lunchOf = async (page: Page, date: string) =>
  (await getJson<FoodItem[]>(page, `/foods?date=${date}`)).filter(
    (food) => food.dining_hall === 'North Commons' && food.meal_name === 'Lunch' && food.trackable,
  )

async function savePlate(page: Page, date: string, items: { food_id: string; quantity: number }[]): Promise<void> {
  const res = await page.request.post(`${suite.app.baseUrl}/api/plate`, {
    data: { date, items },
    headers: { origin: suite.app.baseUrl },
  })
  expect(res.ok()).toBe(true)
}

/** The element is wholly inside the first viewport (the page not scrolled). */
async function expectInFirstViewport(locator: Locator, viewport: ViewportName): Promise<void> {
  const box = await locator.boundingBox()
  expect(box).not.toBeNull()
  const scrollY = await locator.page().evaluate(() => window.scrollY)
  expect(scrollY).toBe(0)
  expect((box?.y ?? Number.POSITIVE_INFINITY) + (box?.height ?? 0)).toBeLessThanOrEqual(VIEWPORTS[viewport].height)
}

/**
 * The first `count` Tab stops after the header, by the keyboard: each is the element focus lands on
 * (a date input's parts count once), named by its label or text, with its top on the page.
 */
async function tabStopsAfterHeader(page: Page, count: number): Promise<{ name: string; top: number }[]> {
  await page.evaluate(() => {
    const focusable = Array.from(
      document.querySelectorAll<HTMLElement>('header a[href], header button, header input, header select'),
    ).filter((element) => element.offsetParent !== null)
    focusable.at(-1)?.focus()
  })
  const stops: { name: string; top: number }[] = []
  for (let presses = 0; presses < count * 4 && stops.length < count; presses++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null
      // A date input takes several presses (its parts): it is one stop.
      if (!element || element.dataset.tabStop) return null
      element.dataset.tabStop = 'seen'
      const labelled = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null
      const name = (labelled?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
      return { name, top: element.getBoundingClientRect().top + window.scrollY }
    })
    if (stop) stops.push(stop)
  }
  return stops
}

describe.each<ViewportName>(['mobile', 'desktop'])('the dashboard opens on the menu (%s)', (viewport) => {
  test.each([
    { who: 'a new user', profile: null },
    { who: 'a user with a complete profile', profile: COMPLETE_PROFILE },
  ])(
    'for $who: Date and the hall cards in the first viewport, Dining Hall among the first five Tab stops',
    async ({ profile }) => {
      const { page, context, errors } = await newPage(suite.browser, viewport)
      await registerSignedIn(page, suite.app, 'layout')
      if (profile) {
        const res = await page.request.put(`${suite.app.baseUrl}/api/profile`, {
          data: profile,
          headers: { origin: suite.app.baseUrl },
        })
        expect(res.status()).toBe(200)
      }
      await page.goto(`${suite.app.baseUrl}/dashboard`)
      await page.getByRole('heading', { name: 'Choose a dining hall' }).waitFor()
      const firstHall = page.getByRole('button', { name: /^North Commons/ })
      await firstHall.waitFor()

      await expectInFirstViewport(page.getByLabel('Date', { exact: true }), viewport)
      await expectInFirstViewport(page.getByLabel('Dining Hall', { exact: true }), viewport)
      await expectInFirstViewport(page.getByLabel('Meal', { exact: true }), viewport)
      await expectInFirstViewport(firstHall, viewport)
      // A new user meets no disabled "Same as yesterday"; an empty plate takes no room on a phone.
      expect(await page.getByRole('button', { name: 'Same as yesterday' }).count()).toBe(0)
      expect(await page.getByRole('region', { name: 'Plate' }).isVisible()).toBe(viewport === 'desktop')

      const stops = await tabStopsAfterHeader(page, 5)
      expect(stops.map((stop) => stop.name)).toContain('Dining Hall')
      expect(stops.map((stop) => stop.name).slice(0, 4)).toEqual(['Date', 'Today', 'Yesterday', 'Dining Hall'])
      // Tab order follows what the eye sees: each stop is level with (controls of one row, centred
      // on it) or below the one before.
      for (let i = 1; i < stops.length; i++) {
        expect(stops[i]?.top ?? 0).toBeGreaterThanOrEqual((stops[i - 1]?.top ?? 0) - 8)
      }
      await expectWcag22AA(page)
      expect(errors).toEqual([])
      await context.close()
    },
    60_000,
  )

  test('"Same as yesterday" on a plate with items asks; each answer can be undone, and Undo restores it exactly', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await registerSignedIn(page, suite.app, 'relog')
    const today = await campusToday(page)
    const yesterday = addDays(today, -1)
    const eatenYesterday = (await lunchOf(page, yesterday)).slice(0, 2)
    expect(eatenYesterday).toHaveLength(2)
    await savePlate(
      page,
      yesterday,
      eatenYesterday.map((food) => ({ food_id: food.id, quantity: 1 })),
    )
    const todays = await lunchOf(page, today)
    const yesterdayNames = new Set(eatenYesterday.map((food) => food.name))
    const [saved, added] = todays.filter((food) => !yesterdayNames.has(food.name))
    if (!saved || !added) throw new Error('the demo lunch has too few dishes')
    await savePlate(page, today, [{ food_id: saved.id, quantity: 2 }])

    await page.goto(`${suite.app.baseUrl}/dashboard?hall=North+Commons&meal=Lunch`)
    await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()
    // One unsaved dish on top of the saved plate.
    const addButton = page.getByRole('button', { name: `Add ${added.name}`, exact: true })
    const station = page.getByRole('button', { name: added.station, exact: true })
    await station.waitFor()
    if ((await station.getAttribute('aria-expanded')) !== 'true') await station.click()
    await addButton.click()

    const plate = page.getByRole('region', { name: 'Plate' })
    if (viewport === 'mobile') {
      expect(await plate.isVisible()).toBe(false)
      const bar = page.getByRole('button', { name: /View plate$/ })
      await expectText(bar, /^2 items · [\d,]+ kcal · View plate$/)
      await bar.click()
    }
    const lines = () =>
      plate
        .locator('li[data-food-id]')
        .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''))
    await eventually(async () => expect(await lines()).toEqual([saved.name, added.name]))

    const day = format(parseISO(yesterday), 'EEE d MMM')
    // Dishes of yesterday not on today's menu are kept as saved, and the status says how many.
    const offMenu = '(; [12] not on this menu, kept as saved)?'
    const logAgain = page.getByRole('region', { name: 'Log again' })
    const sameAsYesterday = logAgain.getByRole('button', { name: 'Same as yesterday' })
    await eventually(async () => expect(await sameAsYesterday.getAttribute('aria-disabled')).toBeNull())
    const dialog = page.getByRole('dialog', { name: 'This plate already has items' })

    // Add: the plate keeps its lines and gains yesterday's; Undo takes them off again.
    await sameAsYesterday.click()
    await dialog.waitFor()
    await expectWcag22AA(page)
    await dialog.getByRole('button', { name: 'Add to today’s plate' }).click()
    await expectText(logAgain.getByRole('status'), new RegExp(`^Added 2 items from ${day}${offMenu}\\s*Undo`))
    await eventually(async () =>
      expect(await lines()).toEqual([saved.name, added.name, ...eatenYesterday.map((food) => food.name)]),
    )
    await logAgain.getByRole('button', { name: 'Undo', exact: true }).click()
    await eventually(async () => expect(await lines()).toEqual([saved.name, added.name]))

    // Replace: yesterday's plate only; Undo puts today's back.
    await sameAsYesterday.click()
    await dialog.getByRole('button', { name: 'Replace it' }).click()
    await expectText(
      logAgain.getByRole('status'),
      new RegExp(`^Replaced the plate with 2 items from ${day}${offMenu}\\s*Undo`),
    )
    await eventually(async () => expect(await lines()).toEqual(eatenYesterday.map((food) => food.name)))
    await expectWcag22AA(page)
    await logAgain.getByRole('button', { name: 'Undo', exact: true }).click()
    await eventually(async () => expect(await lines()).toEqual([saved.name, added.name]))

    // Cancel changes nothing.
    await sameAsYesterday.click()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    expect(await dialog.isVisible()).toBe(false)
    expect(await lines()).toEqual([saved.name, added.name])

    await plate.getByRole('button', { name: 'Save Plate' }).click()
    await plate.getByText('Saved!').waitFor()
    const stored = await getJson<{ items: { name: string; quantity: number }[] }>(page, `/api/plate?date=${today}`)
    expect(stored.items.map((item) => [item.name, item.quantity])).toEqual([
      [saved.name, 2],
      [added.name, 1],
    ])
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})

describe('the plate on a phone', () => {
  test('opens from its bar, and the bar hides neither the end of the page nor the focused control', async () => {
    const { page, context, errors } = await newPage(suite.browser, 'mobile')
    await registerSignedIn(page, suite.app, 'plate-bar')
    const today = await campusToday(page)
    const [food] = await lunchOf(page, today)
    if (!food) throw new Error('no demo lunch today')
    await savePlate(page, today, [{ food_id: food.id, quantity: 1 }])
    await page.goto(`${suite.app.baseUrl}/dashboard?hall=North+Commons&meal=Lunch`)
    await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()
    const bar = page.getByRole('button', { name: /View plate$/ })
    await expectText(bar, /^1 item · [\d,]+ kcal · View plate$/)
    const plate = page.getByRole('region', { name: 'Plate' })
    expect(await plate.isVisible()).toBe(false)

    const barTop = async () => (await bar.boundingBox())?.y ?? 0
    // The end of the page scrolls clear of the bar; scrolled again while a signed-in user's extras still load below it.
    await eventually(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const lastBottom = await page.evaluate(() => {
        const focusable = Array.from(document.querySelectorAll<HTMLElement>('main button, main input, main summary'))
          .filter((element) => element.offsetParent !== null && !element.closest('.fixed'))
          .at(-1)
        return focusable?.getBoundingClientRect().bottom ?? 0
      })
      expect(lastBottom).toBeGreaterThan(0)
      expect(lastBottom).toBeLessThanOrEqual(await barTop())
    })

    // Tabbing down the menu, every focused control is scrolled clear of the bar.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.evaluate(() => {
      const nearBottom = Array.from(document.querySelectorAll<HTMLElement>('main button')).find((element) => {
        const { top } = element.getBoundingClientRect()
        return top > window.innerHeight - 220 && top < window.innerHeight - 120
      })
      nearBottom?.focus({ preventScroll: true })
    })
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        return element?.closest('.fixed') ? null : (element?.getBoundingClientRect().bottom ?? null)
      })
      if (focused !== null) expect(focused).toBeLessThanOrEqual(await barTop())
    }

    // The bar opens the plate, focus on its heading; "Hide plate" closes it back into the bar.
    await bar.click()
    const heading = plate.getByRole('heading', { level: 2 })
    await eventually(async () =>
      expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true),
    )
    await expectText(plate.getByRole('listitem').first(), new RegExp(food.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    await expectWcag22AA(page)
    await plate.getByRole('button', { name: 'Hide plate' }).click()
    await eventually(async () => expect(await bar.evaluate((element) => element === document.activeElement)).toBe(true))
    expect(await plate.isVisible()).toBe(false)
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})

/** Where the header, Date, Today, Dining Hall and Meal are, rounded to the pixel. */
async function frameBoxes(
  page: Page,
): Promise<Record<string, { x: number; y: number; width: number; height: number }>> {
  const boxes: Record<string, { x: number; y: number; width: number; height: number }> = {}
  const parts: [string, Locator][] = [
    ['header', page.locator('header')],
    ['Date', page.getByLabel('Date', { exact: true })],
    ['Today', page.getByRole('button', { name: 'Today' })],
    ['Dining Hall', page.getByLabel('Dining Hall', { exact: true })],
    ['Meal', page.getByLabel('Meal', { exact: true })],
  ]
  for (const [name, locator] of parts) {
    const box = await locator.boundingBox()
    if (!box) throw new Error(`${name} is not on the page`)
    boxes[name] = {
      x: Math.round(box.x),
      y: Math.round(box.y),
      width: Math.round(box.width),
      height: Math.round(box.height),
    }
  }
  return boxes
}

/** Sums the page's layout shifts (the Cumulative Layout Shift of its load), as Chromium reports them. */
function recordLayoutShifts() {
  const state = window as unknown as { layoutShift: number }
  state.layoutShift = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
      if (!entry.hadRecentInput) state.layoutShift += entry.value
    }
  }).observe({ type: 'layout-shift', buffered: true })
}

describe.each<ViewportName>(['mobile', 'desktop'])("the dashboard's prerendered frame (%s)", (viewport) => {
  test.each([
    { who: 'a visitor', isSignedIn: false },
    { who: 'a signed-in user', isSignedIn: true },
  ])('has the loaded page’s boxes, so nothing moves when the halls arrive, for $who', async ({ isSignedIn }) => {
    const html = await suite.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS[viewport] })
    const htmlPage = await html.newPage()
    await htmlPage.goto(`${suite.app.baseUrl}/dashboard`)
    const prerendered = await frameBoxes(htmlPage)
    await html.close()

    const { page, context, errors } = await newPage(suite.browser, viewport, { serviceWorkers: 'block' })
    if (isSignedIn) await registerSignedIn(page, suite.app, 'frame')
    await context.addInitScript(recordLayoutShifts)
    await page.goto(`${suite.app.baseUrl}/dashboard`)
    await page.getByRole('button', { name: /^North Commons/ }).waitFor()
    expect(await page.getByLabel('Dining Hall', { exact: true }).isEnabled()).toBe(true)
    expect(await frameBoxes(page)).toEqual(prerendered)
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
    expect(shift).toBeLessThan(0.05)
    expect(errors).toEqual([])
    await context.close()
  })
})
