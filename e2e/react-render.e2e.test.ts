import type { BrowserContext, Page, Route } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { installDevToolsHook, type SeenByDevTools } from '../apps/web/src/test/devtools-hook'
import { eventually, newPage, requestsTo, VIEWPORTS } from './support/browser'
import { appAndBrowser, PASSWORD, registerSignedIn } from './support/suite'

// Decision 048: React 19 renders the built app, and the public pages arrive as HTML made at build
// time that the browser hydrates, in every state a visitor can bring to them.

const suite = appAndBrowser()

/** Marks the prerendered page's first element as it is parsed: a page rendered anew loses the mark. */
function markPrerenderedHtml() {
  new MutationObserver((_changes, observer) => {
    const first = document.querySelector('#root[data-prerendered] main')
    if (first) {
      first.setAttribute('data-from-html', '')
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
}

/** Notes the start of the first frame at which React has taken the root (hydrateRoot marks it at once). */
function noteHydratedFrame() {
  const check = (frameStart: number) => {
    const root = document.getElementById('root')
    if (root && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) {
      ;(window as unknown as { __hydratedFrame: number }).__hydratedFrame = frameStart
    } else requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

/** Opens `url` as a visitor and waits until the page is hydrated (React has committed). */
async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await eventually(async () => {
    const commits = await page.evaluate(
      () => (window as unknown as { __seenByDevTools: SeenByDevTools }).__seenByDevTools.commits,
    )
    expect(commits).toBeGreaterThan(0)
  })
}

/** Errors the page reported, but for failed loads (a visitor's `GET /api/profile` answers 401), and warnings of hydration. */
function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' && !text.startsWith('Failed to load resource')) errors.push(text)
    if (message.type() === 'warning' && /hydrat/i.test(text)) errors.push(text)
  })
  return errors
}

/** The checks every hydration test makes: what the device stores, React's hook, the HTML's mark, the console's errors. */
async function prepareHydrationCheck(
  context: BrowserContext,
  page: Page,
  storage?: Record<string, unknown>,
): Promise<string[]> {
  if (storage) {
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, JSON.stringify(value))
    }, storage)
  }
  await context.addInitScript(installDevToolsHook)
  await context.addInitScript(markPrerenderedHtml)
  return collectConsoleErrors(page)
}

/** docs/product.md#user: a stored guest is never sent to the server, not even while the visitor's HTML hydrates. */
async function expectGuestNotAskedAbout(page: Page, storage: Record<string, unknown> | undefined, probes: string[]) {
  if (!storage?.guestUser) return
  await page.waitForLoadState('networkidle')
  expect(probes).toEqual([])
}

const campusToday = async (page: Page) =>
  ((await (await page.request.get(`${suite.app.baseUrl}/api/app-config`)).json()) as { campus_today: string })
    .campus_today

