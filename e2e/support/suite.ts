import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { type RunningApp, startApp } from './app-server'
import { launchBrowser } from './browser'

export const PASSWORD = 'Grilled-Tofu-42'

export interface Suite {
  readonly app: RunningApp
  readonly browser: Browser
}

let workerBrowser: Promise<Browser> | undefined

/** Shared by a worker's files (the e2e project keeps modules across files, docs/decisions/049); each test opens its own context. */
export function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= launchBrowser().catch((error) => {
    workerBrowser = undefined
    throw error
  })
  return workerBrowser
}

/** A test that failed half-way may leave contexts open; the next file starts clean. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? [])
}

/** The demo window the e2e project's global setup filled. */
export const filledDataDir = () => inject('e2eDataTemplate')

/** Every start settles before a failure is reported, so whatever did start is stopped. */
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

/** Registration signs in, so the page's cookies hold the session. */
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
