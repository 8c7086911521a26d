import { MICRONUTRIENT_KEYS } from '@campusplate/shared'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildAppConfig, buildCurrentUser } from '@/test/factories'
import { heldAnswer, jsonResponse, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

afterEach(() => {
  vi.unstubAllGlobals()
})

// TEST_TODAY is Sunday 2025-07-20: the last 7 days run from Monday 07-14.
const RECORDS = [
  { date: '2025-07-14', calories: 500, protein: 30, carbs: 60, fat: 15, quantity: 2 },
  { date: '2025-07-15', calories: 400, protein: 20, carbs: 50, fat: 12, quantity: 1.5 },
  { date: '2025-07-19', calories: 1200, protein: 40, carbs: 150, fat: 45, quantity: 2 },
  { date: '2025-07-20', calories: 100, protein: 5, carbs: 10, fat: 3, quantity: 1 },
]

/** Four tracked days, five items: sodium known for four of them, iron for all, vitamin C for none. */
const MICRONUTRIENTS = {
  days_tracked: 4,
  items: 5,
  nutrients: Object.fromEntries(
    MICRONUTRIENT_KEYS.map((key) => [
      key,
      key === 'sodium'
        ? { total: 6000, missing_items: 1 }
        : key === 'iron'
          ? { total: 36, missing_items: 0 }
          : { total: null, missing_items: 5 },
    ]),
  ),
}

function stubHistory({
  hideNumbers = false,
  daysTracked = 4,
  foodMacros = (): unknown => (daysTracked === 0 ? [] : RECORDS),
  micronutrients = (): unknown => MICRONUTRIENTS,
  weight = (): unknown => [
    { date: '2025-07-14', weight: 180.4, goal_weight: 170 },
    { date: '2025-07-19', weight: 179.6, goal_weight: 170 },
  ],
} = {}) {
  return stubApi({
    '/api/app-config': () => buildAppConfig(),
    '/api/profile': () => {
      return buildCurrentUser({ weight: 180, weight_goal: 170, hide_numbers: hideNumbers })
    },
    '/api/plate/summary': () => ({
      average_calories: 1512.5,
      average_protein: 57.5,
      average_carbs: 185,
      average_fat: 55.75,
      days_tracked: daysTracked,
      total_days: 7,
    }),
    '/api/plate/food-macros': foodMacros,
    '/api/weight-log': weight,
    '/api/plate/micronutrients': micronutrients,
  })
}

const section = (name: string) => screen.getByRole('region', { name })

describe('Nutrition History', () => {
  it('shows the summary, the energy table by day and by week, insights and weights', async () => {
    stubHistory()
    const { user } = await renderApp('/history')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nutrition History' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    const summary = await screen.findByRole('region', { name: 'Summary' }, { timeout: 5000 })
    expect(await within(summary).findByText('1,513 kcal')).toBeInTheDocument()
    expect(within(section('Summary')).getByText('4 of 7')).toBeInTheDocument()

    const energy = section('Energy Consumed')
    const table = await within(energy).findByRole('table', { hidden: true })
    expect(within(table).getByRole('row', { name: '14 Jul 1,000 kcal 1', hidden: true })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: '16 Jul 0 kcal 0', hidden: true })).toBeInTheDocument()
    await user.click(within(energy).getByRole('radio', { name: 'Weekly' }))
    expect(within(table).getByRole('row', { name: 'Week of 14 Jul 1,025 kcal 4', hidden: true })).toBeInTheDocument()
    // A week's bar is a daily average; this whole week is in the period, so nothing is flagged.
    expect(
      within(energy).getByText("Each bar is the average energy per tracked day of its week, not the week's total."),
    ).toBeVisible()
    expect(within(energy).queryByText(/^Paler bars/)).toBeNull()
    await user.click(within(energy).getByRole('radio', { name: 'Monthly' }))
    expect(
      within(table).getByRole('row', { name: 'Jul 2025 (partial: 7 days) 1,025 kcal 4', hidden: true }),
    ).toBeInTheDocument()
    expect(within(energy).getByText('Paler bars: a month only partly in this period.')).toBeVisible()
    // The profile gives no target: the 2,400 kcal line says it is the default.
    expect(within(energy).getByText('Target: 2,400 kcal a day (dashed line)')).toBeVisible()
    expect(
      within(energy).getByText(
        'This is the default target: complete your profile (birthday, height and weight) to see your own.',
      ),
    ).toBeVisible()

    const insights = await within(section('Nutrition Insights')).findAllByRole('listitem')
    expect(insights.map((item) => item.textContent)).toContain(
      'On the days you tracked, you averaged 1,513 kcal, 888 kcal (37%) below your 2,400 kcal target.',
    )
    expect(insights.map((item) => item.textContent)).toContain(
      'You tracked 4 of 7 days. Your current streak is 2 days.',
    )
    expect(await within(section('Weight Progress')).findByText('Goal: 170 lbs (dashed line)')).toBeInTheDocument()

    // Micronutrients: daily averages against the FDA Daily Values, saying what lacked a value.
    const micros = await within(section('Micronutrients')).findByRole('table', {
      name: 'Micronutrients, daily averages',
    })
    expect(within(micros).getByRole('row', { name: 'Sodium 1,500 mg 1 of 5 items had no value 65%' })).toBeVisible()
    expect(within(micros).getByRole('row', { name: 'Iron 9 mg 50%' })).toBeVisible()
    expect(within(micros).getByRole('row', { name: 'Vitamin C No data —' })).toBeVisible()
    expect(within(section('Micronutrients')).getByText(/over 4 tracked days and 5 items/)).toBeVisible()
  })

  it('says the energy target while the days are still loading (decision 070)', async () => {
    const macros = heldAnswer<unknown>()
    stubHistory({ foodMacros: () => macros.answer })
    await renderApp('/history')
    const energy = await screen.findByRole('region', { name: 'Energy Consumed' }, { timeout: 5000 })
    expect(within(energy).getByRole('status')).toHaveTextContent('Loading energy consumed…')
    expect(within(energy).getByText('Target: 2,400 kcal a day (dashed line)')).toBeVisible()
    expect(within(energy).getByText(/^This is the default target/)).toBeVisible()
    macros.release(RECORDS)
    expect(await within(energy).findByRole('table', { hidden: true })).toBeInTheDocument()
    expect(within(energy).getAllByText('Target: 2,400 kcal a day (dashed line)')).toHaveLength(1)
  })

  it('shows the micronutrients’ own message when only their call fails', async () => {
    stubHistory({ micronutrients: () => jsonResponse({ message: 'boom' }, 500) })
    await renderApp('/history')
    expect(
      await within(await screen.findByRole('region', { name: 'Micronutrients' })).findByRole('alert'),
    ).toHaveTextContent('Failed to load micronutrient data')
    expect(await within(section('Summary')).findByText('1,513 kcal')).toBeInTheDocument()
  })

  it('shows the weight section’s own message when only its call fails', async () => {
    stubHistory({ weight: () => jsonResponse({ message: 'boom' }, 500) })
    await renderApp('/history')
    expect(
      await within(await screen.findByRole('region', { name: 'Weight Progress' })).findByRole('alert'),
    ).toHaveTextContent('Failed to load weight data')
    expect(await within(section('Summary')).findByText('1,513 kcal')).toBeInTheDocument()
  })

  it('hides the numbers and speaks of patterns when the profile asks', async () => {
    stubHistory({ hideNumbers: true })
    await renderApp('/history')
    const insights = await within(await screen.findByRole('region', { name: 'Nutrition Insights' })).findAllByRole(
      'listitem',
    )
    expect(insights[0]).toHaveTextContent('On the days you tracked, you ate less than your daily target.')
    expect(screen.queryByText(/kcal/)).toBeNull()
    expect(within(section('Summary')).getAllByText('Hidden')).toHaveLength(4)
    expect(await within(section('Micronutrients')).findByText(/^Numbers are hidden/)).toBeVisible()
    expect(screen.queryByText(/\d mg/)).toBeNull()
  })

  it('leads to the menu when nothing was tracked', async () => {
    stubHistory({ daysTracked: 0 })
    await renderApp('/history')
    expect(await screen.findByRole('link', { name: 'Go to the menu' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/dashboard',
    )
  })
})
