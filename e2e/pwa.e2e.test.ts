import type { FoodItem, PlateResponse } from '@campusplate/shared'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  eventually,
  expectText,
  expectWcag22AA,
  newPage,
  openPlate,
  plateRegion,
  requestsTo,
  type ViewportName,
  waitForHydration,
} from './support/browser'
import { appAndBrowser, PASSWORD, registerSignedIn } from './support/suite'

const suite = appAndBrowser({}, 300_000)

const plate = plateRegion

/** Waits until the app's service worker is active and controls the page (it registers once the page is idle). */
async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready)
  await eventually(async () =>
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true),
  )
}

const registerOn = (page: Page) =>
  registerSignedIn(page, suite.app, 'pwa', { first_name: 'Grace', last_name: 'Hopper' })

/** Chooses North Commons' lunch on the dashboard and waits for its menu. */
async function openNorthCommonsLunch(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^North Commons/ }).click()
  await page.getByLabel('Meal', { exact: true }).selectOption('Lunch')
  await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()
}

async function campusToday(page: Page): Promise<string> {
  const res = await page.request.get(`${suite.app.baseUrl}/api/app-config`)
  return ((await res.json()) as { campus_today: string }).campus_today
}

/** The first dish of the lunch's first station that can be tracked (its station is open on arrival). */
async function firstTrackableDish(page: Page, today: string): Promise<FoodItem> {
  const res = await page.request.get(
    `${suite.app.baseUrl}/foods?dining_hall=North%20Commons&meal_name=Lunch&date=${today}`,
  )
  const foods = (await res.json()) as FoodItem[]
  const dish = foods.find((food) => food.trackable && food.station_id === foods[0]?.station_id)
  if (!dish) throw new Error('the first station of the demo lunch has no trackable dish')
  return dish
}

/**
 * A new registered user on the dashboard, the service worker in charge, and North Commons' lunch
 * opened through it (so the worker keeps the profile, the plate and that menu).
 */
async function dashboardThroughWorker(viewport: ViewportName) {
  const opened = await newPage(suite.browser, viewport)
  const { page } = opened
  const email = await registerOn(page)
  const today = await campusToday(page)
  const dish = await firstTrackableDish(page, today)
  await page.goto(`${suite.app.baseUrl}/dashboard`)
  await untilServiceWorkerControls(page)
  await page.reload()
  await expectText(plate(page).getByText('Your plate is empty'), 'Your plate is empty')
  await openNorthCommonsLunch(page)
  // The menu's dishes are shown, so its answer has come through the worker, which keeps it.
  await page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).waitFor()
  return { ...opened, email, today, dish }
}

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('the installable app', () => {
  test('has a valid manifest with real icons and a service worker, so Chromium can install it', async () => {
    const { page, context, errors } = await newPage(suite.browser, 'mobile')
    await page.goto(`${suite.app.baseUrl}/login`)
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
    await untilServiceWorkerControls(page)

    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    const manifestRes = await page.request.get(new URL(href ?? '', suite.app.baseUrl).href)
    expect(manifestRes.ok()).toBe(true)
    const manifest = (await manifestRes.json()) as {
      name: string
      short_name: string
      theme_color: string
      display: string
      start_url: string
      icons: { src: string; sizes: string; purpose: string }[]
    }
    expect(manifest).toMatchObject({ name: 'CampusPlate', theme_color: '#047857', display: 'standalone' })
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color)
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find((each) => each.sizes === sizes && each.purpose === purpose)
      if (!icon) throw new Error(`no ${purpose} icon of ${sizes}`)
      const res = await page.request.get(new URL(icon.src, suite.app.baseUrl).href)
      expect(res.headers()['content-type']).toBe('image/png')
      const { width, height } = pngSize(await res.body())
      expect(`${width}x${height}`).toBe(sizes)
    }

    // Chromium's own verdict: the manifest parses and nothing stops installation.
    const cdp = await context.newCDPSession(page)
    const parsed = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] }
    expect(parsed.errors).toEqual([])
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    // Playwright's contexts are incognito profiles, where Chromium never offers installation.
    expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([])

    // The worker answers navigations from the precached shell and never the API.
    const sw = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)
    expect(sw).toBe(`${suite.app.baseUrl}/sw.js`)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('the first load', () => {
  test.each([
    ['/login', 'Welcome back!', /^\/assets\/login-[\w-]{8}\.js$/],
    ['/dashboard', 'Menu and tracker', /^\/assets\/dashboard-[\w-]{8}\.js$/],
  ])(
    "%s names its screen's chunks in the page, and each file downloads once, with no error",
    async (path, heading, screenChunk) => {
      const { page, context, errors } = await newPage(suite.browser, 'mobile')
      const fetched: string[] = []
      let appConfigRequests = 0
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.startsWith('/assets/')) fetched.push(url.pathname)
        if (url.pathname === '/api/app-config') appConfigRequests += 1
      })
      await page.goto(`${suite.app.baseUrl}${path}`)
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor()

      // The page as the server sent it, before any script ran.
      const html = await (await page.request.get(`${suite.app.baseUrl}${path}`)).text()
      const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map((m) => m[1])
      expect(preloaded.filter((href) => screenChunk.test(href ?? ''))).toHaveLength(1)
      // Everything named up front is used, each file is fetched once (a preload the page could not
      // use would be fetched again), and nothing broke the page or its CSP.
      for (const href of preloaded) expect(fetched).toContain(href)
      expect(fetched.filter((file, index) => fetched.indexOf(file) !== index)).toEqual([])
      // index.html asks for the app configuration with the page; the app's own call takes that answer.
      expect(appConfigRequests).toBe(1)
      expect(errors).toEqual([])
      await context.close()
    },
  )
})

