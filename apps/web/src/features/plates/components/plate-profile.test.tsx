import type { CurrentUser, FoodItem, Profile } from '@campusplate/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { guestUserStorage } from '@/lib/session/session-storage'
import { buildAppConfig, buildCurrentUser, buildFoodItem } from '@/test/factories'
import { callsTo, stubApi } from '@/test/fake-api'
import { preloadParts, renderWithProviders } from '@/test/render'
import { usePlate } from '../hooks/use-plate'
import { AddCustomMeal } from './add-custom-meal'
import { PlatePanel } from './plate-panel'

beforeAll(() => preloadParts('customMealForm'))

const pasta = buildFoodItem({
  id: 'pasta',
  name: 'Pasta',
  portion_size: '1 bowl',
  nutrients: { calories: 400, protein: 15, total_carbohydrates: 70, total_fat: 8 },
})

// Male, 30 on 2025-07-20, 70 in, 180 lb, moderate, maintain, 30/50/20: Mifflin-St Jeor
// 1782.7 kcal × 1.55 = 2763 kcal; protein 207 g, carbs 345 g, fat 61 g.
const complete: Partial<Profile> = {
  sex: 'male',
  birthday: '1995-07-20',
  height: 70,
  weight: 180,
  weight_goal: 180,
  activity_level: 'moderate',
  protein_ratio: 30,
  carb_ratio: 50,
  fat_ratio: 20,
  weight_goal_type: 'maintain',
}

function Harness({ food }: { food: FoodItem }) {
  const plate = usePlate('2025-07-20', { isRegistered: false })
  return (
    <>
      <button type="button" onClick={() => plate.addFood(food, 1)}>
        Menu add
      </button>
      <PlatePanel plate={plate} />
    </>
  )
}

async function renderPlate(user?: CurrentUser) {
  const fetchMock = stubApi({
    '/api/app-config': () => buildAppConfig({ campus_today: '2025-07-20' }),
    ...(user ? { '/api/profile': () => user } : {}),
  })
  const result = renderWithProviders(<Harness food={pasta} />)
  await result.user.click(screen.getByRole('button', { name: 'Menu add' }))
  return { ...result, fetchMock }
}

const plateRegion = () => screen.getByRole('region', { name: 'Plate' })

describe('the plate against the user’s own targets', () => {
  // The plate's numbers load with its first line: their module is ready before, so a test waits on
  // the screen, not on the test runner compiling that module.
  beforeAll(() => import('./plate-numbers'))
  it('shows progress in kcal, grams and percent beside the daily-value chart', async () => {
    await renderPlate(buildCurrentUser(complete))
    const region = plateRegion()
    expect(await within(region).findByRole('heading', { name: 'Your daily targets' })).toBeInTheDocument()
    // 400/2763 = 14.5 %, 15/207 = 7.2 %, 70/345 = 20.3 %, 8/61 = 13.1 %
    for (const name of [
      'Calories 400 of 2763 kcal daily target, 14%',
      'Protein 15 of 207 g daily target, 7%',
      'Carbs 70 of 345 g daily target, 20%',
      'Fat 8 of 61 g daily target, 13%',
    ]) {
      expect(within(region).getByRole('meter', { name })).toBeInTheDocument()
    }
    expect(within(region).getByRole('meter', { name: 'Calories 20% of 2000 kcal daily value' })).toBeInTheDocument()
    // Two bars per nutrient that disagree say which is which.
    expect(
      within(region).getByText(
        'The food-label reference, the same for everyone: 2,000 kcal, 50 g protein, 275 g carbs, 78 g fat.',
      ),
    ).toBeInTheDocument()
    expect(
      within(region).getByText('From your profile, so these differ from the daily values above.'),
    ).toBeInTheDocument()
  })

  it('keeps the daily-value chart alone for a profile without a target', async () => {
    const { fetchMock } = await renderPlate(buildCurrentUser({ ...complete, birthday: null }))
    // The campus day is asked for once the signed-in profile is known.
    await waitFor(() => expect(callsTo(fetchMock, '/api/app-config')).toHaveLength(1))
    const region = plateRegion()
    expect(within(region).getByRole('meter', { name: 'Calories 20% of 2000 kcal daily value' })).toBeInTheDocument()
    expect(within(region).queryByRole('heading', { name: 'Your daily targets' })).not.toBeInTheDocument()
    expect(within(region).queryByRole('meter', { name: /daily target/ })).not.toBeInTheDocument()
  })

  it('keeps the daily-value chart alone for a guest', async () => {
    guestUserStorage.set({ guest: true, name: 'Guest' })
    await renderPlate()
    const region = plateRegion()
    expect(within(region).getByRole('meter', { name: 'Calories 20% of 2000 kcal daily value' })).toBeInTheDocument()
    expect(within(region).queryByRole('heading', { name: 'Your daily targets' })).not.toBeInTheDocument()
  })
})

describe('Hide numbers on the plate', () => {
  it('hides totals, chart values and progress, and still lists each food with its portion', async () => {
    await renderPlate(buildCurrentUser({ ...complete, hide_numbers: true }))
    const region = plateRegion()
    expect(await within(region).findByText('Numbers are hidden, as your profile asks.')).toBeInTheDocument()
    expect(within(region).getByText('Pasta')).toBeInTheDocument()
    expect(within(region).getByText('1 × 1 bowl')).toBeInTheDocument()
    expect(within(region).queryAllByRole('meter')).toHaveLength(0)
    expect(within(region).queryByText('Totals')).not.toBeInTheDocument()
    expect(region).not.toHaveTextContent(/kcal|%|\d+ g\b/)
  })
})

describe('Hide numbers in the saved custom meals', () => {
  it('lists each saved meal by name without its calories and grams', async () => {
    const bagel = {
      id: 'custom-1',
      name: 'Bagel',
      portionSize: '1 serving',
      calories: 280,
      protein: 10,
      carbs: 55,
      totalFat: 2,
    }
    window.localStorage.setItem('customMeals', JSON.stringify([bagel]))
    stubApi({ '/api/profile': () => buildCurrentUser({ hide_numbers: true }) })
    const { user } = renderWithProviders(<AddCustomMeal onAdd={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Add Custom Meal' }))
    const saved = within(await screen.findByRole('dialog', { name: 'Add Custom Meal' })).getByRole('region', {
      name: 'Saved meals',
    })
    await waitFor(() => expect(saved).not.toHaveTextContent('kcal'))
    expect(within(saved).getByText('Bagel')).toBeInTheDocument()
    expect(within(saved).getByRole('button', { name: 'Re-add Bagel' })).toBeInTheDocument()
  })
})
