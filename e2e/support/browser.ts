import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core'
import { expect, vi } from 'vitest'

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const
export type ViewportName = keyof typeof VIEWPORTS

/** Debian's Chromium, headless, with no traffic beyond loopback. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

export async function newPage(
  browser: Browser,
  viewport: ViewportName,
  { serviceWorkers = 'allow' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    locale: 'en-US',
    timezoneId: 'America/Chicago',
    // 'block' when a test routes requests the app's service worker would otherwise answer.
    serviceWorkers,
  })
  const errors: string[] = []
  // Even a caught CSP violation counts: Lighthouse holds it against the page.
  await context.exposeBinding('reportPolicyViolation', (_source, text: string) => errors.push(text))
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation
      report(
        `CSP ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      )
    })
  })
  const page = await context.newPage()
  page.on('pageerror', (error) => errors.push(error.message))
  return { context, page, errors }
}

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export function expectWcag22AA(page: Page): Promise<void> {
  return expectNoViolations(new AxeBuilder({ page }).withTags(WCAG_22_AA))
}

export function expectAccessible(page: Page): Promise<void> {
  return expectNoViolations(new AxeBuilder({ page }))
}

async function expectNoViolations(axe: AxeBuilder): Promise<void> {
  const results = await axe.analyze()
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
  expect(violations).toEqual([])
}

/** Nothing is wider than the viewport (no sideways scrolling at 390 px). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/** Retries `assertion` until it passes (the page updates asynchronously), for up to 10 s. */
export function eventually(assertion: () => Promise<void> | void, timeout = 10_000): Promise<void> {
  return vi.waitFor(assertion, { timeout, interval: 50 })
}

/** The URLs of the requests `page` sends to `pathname` from now on. */
export function requestsTo(page: Page, pathname: string): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname) urls.push(request.url())
  })
  return urls
}

/** Waits until React has taken the page's root: a prerendered page shows its HTML before its scripts run. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root')
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))
  })
}

export async function expectText(locator: Locator, text: string | RegExp): Promise<void> {
  await eventually(async () => {
    const actual = ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim()
    if (typeof text === 'string') expect(actual).toBe(text)
    else expect(actual).toMatch(text)
  })
}

/** Found also while closed into its bar on a phone (docs/decisions/055): open it with `openPlate` before acting in it. */
export const plateRegion = (page: Page): Locator =>
  page.getByRole('region', { name: 'Plate', exact: true, includeHidden: true })

/** On a phone the plate is closed into a bar at the bottom of the screen: opens it when it is closed. */
export async function openPlate(page: Page): Promise<void> {
  const region = plateRegion(page)
  const bar = page.getByRole('button', { name: /View plate$/ })
  // Waits for the plate or its bar to show: the plate may not have rendered yet on a wide screen.
  await page.getByRole('region', { name: 'Plate', exact: true }).or(bar).first().waitFor()
  if (await region.isVisible()) return
  await bar.click()
  await region.waitFor()
}

/** Chooses a hall and meal on the dashboard and waits for that menu: the URL updates in a transition, so a search typed sooner would land in the menu it replaces. */
export async function chooseMenu(page: Page, hall: string, meal: string): Promise<void> {
  await page.getByRole('option', { name: hall }).first().waitFor({ state: 'attached' })
  await page.getByLabel('Dining Hall', { exact: true }).selectOption(hall)
  await page.getByLabel('Meal', { exact: true }).selectOption(meal)
  await page.getByRole('heading', { name: `${hall} - ${meal} Menu` }).waitFor()
}