describe("a signed-in screen's first load", () => {
  test('asks for the profile with the page, and the app takes that answer: one request (decision 072)', async () => {
    // No service worker: a page it serves is the shell, not the route's own.
    const { page, context, errors } = await newPage(suite.browser, 'mobile', { serviceWorkers: 'block' })
    await registerSignedIn(page, suite.app, 'profile-preload')
    const profileRequests = requestsTo(page, '/api/profile')
    await page.goto(`${suite.app.baseUrl}/history`)
    await page.getByRole('heading', { name: 'Energy Consumed', level: 2 }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(profileRequests).toHaveLength(1)
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/api/profile')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    )
    expect(initiators).toEqual(['link'])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('a screen whose code failed to download', () => {
  test('shows the error screen, and opens on the next visit once the network is back', async () => {
    // No service worker: its precache would answer the chunk and hide the failure under test.
    const { page, context, errors } = await newPage(suite.browser, 'mobile', { serviceWorkers: 'block' })
    await page.goto(`${suite.app.baseUrl}/login`)
    // Before hydration the link would load a new document, not the route under test.
    await waitForHydration(page)

    // The connection drops as the privacy policy's code is asked for.
    const privacyChunk = /\/assets\/privacy-[\w-]{8}\.js$/
    await context.route(privacyChunk, (route) => route.abort('internetdisconnected'))
    await page.getByRole('link', { name: 'Privacy Policy' }).click()
    await expectText(page.getByRole('alert'), /Something went wrong/)

    // Back online: Back, then Forward to the page that failed, opens it, without a reload.
    await context.unroute(privacyChunk)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    await page.goBack()
    await page.getByRole('heading', { name: 'Welcome back!', level: 1 }).waitFor()
    await page.goForward()
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('offline', () => {
  test('a date changed offline says the plate waits for the connection, Account says so too, and both load once back', async () => {
    const { page, context, errors, today } = await dashboardThroughWorker('mobile')
    await context.setOffline(true)
    const dayBefore = new Date(`${today}T12:00:00Z`)
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 3)
    await page.getByLabel('Date', { exact: true }).fill(dayBefore.toISOString().slice(0, 10))
    // The bar stays while the plate waits for the connection, so the phone can open it and read why.
    await openPlate(page)
    await expectText(
      plate(page)
        .getByRole('status')
        .filter({ hasText: /^You're offline/ }),
      "You're offline: this day's saved plate will load when the connection returns.",
    )
    expect(await plate(page).getByText('Loading your saved plate…').count()).toBe(0)
    await context.setOffline(false)
    await expectText(plate(page).getByText('Your plate is empty'), 'Your plate is empty')

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    await page.getByRole('link', { name: 'Account' }).first().click()
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor()
    await expectText(
      page.getByRole('status').filter({ hasText: /^You're offline/ }),
      "You're offline: your account details will load when the connection returns.",
    )
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Edit name' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  test('a reload shows the cached menu and plate; a save made offline is sent when the network returns', async () => {
    const { page, context, errors, today, dish } = await dashboardThroughWorker('mobile')

    await context.setOffline(true)
    await page.reload()
    await expectText(plate(page).getByText('Your plate is empty'), 'Your plate is empty')
    // The URL keeps the menu that was open (decision 052).
    await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()
    await page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).click()
    await openPlate(page)
    await plate(page).getByText(dish.name).first().waitFor()
    await plate(page).getByRole('button', { name: 'Save Plate' }).click()
    await expectText(plate(page).getByText(/^Offline — /), "Offline — will save when you're back online")
    await expectWcag22AA(page)

    // Kept on the device: a reload while still offline loses neither the plate nor the queued save.
    await page.reload()
    await openPlate(page)
    await plate(page).getByText(dish.name).first().waitFor()
    await expectText(plate(page).getByText(/^Offline — /), "Offline — will save when you're back online")

    await context.setOffline(false)
    await expectText(plate(page).getByText('Saved!'), 'Saved!')
    const saved = (await (
      await page.request.get(`${suite.app.baseUrl}/api/plate?date=${today}`)
    ).json()) as PlateResponse
    expect(saved.items.map((item) => item.name)).toEqual([dish.name])
    expect(errors).toEqual([])
    await context.close()
  })

  test('the menu a person opened is in the URL: a reload, an offline reload and Back and Forward come back to it', async () => {
    const { page, context, errors, today } = await dashboardThroughWorker('desktop')
    const menuUrl = page.url()
    expect(new URL(menuUrl).searchParams.get('hall')).toBe('North Commons')
    expect(new URL(menuUrl).searchParams.get('meal')).toBe('Lunch')
    expect(new URL(menuUrl).searchParams.get('date')).toBe(today)

    await page.reload()
    await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()
    await context.setOffline(true)
    await page.reload()
    await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()
    await context.setOffline(false)

    // Back to the hall as first chosen, before its meal was (the meal of the hour applies there).
    await page.goBack()
    await eventually(() => expect(new URL(page.url()).searchParams.has('meal')).toBe(false))
    await expect(page.getByLabel('Dining Hall', { exact: true }).inputValue()).resolves.toBe('North Commons')
    await page.goForward()
    await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()
    expect(page.url()).toBe(menuUrl)
    expect(errors).toEqual([])
    await context.close()
  })

  test('an offline save older than another device’s save gives way to it, and the person is told', async () => {
    const { page, context, errors, email, today, dish } = await dashboardThroughWorker('desktop')

    await context.setOffline(true)
    await page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).click()
    await plate(page).getByRole('button', { name: 'Save Plate' }).click()
    await expectText(plate(page).getByText(/^Offline — /), "Offline — will save when you're back online")

    // Meanwhile another device of the same person saves a different plate of the day.
    const other = await suite.browser.newContext()
    try {
      const signIn = await other.request.post(`${suite.app.baseUrl}/auth/login`, {
        data: { email, password: PASSWORD },
        headers: { origin: suite.app.baseUrl },
      })
      expect(signIn.ok()).toBe(true)
      const otherSave = await other.request.post(`${suite.app.baseUrl}/api/plate`, {
        data: {
          date: today,
          items: [
            {
              food_id: 'custom-fruit-cup',
              quantity: 1,
              custom_macros: { name: 'Fruit Cup', calories: 120, protein: 1, carbs: 30, totalFat: 0 },
            },
          ],
        },
        headers: { origin: suite.app.baseUrl },
      })
      expect(otherSave.ok()).toBe(true)
    } finally {
      await other.close()
    }

    await context.setOffline(false)
    await expectText(
      plate(page).getByText(/saved on another device/),
      'This plate was saved on another device after your offline save, so that newer plate was kept and your offline changes were dropped.',
    )
    await plate(page).getByText('Fruit Cup').first().waitFor()
    const saved = (await (
      await page.request.get(`${suite.app.baseUrl}/api/plate?date=${today}`)
    ).json()) as PlateResponse
    expect(saved.items.map((item) => item.name)).toEqual(['Fruit Cup'])
    expect(errors).toEqual([])
    await context.close()
  })

  test('after sign-out, going offline shows nothing of the previous person', async () => {
    const { page, context, errors, today, dish } = await dashboardThroughWorker('desktop')
    await page.getByRole('button', { name: `Add ${dish.name}`, exact: true }).click()
    await plate(page).getByRole('button', { name: 'Save Plate' }).click()
    await expectText(plate(page).getByText('Saved!'), 'Saved!')
    await expect(cachedUrls(page)).resolves.toContain(`${suite.app.baseUrl}/api/plate?date=${today}`)

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL('**/login')
    expect(await cachedUrls(page)).toEqual([])

    await context.setOffline(true)
    await page.goto(`${suite.app.baseUrl}/dashboard`)
    // The shell opens from the precache; the server is not reached, so the app knows nobody.
    await page.getByText('Failed to connect to server').waitFor()
    expect(await page.getByText(dish.name).count()).toBe(0)
    expect(await page.getByText('Grace').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  test('answers still on their way at sign-out are not kept: offline, the next person sees none of them', async () => {
    const { page, context, errors, today, email } = await dashboardThroughWorker('desktop')
    expect(await cachedUrls(page)).toContain(`${suite.app.baseUrl}/api/profile`)
    // A slow network: the worker's requests for the profile and the plate get their answers only after the sign-out.
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const held = new Set<string>()
    const profileOrPlate = /\/api\/(profile|plate)(\?|$)/
    await context.route(profileOrPlate, async (route) => {
      // The server answers while the session lives; the answer reaches the browser after the sign-out.
      const answer = await route.fetch()
      held.add(new URL(route.request().url()).pathname)
      await released
      await route.fulfill({ response: answer }).catch(() => undefined)
    })
    await page.evaluate((date) => {
      const answers = [fetch('/api/profile'), fetch(`/api/plate?date=${date}`)].map((sent) =>
        sent.then((res) => res.text()),
      )
      ;(window as unknown as { inFlight: Promise<unknown> }).inFlight = Promise.allSettled(answers)
    }, today)
    await eventually(async () => expect([...held].sort()).toEqual(['/api/plate', '/api/profile']))

    await page.getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL('**/login')
    release()
    await page.evaluate(() => (window as unknown as { inFlight: Promise<unknown> }).inFlight)
    await context.unroute(profileOrPlate)
    // The worker stores an answer just after handing it to the page; give it that moment.
    await page.waitForTimeout(1000)
    expect(await cachedUrls(page)).toEqual([])

    await context.setOffline(true)
    await page.goto(`${suite.app.baseUrl}/dashboard`)
    await page.getByText('Failed to connect to server').waitFor()
    const offlineProfile = await page.evaluate(() =>
      fetch('/api/profile').then(
        (res) => res.status,
        () => 'unreached',
      ),
    )
    expect(offlineProfile).toBe('unreached')
    expect(await page.getByText('Grace').count()).toBe(0)
    expect(await page.getByText(email).count()).toBe(0)
    await context.setOffline(false)
    expect(errors).toEqual([])
    await context.close()
  })
})

/** Every URL the service worker keeps outside its precache (the app shell). */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    }
    return urls
  })
}
