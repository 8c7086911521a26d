import { addDays, type FoodItem } from '@campusplate/shared'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type OpenIdPeer, startOpenIdPeer } from '../apps/server/test/openid-peer'
import { type SmtpPeer, startSmtpPeer } from '../apps/server/test/smtp-peer'
import { type RunningApp, startApp } from './support/app-server'
import {
  eventually,
  expectAccessible,
  expectText,
  newPage,
  openPlate,
  plateRegion,
  type ViewportName,
} from './support/browser'
import { closeContexts, filledDataDir, PASSWORD, sharedBrowser } from './support/suite'

let app: RunningApp
let browser: Browser
let smtp: SmtpPeer
let openId: OpenIdPeer

/** Waits for every start to settle before reporting a failure, so afterAll stops whatever did start. */
async function allStarted(starts: Promise<unknown>[]): Promise<void> {
  for (const result of await Promise.allSettled(starts)) if (result.status === 'rejected') throw result.reason
}

beforeAll(async () => {
  // Third parties are real peers on loopback (docs/product.md#tests): the reset mail goes to an SMTP
  // server, and "Google" is a local OpenID provider.
  await allStarted([startSmtpPeer().then((peer) => (smtp = peer)), startOpenIdPeer().then((peer) => (openId = peer))])
  await allStarted([
    startApp(
      {
        SMTP_URL: smtp.url,
        GOOGLE_CLIENT_ID: 'campusplate-e2e',
        GOOGLE_CLIENT_SECRET: 'campusplate-e2e-secret',
        GOOGLE_ISSUER: openId.issuer,
      },
      { template: filledDataDir() },
    ).then((started) => (app = started)),
    sharedBrowser().then((launched) => (browser = launched)),
  ])
})

afterAll(async () => {
  await closeContexts(browser)
  await app?.stop()
  await smtp?.close()
  await openId?.close()
})

interface Account {
  firstName: string
  lastName: string
  email: string
  password: string
}

let accounts = 0
function buildAccount(): Account {
  accounts += 1
  return { firstName: 'Ada', lastName: 'Lovelace', email: `student${accounts}@campus.test`, password: PASSWORD }
}

const registerBody = (account: Account) => ({
  first_name: account.firstName,
  last_name: account.lastName,
  email: account.email,
  password: account.password,
})

