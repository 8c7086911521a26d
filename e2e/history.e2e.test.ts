import { shortDayLabel } from '@campusplate/shared'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import {
  eventually,
  expectNoHorizontalOverflow,
  expectText,
  expectWcag22AA,
  newPage,
  type ViewportName,
} from './support/browser'
import { appAndBrowser, registerSignedIn } from './support/suite'

const suite = appAndBrowser()

function daysBefore(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/** A signed-in user with three saved plates of custom items in the last week. */
async function userWithPlates(page: Page): Promise<string> {
  const origin = { origin: suite.app.baseUrl }
  await registerSignedIn(page, suite.app, 'history')
  const config = await (await page.request.get(`${suite.app.baseUrl}/api/app-config`)).json()
  const today = config.campus_today as string
  const meal = (name: string, calories: number, protein: number) => ({
    name,
    calories,
    protein,
    carbs: 50,
    totalFat: 20,
  })
  const plates = [
    { date: daysBefore(today, 1), items: [{ food_id: 'custom-a', quantity: 1, custom_macros: meal('Bowl', 600, 30) }] },
    { date: daysBefore(today, 2), items: [{ food_id: 'custom-b', quantity: 2, custom_macros: meal('Wrap', 450, 20) }] },
    {
      date: daysBefore(today, 5),
      items: [{ food_id: 'custom-c', quantity: 1.5, custom_macros: meal('Pasta', 400, 20) }],
    },
  ]
  for (const plate of plates) {
    const res = await page.request.post(`${suite.app.baseUrl}/api/plate`, { data: plate, headers: origin })
    expect(res.status()).toBe(200)
  }
  return today
}

/** Sets the profile's goal weight, then records today's weight (the campus day's), both through the public API. */
async function logWeightWithGoal(page: Page, goalLbs: number, weightLbs: number): Promise<void> {
  const headers = { origin: suite.app.baseUrl }
  const profile = await page.request.put(`${suite.app.baseUrl}/api/profile`, {
    data: { weight_goal: goalLbs },
    headers,
  })
  expect(profile.status()).toBe(200)
  const logged = await page.request.post(`${suite.app.baseUrl}/api/weight-log`, {
    data: { weight: weightLbs },
    headers,
  })
  expect(logged.status()).toBe(200)
}

/** The x axis labels of a chart, left to right, with their boxes, once the chart is shown and settled. */
async function axisLabels(chart: Locator): Promise<{ text: string; x: number; width: number }[]> {
  const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
  let labels: { text: string; x: number; width: number }[] = []
  await eventually(async () => {
    const before = JSON.stringify(labels)
    labels = await ticks.evaluateAll((nodes) =>
      nodes
        .map((node) => ({ text: node.textContent ?? '', ...node.getBoundingClientRect().toJSON() }))
        .map(({ text, x, width }) => ({ text, x, width }))
        .sort((a, b) => a.x - b.x),
    )
    // Settled: shown (the section may still be loading its period) and the same twice in a row.
    expect(labels.length).toBeGreaterThan(0)
    expect(JSON.stringify(labels)).toBe(before)
  })
  return labels
}

describe.each<ViewportName>(['desktop', 'mobile'])('Nutrition History (%s)', (viewport) => {
  test('a user with saved plates and weights sees the summary, views, periods, insights and weights', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    const today = await userWithPlates(page)
    await logWeightWithGoal(page, 170, 180.4)
    // The first load asks for each of the screen's calls once: the early ask and the screen share them (decision 070).
    const calls: string[] = []
    page.on('request', (request) => calls.push(new URL(request.url()).pathname))
    await page.goto(`${suite.app.baseUrl}/history`)
    await page.getByRole('heading', { level: 1, name: 'Nutrition History' }).waitFor()
    await eventually(async () => expect(await page.title()).toBe('Nutrition History – CampusPlate'))

    const summary = page.getByRole('region', { name: 'Summary' })
    await expectText(summary.locator('dt:text-is("Average calories") + dd'), '700 kcal')
    await expectText(summary.locator('dt:text-is("Days tracked") + dd'), '3 of 7')

    const insights = page.getByRole('region', { name: 'Nutrition Insights' })
    await insights.getByText('You tracked 3 of 7 days. Your current streak is 2 days.').waitFor()
    const weight = page.getByRole('region', { name: 'Weight Progress' })
    await weight.getByText('Goal: 170 lbs (dashed line)').waitFor()
    await weight.getByText('Show the weights as a table').click()
    const weights = weight.getByRole('table', { name: 'Weights logged' })
    expect(await weights.getByRole('row').count()).toBe(2)
    await expectText(weights.getByRole('row', { name: new RegExp(`^${today} `) }).getByRole('cell'), '180.4 lbs')
    await page.getByRole('table', { name: 'Micronutrients, daily averages' }).waitFor()
    for (const path of [
      '/api/plate/summary',
      '/api/plate/food-macros',
      '/api/plate/micronutrients',
      '/api/weight-log',
    ]) {
      expect(
        calls.filter((call) => call === path),
        path,
      ).toHaveLength(1)
    }
    await expectWcag22AA(page)
    await expectNoHorizontalOverflow(page)

    const energy = page.getByRole('region', { name: 'Energy Consumed' })
    await energy.getByText('Show the data as a table').click()
    await expectText(
      energy
        .getByRole('row', { name: new RegExp(`^${shortDayLabel(daysBefore(today, 2))} `) })
        .getByRole('cell')
        .first(),
      '900 kcal',
    )
    await energy.getByText('Monthly', { exact: true }).click()
    await energy.getByRole('columnheader', { name: 'Month' }).waitFor()
    await energy.getByText('Weekly', { exact: true }).click()
    await energy.getByRole('columnheader', { name: 'Week' }).waitFor()

    await page.getByLabel('Period').selectOption({ label: 'Last 30 days' })
    await expectText(summary.locator('dt:text-is("Days tracked") + dd'), '3 of 30')
    await expectWcag22AA(page)
    await expectNoHorizontalOverflow(page)
    expect(errors).toEqual([])
    await context.close()
  })

  test('the energy chart names its points in short labels that never overlap, in every period and view', async () => {
    const { page, context, errors } = await newPage(suite.browser, viewport)
    await userWithPlates(page)
    await page.goto(`${suite.app.baseUrl}/history`)
    const energy = page.getByRole('region', { name: 'Energy Consumed' })
    await energy.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first().waitFor()
    for (const period of ['Last 7 days', 'Last 14 days', 'Last 30 days', 'Last 3 months', 'Last 6 months']) {
      await page.getByLabel('Period').selectOption({ label: period })
      for (const view of ['Daily', 'Weekly', 'Monthly']) {
        await energy.getByText(view, { exact: true }).click()
        const labels = await axisLabels(energy)
        expect(labels.length, `${period}, ${view}`).toBeGreaterThan(0)
        for (const label of labels)
          expect(label.text, `${period}, ${view}`).toMatch(/^(\d{1,2} [A-Z][a-z]{2}|[A-Z][a-z]{2})$/)
        for (const [left, right] of labels.slice(1).map((label, index) => [labels[index], label] as const)) {
          expect(
            left && left.x + left.width,
            `${period}, ${view}: ${left?.text} and ${right.text}`,
          ).toBeLessThanOrEqual(right.x)
        }
      }
    }
    expect(errors).toEqual([])
    await context.close()
  })

  test('a failing section shows its message while the others still show', async () => {
    const { page, context } = await newPage(suite.browser, viewport)
    await userWithPlates(page)
    await page.route('**/api/weight-log?*', (route) => route.fulfill({ status: 500, body: 'boom' }))
    await page.goto(`${suite.app.baseUrl}/history`)
    await expectText(
      page.getByRole('region', { name: 'Weight Progress' }).getByRole('alert'),
      'Failed to load weight data',
    )
    await expectText(
      page.getByRole('region', { name: 'Summary' }).locator('dt:text-is("Average calories") + dd'),
      '700 kcal',
    )
    await expectWcag22AA(page)
    await context.close()
  })
})

