import type { FoodItem } from '@campusplate/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { buildFoodItem } from '@/test/factories'
import { renderWithProviders } from '@/test/render'
import { usePlate } from '../hooks/use-plate'
import { PlatePanel } from './plate-panel'

const pasta = buildFoodItem({
  id: 'pasta',
  name: 'Pasta',
  portion_size: '1 bowl',
  nutrients: { calories: 400, protein: 15, total_carbohydrates: 70, total_fat: 8 },
})
const salad = buildFoodItem({
  id: 'salad',
  name: 'Salad',
  portion_size: '1 plate',
  nutrients: { calories: 120, protein: 4, total_carbohydrates: 10, total_fat: 7.5 },
})

/** The plate of a date, with buttons standing in for the menu's Add buttons. */
function Harness({ foods, isGuest = true }: { foods: { food: FoodItem; quantity: number }[]; isGuest?: boolean }) {
  const [date, setDate] = useState('2025-07-20')
  const plate = usePlate(date, { isRegistered: false })
  return (
    <>
      {foods.map(({ food, quantity }) => (
        <button key={`${food.id}-${quantity}`} type="button" onClick={() => plate.addFood(food, quantity)}>
          {`Menu add ${food.name} × ${quantity}`}
        </button>
      ))}
      <button type="button" onClick={() => setDate('2025-07-19')}>
        Other date
      </button>
      <PlatePanel plate={plate} isGuest={isGuest} />
    </>
  )
}

const plateRegion = () => screen.getByRole('region', { name: 'Plate' })

/** A guest's plate with Pasta (`pastaServings`) and one Salad, in that order. */
async function plateOfPastaAndSalad(pastaServings: number) {
  const { user } = renderWithProviders(
    <Harness
      foods={[
        { food: pasta, quantity: pastaServings },
        { food: salad, quantity: 1 },
      ]}
    />,
  )
  await user.click(screen.getByRole('button', { name: `Menu add Pasta × ${pastaServings}` }))
  await user.click(screen.getByRole('button', { name: 'Menu add Salad × 1' }))
  return user
}

const lineNames = () =>
  Array.from(plateRegion().querySelectorAll('li[data-food-id] p.font-medium')).map((line) => line.textContent)

function totalOf(label: string) {
  const term = within(plateRegion()).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent
}

