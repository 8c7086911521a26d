import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { preloadParts, renderWithProviders } from '@/test/render'
import { AddCustomMeal } from './add-custom-meal'

beforeAll(() => preloadParts('customMealForm'))

function renderDialog() {
  const onAdd = vi.fn()
  const result = renderWithProviders(<AddCustomMeal onAdd={onAdd} />)
  return { ...result, onAdd }
}

async function open(user: ReturnType<typeof renderDialog>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add Custom Meal' }))
  return screen.findByRole('dialog', { name: 'Add Custom Meal' })
}

async function fill(
  user: ReturnType<typeof renderDialog>['user'],
  dialog: HTMLElement,
  values: Partial<Record<'Meal name' | 'Calories' | 'Protein (g)' | 'Carbs (g)' | 'Fat (g)', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByLabelText(label)
    await user.clear(input)
    if (value !== '') await user.type(input, value)
  }
}

const storedMeals = () => JSON.parse(window.localStorage.getItem('customMeals') ?? 'null') as unknown

describe('AddCustomMeal', () => {
  it('opens a labelled dialog with the product’s fields and focuses the meal name', async () => {
    const { user } = renderDialog()
    const dialog = await open(user)
    expect(within(dialog).getByLabelText('Meal name')).toHaveFocus()
    for (const label of ['Calories', 'Protein (g)', 'Carbs (g)', 'Fat (g)']) {
      const input = within(dialog).getByRole('spinbutton', { name: label })
      expect(input).toHaveAttribute('min', '0')
      expect(input).toHaveAttribute('step', '0.1')
      expect(input).toBeRequired()
    }
    expect(within(dialog).getByRole('button', { name: 'Add to plate' })).toBeInTheDocument()
  })

  it("ties 'Please enter a meal name' to a blank name, focuses it and adds nothing", async () => {
    const { user, onAdd } = renderDialog()
    const dialog = await open(user)
    await fill(user, dialog, {
      'Meal name': '   ',
      Calories: '100',
      'Protein (g)': '1',
      'Carbs (g)': '1',
      'Fat (g)': '1',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Add to plate' }))
    const name = within(dialog).getByLabelText('Meal name')
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Please enter a meal name')
    expect(name).toHaveFocus()
    expect(within(dialog).getByLabelText('Calories')).not.toHaveAttribute('aria-invalid')
    expect(onAdd).not.toHaveBeenCalled()
    expect(storedMeals()).toBeNull()
  })

  it("ties 'Nutrition values cannot be negative' to the negative field and clears it once fixed", async () => {
    const { user, onAdd } = renderDialog()
    const dialog = await open(user)
    await fill(user, dialog, {
      'Meal name': 'Shake',
      Calories: '250',
      'Protein (g)': '-3',
      'Carbs (g)': '1',
      'Fat (g)': '1',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Add to plate' }))
    const protein = within(dialog).getByLabelText('Protein (g)')
    expect(protein).toHaveAccessibleDescription('Nutrition values cannot be negative')
    expect(protein).toHaveFocus()
    expect(onAdd).not.toHaveBeenCalled()

    await fill(user, dialog, { 'Protein (g)': '3' })
    expect(protein).not.toHaveAttribute('aria-invalid')
    expect(protein).not.toHaveAccessibleDescription()
  })

  it('does not save blank numbers as 0: each is marked, the first focused', async () => {
    const { user, onAdd } = renderDialog()
    const dialog = await open(user)
    await fill(user, dialog, { 'Meal name': 'Shake', Calories: '250', 'Fat (g)': '4' })
    await user.click(within(dialog).getByRole('button', { name: 'Add to plate' }))
    for (const label of ['Protein (g)', 'Carbs (g)']) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription(
        'Please enter a value (0 if there is none)',
      )
    }
    expect(within(dialog).getByLabelText('Protein (g)')).toHaveFocus()
    expect(onAdd).not.toHaveBeenCalled()
    expect(storedMeals()).toBeNull()
  })

  it('adds the meal, keeps it in customMeals and closes', async () => {
    const { user, onAdd } = renderDialog()
    const dialog = await open(user)
    await fill(user, dialog, {
      'Meal name': '  Protein Shake ',
      Calories: '250.5',
      'Protein (g)': '30',
      'Carbs (g)': '0',
      'Fat (g)': '4',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Add to plate' }))

    const meal = {
      id: expect.stringMatching(/^custom-.+/),
      name: 'Protein Shake',
      portionSize: '1 serving',
      calories: 250.5,
      protein: 30,
      carbs: 0,
      totalFat: 4,
    }
    expect(onAdd).toHaveBeenCalledWith(meal)
    expect(storedMeals()).toEqual([meal])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Custom Meal' })).toHaveFocus()
  })

  it('offers saved meals for quick re-adding, and can forget one', async () => {
    const saved = {
      id: 'custom-abc',
      name: 'Bagel',
      portionSize: '1 serving',
      calories: 280,
      protein: 10,
      carbs: 55,
      totalFat: 2,
    }
    window.localStorage.setItem('customMeals', JSON.stringify([saved, { broken: true }]))
    const { user, onAdd } = renderDialog()

    let dialog = await open(user)
    await user.click(within(dialog).getByRole('button', { name: 'Re-add Bagel' }))
    expect(onAdd).toHaveBeenCalledWith(saved)

    dialog = await open(user)
    await user.click(within(dialog).getByRole('button', { name: 'Forget Bagel' }))
    expect(within(dialog).queryByRole('button', { name: 'Re-add Bagel' })).not.toBeInTheDocument()
    expect(storedMeals()).toEqual([])
    expect(within(dialog).getByRole('status')).toHaveTextContent('Forgot Bagel')

    await user.click(within(dialog).getByRole('button', { name: 'Undo' }))
    expect(storedMeals()).toEqual([saved])
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Re-add Bagel' })).toHaveFocus())
    expect(within(dialog).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  })

  it('puts a forgotten meal back in its place', async () => {
    const meals = ['Bagel', 'Soup', 'Tea'].map((name, index) => ({
      id: `custom-${index}`,
      name,
      portionSize: '1 serving',
      calories: 100,
      protein: 1,
      carbs: 1,
      totalFat: 1,
    }))
    window.localStorage.setItem('customMeals', JSON.stringify(meals))
    const { user } = renderDialog()
    const dialog = await open(user)
    await user.click(within(dialog).getByRole('button', { name: 'Forget Soup' }))
    expect(storedMeals()).toEqual([meals[0], meals[2]])
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }))
    expect(storedMeals()).toEqual(meals)
  })

  it('does not save the same meal twice', async () => {
    const saved = {
      id: 'custom-abc',
      name: 'Bagel',
      portionSize: '1 serving',
      calories: 280,
      protein: 10,
      carbs: 55,
      totalFat: 2,
    }
    window.localStorage.setItem('customMeals', JSON.stringify([saved]))
    const { user, onAdd } = renderDialog()
    const dialog = await open(user)
    await fill(user, dialog, {
      'Meal name': 'bagel',
      Calories: '280',
      'Protein (g)': '10',
      'Carbs (g)': '55',
      'Fat (g)': '2',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Add to plate' }))
    expect(onAdd).toHaveBeenCalledWith(saved)
    expect(storedMeals()).toEqual([saved])
  })

  it('keeps what was typed when closed by Escape or a tap outside; Cancel starts afresh', async () => {
    const { user, onAdd } = renderDialog()
    let dialog = await open(user)
    await fill(user, dialog, { 'Meal name': 'Curry', Calories: '420' })
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    dialog = await open(user)
    expect(within(dialog).getByLabelText('Meal name')).toHaveValue('Curry')
    expect(within(dialog).getByLabelText('Calories')).toHaveValue(420)
    await fill(user, dialog, { 'Protein (g)': '12' })
    // A native dialog's backdrop is its ::backdrop: a tap there is a click on the dialog element itself.
    await user.click(dialog)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    dialog = await open(user)
    expect(within(dialog).getByLabelText('Protein (g)')).toHaveValue(12)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    dialog = await open(user)
    expect(within(dialog).getByLabelText('Meal name')).toHaveValue('')
    expect(onAdd).not.toHaveBeenCalled()
  })
})
