import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { type RunningApp, startApp } from './app-server'
import { launchBrowser } from './browser'

/** The password of every account the browser tests register. */
export const PASSWORD = 'Grilled-Tofu-42'

/** The built app that one test file shares, and its worker's Chromium. */
export interface Suite {
  readonly app: RunningApp
  readonly browser: Browser
}

let workerBrowser: Promise<Browser> | undefined

/**
 * The worker's Chromium, launched by its first file and shared by the next ones (the e2e project
 * keeps modules across files, decision 049); each test opens a context of its own. Playwright ends
 * it with the worker's process.
 */
export function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser().catch((error) => {
    workerBrowser = undefined
    throw error
  })
  return workerBrowser
}

/** Closes the contexts a file's tests left open (a test that failed half-way), so the next file starts clean. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? [])
}

/** The data folder holding the demo window that the e2e project's global setup filled, for `startApp`. */
export const filledDataDir = () => inject('e2eDataTemplate')

/**
 * Starts the built app (with `env`, or what `env()` resolves to) on a copy of the filled data folder,
 * unless `env` names a folder of its own, and takes the worker's Chromium before the file's tests;
 * stops the app after them. Every start settles before a failure is reported, so whatever did
 * start is stopped.
 */
export function appAndBrowser(
  env: Record<string, string> | (() => Record<string, string> | Promise<Record<string, string>>) = {},
  startTimeoutMs?: number,
): Suite {
  let app: RunningApp | undefined
  let browser: Browser | undefined
  beforeAll(async () => {
    const [started, launched] = await Promise.allSettled([
      Promise.resolve(typeof env === 'function' ? env() : env).then((resolved) =>
        startApp(resolved, { template: resolved.DATA_DIR ? undefined : filledDataDir() }),
      ),
      sharedBrowser(),
    ])
    if (started.status === 'fulfilled') app = started.value
    if (launched.status === 'fulfilled') browser = launched.value
    for (const result of [started, launched]) if (result.status === 'rejected') throw result.reason
  }, startTimeoutMs)
  afterAll(async () => {
    await closeContexts(browser)
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