describe('PlatePanel', () => {
  it("starts with 'Your plate is empty' and no save button for a guest", () => {
    renderWithProviders(<Harness foods={[]} />)
    expect(within(plateRegion()).getByText('Your plate is empty')).toBeInTheDocument()
    expect(within(plateRegion()).queryByRole('button', { name: /save/i })).not.toBeInTheDocument()
    expect(within(plateRegion()).getByText('Guest mode: your plate is not saved.')).toBeInTheDocument()
  })

  it('asks a visitor who has not signed in to sign in to save, rather than calling them a guest', () => {
    renderWithProviders(<Harness foods={[]} isGuest={false} />)
    expect(within(plateRegion()).getByText('Sign in to save your plate.')).toBeInTheDocument()
    expect(within(plateRegion()).queryByText(/Guest mode/)).not.toBeInTheDocument()
  })

  it('adds items with servings and shows totals and percents of the daily values', async () => {
    const { user } = renderWithProviders(
      <Harness
        foods={[
          { food: pasta, quantity: 1.5 },
          { food: salad, quantity: 1 },
        ]}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Menu add Pasta × 1.5' }))
    await user.click(screen.getByRole('button', { name: 'Menu add Salad × 1' }))

    const region = plateRegion()
    expect(within(region).getByText('1.5 × 1 bowl ·', { exact: false })).toHaveTextContent('600 kcal')
    // The numbers load with the plate's first line.
    await within(region).findByRole('meter', { name: 'Calories 36% of 2000 kcal daily value' })
    // 1.5 × (400, 15, 70, 8) + (120, 4, 10, 7.5) = 720 kcal, 26.5 g, 115 g, 19.5 g
    expect(totalOf('Calories')).toBe('720 kcal')
    expect(totalOf('Protein')).toBe('27 g')
    expect(totalOf('Carbs')).toBe('115 g')
    expect(totalOf('Fat')).toBe('20 g')
    expect(within(region).getByRole('meter', { name: 'Calories 36% of 2000 kcal daily value' })).toBeInTheDocument()
    expect(within(region).getByRole('meter', { name: 'Protein 53% of 50 g daily value' })).toBeInTheDocument()
    expect(within(region).getByRole('meter', { name: 'Carbs 42% of 275 g daily value' })).toBeInTheDocument()
    expect(within(region).getByRole('meter', { name: 'Fat 25% of 78 g daily value' })).toBeInTheDocument()
    expect(within(region).queryByText('Your plate is empty')).not.toBeInTheDocument()
  })

  it('adds to the quantity when the same food is added again', async () => {
    const { user } = renderWithProviders(
      <Harness
        foods={[
          { food: pasta, quantity: 1 },
          { food: pasta, quantity: 0.5 },
        ]}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Menu add Pasta × 1' }))
    await user.click(screen.getByRole('button', { name: 'Menu add Pasta × 0.5' }))
    expect(within(plateRegion()).getAllByRole('button', { name: 'Remove Pasta' })).toHaveLength(1)
    expect(within(plateRegion()).getByText('1.5 × 1 bowl ·', { exact: false })).toBeInTheDocument()
    expect(totalOf('Calories')).toBe('600 kcal')
  })

  it('caps the percent bar at 100 but marks and reports an amount over 100 %, unlike exactly 100 %', async () => {
    const big = buildFoodItem({
      name: 'Feast',
      nutrients: { calories: 3000, protein: 50, total_carbohydrates: 0, total_fat: 0 },
    })
    const { user } = renderWithProviders(<Harness foods={[{ food: big, quantity: 1 }]} />)
    await user.click(screen.getByRole('button', { name: 'Menu add Feast × 1' }))
    const over = screen.getByRole('meter', { name: 'Calories 150% of 2000 kcal daily value, over 100%' })
    expect(over).toHaveAttribute('value', '100')
    expect(over.parentElement?.querySelector('[data-overflow-marker]')).not.toBeNull()
    const full = screen.getByRole('meter', { name: 'Protein 100% of 50 g daily value' })
    expect(full).toHaveAttribute('value', '100')
    expect(full.parentElement?.querySelector('[data-overflow-marker]')).toBeNull()
    expect(within(plateRegion()).getAllByText('over')).toHaveLength(1)
  })

  it('removes one item and clears the plate', async () => {
    const { user } = renderWithProviders(
      <Harness
        foods={[
          { food: pasta, quantity: 1 },
          { food: salad, quantity: 1 },
        ]}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Menu add Pasta × 1' }))
    await user.click(screen.getByRole('button', { name: 'Menu add Salad × 1' }))

    await user.click(screen.getByRole('button', { name: 'Remove Pasta' }))
    expect(screen.queryByRole('button', { name: 'Remove Pasta' })).not.toBeInTheDocument()
    expect(totalOf('Calories')).toBe('120 kcal')
    // The button went with its line; keyboard focus stays in the plate, on the Undo it offers.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus())
    expect(screen.getByText('Removed Pasta')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear plate' }))
    expect(within(plateRegion()).getByText('Your plate is empty')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear plate' })).not.toBeInTheDocument()
    expect(screen.getByText('Cleared the plate')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus())
  })

  it('undoes a Remove: the line comes back in its place with its servings, focus on it', async () => {
    const user = await plateOfPastaAndSalad(1.5)
    await user.click(screen.getByRole('button', { name: 'Remove Pasta' }))
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(lineNames()).toEqual(['Pasta', 'Salad'])
    expect(screen.getByRole('textbox', { name: 'Servings of Pasta' })).toHaveValue('1.5')
    expect(totalOf('Calories')).toBe('720 kcal')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Servings of Pasta' })).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it('undoes a Clear, and offers no undo once the plate is edited again', async () => {
    const user = await plateOfPastaAndSalad(1)
    await user.click(screen.getByRole('button', { name: 'Clear plate' }))
    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(lineNames()).toEqual(['Pasta', 'Salad'])

    await user.click(screen.getByRole('button', { name: 'Remove Salad' }))
    await user.click(screen.getByRole('button', { name: 'Menu add Salad × 1' }))
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it('edits a line’s servings in place with the plate’s quantity rules', async () => {
    const { user } = renderWithProviders(<Harness foods={[{ food: pasta, quantity: 1 }]} />)
    await user.click(screen.getByRole('button', { name: 'Menu add Pasta × 1' }))
    const servings = screen.getByRole('textbox', { name: 'Servings of Pasta' })

    await user.clear(servings)
    await user.type(servings, '2,5{Enter}')
    expect(servings).toHaveValue('2.5')
    expect(totalOf('Calories')).toBe('1000 kcal')

    await user.clear(servings)
    await user.type(servings, '0{Enter}')
    expect(servings).toHaveAttribute('aria-invalid', 'true')
    expect(servings).toHaveAccessibleDescription('Quantity must be between 0.1 and 100 servings')
    expect(totalOf('Calories')).toBe('1000 kcal')

    await user.clear(servings)
    await user.type(servings, '1.25')
    await user.tab()
    expect(servings).toHaveAccessibleDescription('Quantity can have at most 1 decimal place')
    expect(totalOf('Calories')).toBe('1000 kcal')

    await user.click(servings)
    await user.keyboard('{Escape}')
    expect(servings).toHaveValue('2.5')
    expect(servings).not.toHaveAttribute('aria-invalid')
  })

  it("clears a guest's plate when the date changes (the plate belongs to its date)", async () => {
    const { user } = renderWithProviders(<Harness foods={[{ food: pasta, quantity: 1 }]} />)
    await user.click(screen.getByRole('button', { name: 'Menu add Pasta × 1' }))
    await user.click(screen.getByRole('button', { name: 'Other date' }))
    expect(within(plateRegion()).getByText('Your plate is empty')).toBeInTheDocument()
  })

  it('ignores an item that cannot be tracked', async () => {
    const stew = buildFoodItem({ name: 'Stew', trackable: false })
    const { user } = renderWithProviders(<Harness foods={[{ food: stew, quantity: 1 }]} />)
    await user.click(screen.getByRole('button', { name: 'Menu add Stew × 1' }))
    expect(within(plateRegion()).getByText('Your plate is empty')).toBeInTheDocument()
  })

  it('totals the micronutrients of the plate, saying which items lacked a value', async () => {
    const soup = buildFoodItem({
      id: 'soup',
      name: 'Soup',
      nutrients: { calories: 200, protein: 8, total_carbohydrates: 20, total_fat: 6, sodium: 800, iron: 2 },
    })
    const bread = buildFoodItem({
      id: 'bread',
      name: 'Bread',
      nutrients: { calories: 150, protein: 5, total_carbohydrates: 28, total_fat: 2, sodium: 300 },
    })
    const { user } = renderWithProviders(
      <Harness
        foods={[
          { food: soup, quantity: 2 },
          { food: bread, quantity: 1 },
        ]}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Menu add Soup × 2' }))
    await user.click(screen.getByRole('button', { name: 'Menu add Bread × 1' }))
    await user.click(within(plateRegion()).getByText('Micronutrients', { selector: 'summary' }))
    const table = within(plateRegion()).getByRole('table', { name: 'Micronutrients' })
    // 2 × 800 + 300 mg of sodium: 83% of 2,300 mg.
    expect(within(table).getByRole('row', { name: 'Sodium 1,900 mg 83%' })).toBeVisible()
    expect(within(table).getByRole('row', { name: 'Iron 4 mg 1 of 2 items had no value 22%' })).toBeVisible()
    expect(within(table).getByRole('row', { name: 'Vitamin C No data —' })).toBeVisible()
  })
})