test('a first visit to the history writes its numbers, its chart’s tooltip included, without Intl, whose first formatter costs a phone ~0.2 s (decision 073)', async () => {
  const { page, context, errors } = await newPage(suite.browser, 'mobile')
  await userWithPlates(page)
  await context.addInitScript(() => {
    const uses: string[] = []
    Object.assign(window, { intlUses: uses })
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'RelativeTimeFormat', 'ListFormat']) {
      intl[name] = new Proxy(intl[name] as new (...args: unknown[]) => object, {
        construct(target, args) {
          uses.push(`Intl.${name}`)
          return new target(...args)
        },
        apply(target, self, args) {
          uses.push(`Intl.${name}`)
          return Reflect.apply(target, self, args)
        },
      })
    }
    const watched: [object, string][] = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ]
    for (const [prototype, method] of watched) {
      const original = (prototype as Record<string, (...args: unknown[]) => unknown>)[method]
      Object.defineProperty(prototype, method, {
        value(this: unknown, ...args: unknown[]) {
          uses.push(method)
          return original?.apply(this, args)
        },
      })
    }
  })
  await page.goto(`${suite.app.baseUrl}/history`)
  const summary = page.getByRole('region', { name: 'Summary' })
  await expectText(summary.locator('dt:text-is("Average calories") + dd'), '700 kcal')
  const energy = page.getByRole('region', { name: 'Energy Consumed' })
  await energy.getByText('Target: 2,400 kcal a day (dashed line)').waitFor()
  await page.getByRole('table', { name: 'Micronutrients, daily averages' }).waitFor()
  await energy.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value').first().waitFor()
  // The tooltip of the tallest bar (two wraps, 900 kcal) writes its figure as the table does.
  const bars = energy.locator('.recharts-bar-rectangle path')
  const heights = await bars.evaluateAll((paths) => paths.map((path) => path.getBoundingClientRect().height))
  await bars.nth(heights.indexOf(Math.max(...heights))).hover()
  await expectText(energy.locator('.recharts-tooltip-item'), 'Energy : 900 kcal')
  expect(await page.evaluate(() => (window as unknown as { intlUses: string[] }).intlUses)).toEqual([])
  expect(errors).toEqual([])
  await context.close()
})
