import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { newPage, type ViewportName } from './support/browser'
import { appAndBrowser, registerSignedIn } from './support/suite'

const suite = appAndBrowser()

/** What has focus: its tag, its role and its text (or an input's label), to compare with the screen. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'body'
    const label = element instanceof HTMLInputElement ? (element.labels?.[0]?.textContent ?? '') : ''
    const text = (label || element.getAttribute('aria-label') || element.textContent || '').trim()
    return `${element.tagName.toLowerCase()}${element.getAttribute('role') ? `[${element.getAttribute('role')}]` : ''}: ${text}`
  })
}

/** A new signed-in user's page, opened at `path` (after `profile` is saved, when given). */
async function openSignedIn(viewport: ViewportName, path: string, profile?: Record<string, unknown>) {
  const opened = await newPage(suite.browser, viewport)
  await registerSignedIn(opened.page, suite.app, 'focus')
  if (profile) await putProfile(opened.page, profile)
  await opened.page.goto(`${suite.app.baseUrl}${path}`)
  return opened
}

async function putProfile(page: Page, profile: Record<string, unknown>): Promise<void> {
  const res = await page.request.put(`${suite.app.baseUrl}/api/profile`, {
    data: profile,
    headers: { origin: suite.app.baseUrl },
  })
  expect(res.status()).toBe(200)
}

describe.each<ViewportName>(['desktop', 'mobile'])(
  'focus after an action that takes its control away (%s)',
  (viewport) => {
    test('a Profile card’s Save leaves focus on its saved message', async () => {
      const { page, context, errors } = await openSignedIn(viewport, '/profile')
      const activity = page.getByRole('region', { name: 'Activity Level' })
      await activity.getByLabel('Activity level', { exact: true }).selectOption('high')
      await activity.getByRole('button', { name: 'Save' }).focus()
      await page.keyboard.press('Enter')
      await activity.getByText('Activity level saved!').waitFor()
      await expect.poll(() => focused(page)).toBe('p[status]: Activity level saved!')
      expect(errors).toEqual([])
      await context.close()
    })

    test('Account’s Edit name focuses the field, Escape returns to Edit, and Save to its message', async () => {
      const { page, context, errors } = await openSignedIn(viewport, '/account')
      const edit = page.getByRole('button', { name: 'Edit name' })
      await edit.click()
      await expect.poll(() => focused(page)).toBe('input: Name')
      await page.keyboard.type(' Byron')
      await page.keyboard.press('Escape')
      await expect.poll(() => focused(page)).toBe('button: Edit name')
      expect(await page.getByText('Ada Lovelace Byron').count()).toBe(0)

      await page.keyboard.press('Enter')
      await expect.poll(() => focused(page)).toBe('input: Name')
      await page.keyboard.press('End')
      await page.keyboard.type(' Byron')
      await page.keyboard.press('Enter')
      await page.getByText('Name updated!').waitFor()
      await expect.poll(() => focused(page)).toBe('p[status]: Name updated!')
      await page.getByText('Ada Lovelace Byron').filter({ visible: true }).first().waitFor()
      expect(errors).toEqual([])
      await context.close()
    })

    test('the export dialog gives focus back to Export data, and says which file was downloaded', async () => {
      const { page, context, errors } = await openSignedIn(viewport, '/account')
      const open = page.getByRole('button', { name: 'Export data' })
      await open.click()
      const dialog = page.getByRole('dialog', { name: 'Export your data' })
      await dialog.waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => focused(page)).toBe('button: Export data')

      await open.click()
      await dialog.getByRole('radio', { name: 'CSV' }).check()
      const download = page.waitForEvent('download')
      await dialog.getByRole('button', { name: 'Export', exact: true }).click()
      expect((await download).suggestedFilename()).toBe('export.csv')
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('status').filter({ hasText: 'Downloaded export.csv' }).waitFor()
      await expect.poll(() => focused(page)).toBe('button: Export data')
      expect(errors).toEqual([])
      await context.close()
    })

    test('a modal dialog fits the screen, keeps Tab inside, and Escape closes it back to its opener', async () => {
      const { page, context, errors } = await openSignedIn(viewport, '/account')
      await page.getByRole('button', { name: 'Export data' }).click()
      const dialog = page.getByRole('dialog', { name: 'Export your data' })
      await dialog.waitFor()
      const box = await dialog.boundingBox()
      const width = page.viewportSize()?.width ?? 0
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      // Past its last control focus goes to the browser's own controls (the page loses focus), never to the page.
      const whereFocusIs = () =>
        page.evaluate(() => {
          if (!document.hasFocus()) return 'the browser'
          return document.activeElement?.closest('dialog') ? 'the dialog' : 'the page'
        })
      const stops = new Set<string>()
      for (const key of [...Array(10).fill('Tab'), ...Array(10).fill('Shift+Tab')]) {
        await page.keyboard.press(key)
        stops.add(await whereFocusIs())
      }
      expect(stops).toEqual(new Set(['the dialog', 'the browser']))
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => focused(page)).toBe('button: Export data')
      expect(errors).toEqual([])
      await context.close()
    })

    test('Add in Fits my day moves focus to the next suggestion, never to the page body', async () => {
      const { page, context, errors } = await openSignedIn(viewport, '/dashboard', {
        sex: 'female',
        birthday: '2004-03-02',
        height: 65,
        weight: 140,
      })
      const section = page.getByRole('region', { name: 'Fits my day' })
      await section.getByText('Fits my day', { exact: true }).click()
      const adds = section.getByRole('button', { name: /^Add / })
      await adds.first().waitFor()
      await adds.first().focus()
      await page.keyboard.press('Enter')
      // The plate's announcement is outside the plate, which a phone keeps closed into its bar.
      await page
        .getByRole('status')
        .filter({ hasText: /^Added / })
        .waitFor({ state: 'attached' })
      await expect
        .poll(() => focused(page))
        .toMatch(
          viewport === 'mobile' ? /^(button: Add .+|button: .*View plate)$/ : /^(button: Add .+|h2: Your Plate.*)$/,
        )
      expect(errors).toEqual([])
      await context.close()
    })
  },
)
