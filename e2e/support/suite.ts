import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { type RunningApp, startApp } from './app-server'
import { launchBrowser } from './browser'

/** The password of every account the browser tests register. */
export const PASSWORD = 'Grilled-Tofu-42'

/** The built app and a Chromium that one test file shares. */
export interface Suite {
  readonly app: RunningApp
  readonly browser: Browser
}

/**
 * Starts the built app (with `env`, or what `env()` resolves to) and Chromium before the file's
 * tests and stops both after them. Every start settles before a failure is reported, so whatever
 * did start is stopped.
 */
export function appAndBrowser(
  env: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>) = {},
  startTimeoutMs?: number,
): Suite {
  let app: RunningApp | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([
      Promise.resolve(typeof env === 'function' ? env() : env).then(startApp),
      launchBrowser(),
    ])
    if (started.status === 'fulfilled') app = started.value
    if (launched.status === 'fulfilled') browser = launched.value
    for (const result of [started, launched]) if (result.status === 'rejected') throw result.reason
  }, startTimeoutMs)
  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })
  return {
    get app() {
      if (!app) throw new Error('the app is read before it started (use it inside a test or hook)')
      return app
    },
    get browser() {
      if (!browser) throw new Error('the browser is read before it started (use it inside a test or hook)')
      return browser
    },
  }
}

let accounts = 0

/**
 * Registers a new account (`<label>-<pid>-<n>@campus.test`) through the public API with the page's
 * cookies, so the page is signed in (registration signs in), and returns its e-mail.
 */
export async function registerSignedIn(
  page: Page,
  app: RunningApp,
  label: string,
  name: { first_name: string; last_name: string } = { first_name: 'Ada', last_name: 'Lovelace' },
): Promise<string> {
  accounts += 1
  const email = `${label}-${process.pid}-${accounts}@campus.test`
  const res = await page.request.post(`${app.baseUrl}/auth/register`, {
    data: { ...name, email, password: PASSWORD },
    headers: { origin: app.baseUrl },
  })
  expect(res.status()).toBe(201)
  return email
}