describe('the renderer', () => {
  test('is React 19 (react-dom, production build), which React DevTools sees', async () => {
    const { context, page, errors } = await newPage(suite.browser, 'desktop')
    await context.addInitScript(installDevToolsHook)
    await openHydrated(page, `${suite.app.baseUrl}/login`)
    const seen = await page.evaluate(
      () => (window as unknown as { __seenByDevTools: SeenByDevTools }).__seenByDevTools.renderers,
    )
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ rendererPackageName: 'react-dom', bundleType: 0 })
    expect(seen[0]?.version).toMatch(/^19\./)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('prerendered pages', () => {
  const states: { name: string; path: string; storage?: Record<string, unknown>; shows: RegExp }[] = [
    { name: 'a first visit to sign-in', path: '/login', shows: /Welcome back!/ },
    { name: 'an expired session', path: '/login?expired=1', shows: /Session expired/ },
    { name: 'a device that recorded a session', path: '/login', storage: { wasAuthenticated: true }, shows: /./ },
    { name: 'a stored guest', path: '/login', storage: { guestUser: { guest: true, name: 'Guest User' } }, shows: /./ },
    { name: 'registration', path: '/register', shows: /Create/ },
    { name: 'forgotten password', path: '/forgot-password', shows: /password/i },
    { name: 'a reset link with a token', path: `/reset-password?token=${'a'.repeat(43)}`, shows: /reset/i },
    { name: 'a reset link without a token', path: '/reset-password', shows: /Invalid reset link/ },
    { name: 'the privacy policy', path: '/privacy', shows: /Privacy/ },
  ]

  test.each(states)('hydrate without a mismatch: $name', async ({ path, storage, shows }) => {
    const { context, page, errors } = await newPage(suite.browser, 'mobile', { serviceWorkers: 'block' })
    const consoleErrors = await prepareHydrationCheck(context, page, storage)
    const probes = requestsTo(page, '/api/profile')
    await openHydrated(page, `${suite.app.baseUrl}${path}`)
    await eventually(async () => expect(await page.locator('body').textContent()).toMatch(shows))
    // The page is React's from its first render: hydrated, not replaced after a mismatch.
    if (!storage) await expect(page.locator('main[data-from-html]').count()).resolves.toBe(1)
    await expectGuestNotAskedAbout(page, storage, probes)
    expect([...errors, ...consoleErrors]).toEqual([])
    await context.close()
  })

  const dashboardStates: {
    name: string
    storage?: Record<string, unknown>
    isSignedIn?: boolean
    isPlaceInUrl?: boolean
    shows: string
    /** Where the app goes once it knows who this is, when not the dashboard. */
    movesTo?: string
  }[] = [
    { name: 'a first visit', shows: 'Choose a dining hall' },
    // Its session has ended: the app sends it to sign in again, once the frame has hydrated.
    {
      name: 'a device that recorded a session',
      storage: { wasAuthenticated: true },
      shows: 'Session expired',
      movesTo: '/login?expired=1',
    },
    {
      name: 'a stored guest',
      storage: { guestUser: { guest: true, name: 'Guest User' } },
      shows: 'Choose a dining hall',
    },
    { name: 'a signed-in user', isSignedIn: true, shows: 'Choose a dining hall' },
    { name: 'a place in the URL', isPlaceInUrl: true, shows: 'North Commons - Lunch Menu' },
    {
      name: 'a signed-in user with a place in the URL',
      isSignedIn: true,
      isPlaceInUrl: true,
      shows: 'North Commons - Lunch Menu',
    },
  ]

  test.each(dashboardStates)(
    "the dashboard's frame hydrates without a mismatch: $name",
    async ({ storage, isSignedIn, isPlaceInUrl, shows, movesTo }) => {
      const { context, page, errors } = await newPage(suite.browser, 'mobile', { serviceWorkers: 'block' })
      if (isSignedIn) await registerSignedIn(page, suite.app, 'prerender-dashboard')
      const consoleErrors = await prepareHydrationCheck(context, page, storage)
      const place = isPlaceInUrl ? `?date=${await campusToday(page)}&hall=North+Commons&meal=Lunch` : ''
      const probes = requestsTo(page, '/api/profile')
      await openHydrated(page, `${suite.app.baseUrl}/dashboard${place}`)
      await eventually(async () => expect(await page.locator('body').textContent()).toContain(shows))
      if (isSignedIn) await page.getByRole('button', { name: 'Menu' }).waitFor()
      expect(page.url()).toBe(`${suite.app.baseUrl}${movesTo ?? `/dashboard${place}`}`)
      if (!movesTo) await expect(page.locator('main[data-from-html]').count()).resolves.toBe(1)
      await expectGuestNotAskedAbout(page, storage, probes)
      expect([...errors, ...consoleErrors]).toEqual([])
      await context.close()
    },
  )

  test("the dashboard's HTML, before any JavaScript, holds its controls, disabled, and says the halls are loading", async () => {
    const context = await suite.browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile })
    const page = await context.newPage()
    const res = await page.goto(`${suite.app.baseUrl}/dashboard`)
    expect(res?.status()).toBe(200)
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('/dashboard')
    for (const label of ['Date', 'Dining Hall', 'Meal']) {
      expect(await page.getByLabel(label, { exact: true }).isDisabled()).toBe(true)
    }
    for (const name of ['Today', 'Yesterday']) {
      expect(await page.getByRole('button', { name }).isDisabled()).toBe(true)
    }
    expect(await page.getByRole('status').filter({ hasText: 'Loading dining halls…' }).count()).toBe(1)
    expect(await page.getByRole('heading', { name: 'Menu and tracker' }).count()).toBe(1)
    expect(await page.getByRole('heading', { level: 2, name: 'Choose a dining hall' }).count()).toBe(1)
    await context.close()
  })

  test('a prerendered page paints before it hydrates: its scripts are asked for once its HTML has painted', async () => {
    for (const path of ['/login', '/dashboard']) {
      const html = await (await fetch(`${suite.app.baseUrl}${path}`)).text()
      const [head = '', held = ''] = html.split('<template id="app-scripts">')
      // One script outside the template, the one that lets the others go.
      expect(head.match(/<script type="module"[^>]*>/g)).toEqual([
        expect.stringMatching(/src="\/assets\/paint-first-[\w-]+\.js"/),
      ])
      expect(head).not.toContain('rel="modulepreload"')
      expect(held.match(/<script type="module"[^>]*>/g)).toHaveLength(1)
      expect(held.match(/<link rel="modulepreload"[^>]*>/g)?.length).toBeGreaterThan(1)
    }
    // A page the scripts render asks for them at once: nothing else paints it.
    const shell = await (await fetch(`${suite.app.baseUrl}/history`)).text()
    expect(shell).not.toContain('<template id="app-scripts">')
    expect(shell).not.toContain('paint-first')

    for (const path of ['/login', '/dashboard']) {
      const { context, page, errors } = await newPage(suite.browser, 'mobile', { serviceWorkers: 'block' })
      await context.addInitScript(noteHydratedFrame)
      await page.goto(`${suite.app.baseUrl}${path}`)
      const read = () =>
        page.evaluate(() => ({
          hydratedFrame: (window as unknown as { __hydratedFrame?: number }).__hydratedFrame,
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scriptsAskedAt: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/(?!paint-first-)[^/]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        }))
      await eventually(async () => {
        const noted = await read()
        expect(noted.hydratedFrame).toBeTypeOf('number')
        expect(noted.firstPaint).toBeTypeOf('number')
      })
      const { hydratedFrame, firstPaint, scriptsAskedAt } = await read()
      expect(scriptsAskedAt.length).toBeGreaterThan(1)
      expect(Math.min(...scriptsAskedAt)).toBeGreaterThan(firstPaint as number)
      expect(hydratedFrame).toBeGreaterThan(firstPaint as number)
      expect(errors).toEqual([])
      await context.close()
    }
  })

  test("the sign-in card stays where the HTML put it when the campus's name arrives", async () => {
    const { context, page, errors } = await newPage(suite.browser, 'mobile', { serviceWorkers: 'block' })
    let release: (() => void) | undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/app-config', async (route) => {
      await released
      await route.continue()
    })
    await page.goto(`${suite.app.baseUrl}/login`, { waitUntil: 'commit' })
    const heading = page.getByRole('heading', { name: 'Welcome back!', level: 1 })
    await heading.waitFor()
    // Where the first paint put it: the heading is in the DOM before its stylesheet has come.
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    const before = await heading.boundingBox()
    release?.()
    await page.getByText('University Dining', { exact: true }).waitFor()
    expect(await heading.boundingBox()).toEqual(before)
    expect(errors).toEqual([])
    await context.close()
  })

  test('a sign-in typed before the JavaScript has run is kept, never sent in the URL, and signs in once hydrated', async () => {
    const { context: setup, page: registering } = await newPage(suite.browser, 'desktop')
    const email = await registerSignedIn(registering, suite.app, 'prerender')
    await setup.close()

    const { context, page, errors } = await newPage(suite.browser, 'mobile', { serviceWorkers: 'block' })
    // The app's scripts are held until the fields are filled and Enter is pressed.
    const held: Route[] = []
    let release: (() => void) | undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      held.push(route)
      await released
      await route.continue()
    })
    // A module script holds DOMContentLoaded back: the HTML is there once the response has come.
    await page.goto(`${suite.app.baseUrl}/login`, { waitUntil: 'commit' })
    await page.getByLabel('Email Address').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await expect(page.getByRole('button', { name: 'Sign In' }).isDisabled()).resolves.toBe(true)
    // The route handler may hear of a script request a moment after the page asked for it.
    await expect.poll(() => held.length).toBeGreaterThan(0)
    expect(page.url()).toBe(`${suite.app.baseUrl}/login`)

    release?.()
    await eventually(async () => expect(await page.getByRole('button', { name: 'Sign In' }).isEnabled()).toBe(true))
    expect(await page.getByLabel('Email Address').inputValue()).toBe(email)
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/dashboard')
    expect(page.url()).not.toContain('password')
    expect(errors).toEqual([])
    await context.close()
  })
})