/** Creates the account through the public API from outside the browser (it stays signed out). */
async function createAccount(account: Account): Promise<void> {
  const res = await fetch(`${app.baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.baseUrl },
    body: JSON.stringify(registerBody(account)),
  })
  expect(res.status).toBe(201)
}

/** Creates the account through the public API with the page's cookies, so the browser is signed in. */
async function createAccountSignedIn(page: Page, account: Account): Promise<void> {
  const res = await page.request.post(`${app.baseUrl}/auth/register`, {
    data: registerBody(account),
    headers: { origin: app.baseUrl },
  })
  expect(res.status()).toBe(201)
}

const header = (page: Page) => page.getByRole('banner')
const plate = plateRegion
const plateLines = (page: Page) =>
  plate(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Remove / }) })
const total = (page: Page, label: string) => plate(page).locator(`dt:text-is("${label}") + dd`)

/** On small screens the user's name, the navigation and 'Sign Out' sit behind the 'Menu' toggle. */
async function openMobileMenu(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport !== 'mobile') return
  const toggle = header(page).getByRole('button', { name: 'Menu' })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
}

/** docs/product.md#header for a registered user: the navigation, the profile name and e-mail, 'Sign Out'. */
async function expectSignedInHeader(page: Page, viewport: ViewportName, name: string, email: string) {
  await openMobileMenu(page, viewport)
  await header(page).getByText(name, { exact: true }).filter({ visible: true }).waitFor()
  await header(page).getByText(email, { exact: true }).filter({ visible: true }).waitFor()
  const historyLabel = viewport === 'mobile' ? 'Nutrition History' : 'History'
  for (const link of ['Dashboard', historyLabel, 'Profile', 'Account']) {
    await header(page).getByRole('link', { name: link, exact: true }).waitFor()
  }
  await header(page).getByRole('button', { name: 'Sign Out' }).waitFor()
}

/** docs/product.md#header: guests and anonymous visitors see no navigation links, only a Sign In button to /login. */
async function expectSignedOutHeader(page: Page) {
  await header(page).getByRole('link', { name: 'Sign In', exact: true }).waitFor()
  for (const link of ['Dashboard', 'History', 'Nutrition History', 'Profile', 'Account']) {
    expect(await header(page).getByRole('link', { name: link, exact: true }).count()).toBe(0)
  }
  expect(await header(page).getByRole('button', { name: 'Sign Out' }).count()).toBe(0)
  expect(await header(page).getByRole('button', { name: 'Menu' }).count()).toBe(0)
  expect(await header(page).getByRole('navigation').count()).toBe(0)
}

async function signInOnLoginScreen(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
  await page.getByLabel('Email Address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

async function campusToday(page: Page): Promise<string> {
  const res = await page.request.get(`${app.baseUrl}/api/app-config`)
  expect(res.ok()).toBe(true)
  return ((await res.json()) as { campus_today: string }).campus_today
}

describe.each<ViewportName>(['desktop', 'mobile'])('signing up and signing in (%s)', (viewport) => {
  test('a new user registers, saves a plate and sees it again after a reload', async () => {
    const { page, context, errors } = await newPage(browser, viewport)
    const account = buildAccount()

    await page.goto(`${app.baseUrl}/login`)
    await page.getByRole('link', { name: 'Create an account' }).click()
    await page.waitForURL('**/register')
    await page.getByRole('heading', { name: 'Create your account' }).waitFor()
    await expectAccessible(page)

    await page.getByLabel('First Name').fill(account.firstName)
    await page.getByLabel('Last Name').fill(account.lastName)
    await page.getByLabel('Email', { exact: true }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByLabel('Confirm Password').fill(account.password)
    await page.getByRole('checkbox', { name: 'I agree to the Terms and Conditions and Privacy Policy' }).check()
    await page.getByRole('button', { name: 'Create Account' }).click()

    // docs/product.md#registration: on success the profile is refreshed and the user goes to /dashboard.
    await page.waitForURL('**/dashboard')
    await expectSignedInHeader(page, viewport, 'Ada Lovelace', account.email)
    await plate(page).getByText('Your plate is empty').waitFor({ state: 'attached' })

    const today = await campusToday(page)
    const foodsRes = await page.request.get(
      `${app.baseUrl}/foods?dining_hall=North%20Commons&meal_name=Lunch&date=${today}`,
    )
    const foods = (await foodsRes.json()) as FoodItem[]
    const firstStation = foods[0]?.station_id
    const [a, b] = foods.filter((f) => f.station_id === firstStation && f.trackable)
    if (!a || !b) throw new Error('the first demo station has fewer than two trackable items')

    await page.getByRole('button', { name: /^North Commons/ }).click()
    await page.getByLabel('Meal', { exact: true }).selectOption('Lunch')
    await page.getByRole('heading', { name: 'North Commons - Lunch Menu' }).waitFor()
    await page.getByLabel(`Servings for ${a.name}`).fill('2')
    await page.getByRole('button', { name: `Add ${a.name}`, exact: true }).click()
    await page.getByRole('button', { name: `Add ${b.name}`, exact: true }).click()
    await openPlate(page)
    await eventually(async () => expect(await plateLines(page).count()).toBe(2))
    const linesBefore = await plateLines(page).allTextContents()
    const caloriesBefore = await total(page, 'Calories').textContent()
    expect(linesBefore.join(' ')).toContain('2 ×')

    await plate(page).getByRole('button', { name: 'Save Plate' }).click()
    await plate(page).getByText('Saved!', { exact: true }).waitFor()

    // The saved plate of today comes back from the server after a reload.
    await page.reload()
    await openPlate(page)
    await eventually(async () => expect(await plateLines(page).allTextContents()).toEqual(linesBefore))
    await expectText(total(page, 'Calories'), caloriesBefore ?? '')
    expect(await plate(page).getByText('Unsaved changes').count()).toBe(0)

    expect(errors).toEqual([])
    await context.close()
  })

  test('a registered user signs out from the header and signs in again on the login screen', async () => {
    const { page, context, errors } = await newPage(browser, viewport)
    const account = buildAccount()
    await createAccountSignedIn(page, account)

    await page.goto(`${app.baseUrl}/dashboard`)
    await expectSignedInHeader(page, viewport, 'Ada Lovelace', account.email)
    await header(page).getByRole('button', { name: 'Sign Out' }).click()
    await page.waitForURL('**/login')
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
    await expectAccessible(page)

    // Signed out for real: the dashboard now has the visitor's header.
    await page.goto(`${app.baseUrl}/dashboard`)
    await expectSignedOutHeader(page)
    await header(page).getByRole('link', { name: 'Sign In', exact: true }).click()
    await page.waitForURL('**/login')

    await signInOnLoginScreen(page, account.email, account.password)
    await page.waitForURL('**/dashboard')
    await expectSignedInHeader(page, viewport, 'Ada Lovelace', account.email)

    expect(errors).toEqual([])
    await context.close()
  })

  test('anonymous visitors and guests are sent from profile, account and history to /login, and see only Sign In', async () => {
    const { page, context, errors } = await newPage(browser, viewport)

    // Anonymous (docs/product.md#roles: only Sign In).
    await page.goto(`${app.baseUrl}/dashboard`)
    await expectSignedOutHeader(page)
    for (const path of ['/profile', '/account', '/history']) {
      await page.goto(`${app.baseUrl}${path}`)
      await page.waitForURL('**/login')
      await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
    }

    // Guest (docs/product.md#roles: redirected to /login from profile, account and history).
    await page.getByRole('button', { name: 'Continue as Guest' }).click()
    await page.waitForURL('**/dashboard')
    await expectSignedOutHeader(page)
    // The dashboard's code may still be on its way: its screen, heading included, comes with it.
    await page.getByRole('heading', { level: 1, name: 'Menu and tracker' }).waitFor({ state: 'attached' })
    await expectAccessible(page)
    for (const path of ['/profile', '/account', '/history']) {
      await page.goto(`${app.baseUrl}${path}`)
      await page.waitForURL('**/login')
      await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
    }
    // Still a guest: back on the dashboard the header has not changed.
    await page.goto(`${app.baseUrl}/dashboard`)
    await plate(page).getByText('Guest mode: your plate is not saved.').waitFor({ state: 'attached' })
    await expectSignedOutHeader(page)

    expect(errors).toEqual([])
    await context.close()
  })
})

describe('password reset, Google sign-in and session expiry', () => {
  test('a forgotten password is reset through the mailed link, and only the new password signs in', async () => {
    const { page, context, errors } = await newPage(browser, 'desktop')
    const account = buildAccount()
    await createAccount(account)
    const newPassword = 'Roasted-Beets-77'

    await page.goto(`${app.baseUrl}/login`)
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/forgot-password')
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
    await expectAccessible(page)

    const mailArrives = smtp.nextMail()
    await page.getByLabel('Email Address').fill(account.email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByRole('heading', { name: 'Check your email' }).waitFor()
    await expectAccessible(page)

    const mail = await mailArrives
    expect(mail.to).toEqual([account.email])
    const link = /(http:\/\/\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1]
    expect(link?.startsWith(`${app.baseUrl}/reset-password?token=`)).toBe(true)

    await page.goto(link ?? '')
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor()
    await expectAccessible(page)
    await page.getByLabel('New Password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm New Password').fill(newPassword)
    await page.getByRole('button', { name: 'Reset Password' }).click()

    // docs/product.md#reset-password: the success state, then the sign-in screen after 3 s.
    await page.getByRole('heading', { name: 'Password reset' }).waitFor()
    const succeededAt = Date.now()
    await expectText(
      page.getByRole('main').getByRole('status'),
      'Your password has been reset. Taking you to sign in...',
    )
    await page.waitForURL('**/login', { timeout: 10_000 })
    expect(Date.now() - succeededAt).toBeGreaterThanOrEqual(2_500)

    await signInOnLoginScreen(page, account.email, account.password)
    await expectText(page.getByRole('alert'), /^Authentication Error\s*Invalid email or password$/)
    expect(page.url()).toBe(`${app.baseUrl}/login`)

    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await page.waitForURL('**/dashboard')
    await expectSignedInHeader(page, 'desktop', 'Ada Lovelace', account.email)

    expect(errors).toEqual([])
    await context.close()
  })

  test("a first visitor's sign-in form shows before the start's profile probe has answered, and signs in", async () => {
    // Routed requests: the service worker would otherwise answer them out of the test's sight.
    const { page, context, errors } = await newPage(browser, 'desktop', { serviceWorkers: 'block' })
    const account = buildAccount()
    await createAccount(account)
    // The start's probe is held until the sign-in has been answered, then answered as it would have
    // been when it left: nobody. Later probes go to the server.
    let probes = 0
    let answerProbe: () => void = () => {}
    const probeAnswered = new Promise<void>((resolve) => {
      answerProbe = resolve
    })
    await page.route('**/api/profile', async (route) => {
      probes += 1
      if (probes > 1) return route.continue()
      await probeAnswered
      // The app may have given up on this request (cancelled), and then there is no one to answer.
      await route.fulfill({ status: 401, json: { detail: 'Not authenticated' } }).catch(() => undefined)
    })

    await page.goto(`${app.baseUrl}/login`)
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor()
    await page.getByLabel('Email Address').waitFor()
    // The page paints before its scripts are asked for (decision 071): the probe follows them.
    await expect.poll(() => probes).toBe(1)

    const signedIn = page.waitForResponse((res) => res.url().endsWith('/auth/login'))
    await signInOnLoginScreen(page, account.email, account.password)
    expect((await signedIn).ok()).toBe(true)
    answerProbe()
    await page.waitForURL('**/dashboard')
    await expectSignedInHeader(page, 'desktop', 'Ada Lovelace', account.email)

    expect(errors).toEqual([])
    await context.close()
  })

  test('Continue with Google signs in as the identity the provider vouches for', async () => {
    const { page, context, errors } = await newPage(browser, 'desktop')
    openId.identity = {
      sub: 'google-e2e-grace',
      email: 'grace.hopper@campus.test',
      email_verified: true,
      name: 'Grace Hopper',
    }

    await page.goto(`${app.baseUrl}/login`)
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await page.waitForURL('**/dashboard')
    await expectSignedInHeader(page, 'desktop', 'Grace Hopper', 'grace.hopper@campus.test')
    await plate(page).getByRole('button', { name: 'Save Plate' }).waitFor()

    expect(errors).toEqual([])
    await context.close()
  })

  /** A signed-in dashboard whose session is then ended from outside the browser (which keeps its dead cookie). */
  async function signedInThenEnded() {
    const { page, context, errors } = await newPage(browser, 'desktop')
    const account = buildAccount()
    await createAccountSignedIn(page, account)
    await page.goto(`${app.baseUrl}/dashboard`)
    await expectSignedInHeader(page, 'desktop', 'Ada Lovelace', account.email)
    await plate(page).getByText('Your plate is empty').waitFor()
    // The signed-in extras load after the plate: a call of theirs answering 401 would leave before the test acts.
    await page.waitForLoadState('networkidle')

    const cookies = await context.cookies(app.baseUrl)
    expect(cookies).toHaveLength(1)
    const logout = await fetch(`${app.baseUrl}/auth/logout`, {
      method: 'POST',
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), origin: app.baseUrl },
    })
    expect(logout.status).toBe(200)
    return { page, context, errors }
  }

  test('a session ended on the server sends the user to /login?expired=1 with Session expired', async () => {
    const { page, context, errors } = await signedInThenEnded()

    // The next API call (the plate of another day) answers 401.
    const today = await campusToday(page)
    await page.getByLabel('Date', { exact: true }).fill(addDays(today, -1))
    await page.waitForURL('**/login?expired=1')
    await expectText(
      page.getByRole('main').getByRole('status'),
      'Session expired Please sign in again. Plate changes you had not saved are kept on this device for when you sign in.',
    )
    await expectAccessible(page)

    expect(errors).toEqual([])
    await context.close()
  })

  test('a reload with an ended session also lands on /login?expired=1, and only once', async () => {
    const { page, context, errors } = await signedInThenEnded()

    await page.reload()
    await page.waitForURL('**/login?expired=1')
    await expectText(
      page.getByRole('main').getByRole('status'),
      'Session expired Please sign in again. Plate changes you had not saved are kept on this device for when you sign in.',
    )

    // Told once: the dashboard is then open to the visitor like any other (it has no guard).
    await page.goto(`${app.baseUrl}/dashboard`)
    await page.getByRole('link', { name: 'Sign In' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/dashboard')

    expect(errors).toEqual([])
    await context.close()
  })
})
