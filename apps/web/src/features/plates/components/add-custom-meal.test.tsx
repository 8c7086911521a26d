import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { AddCustomMeal } from './add-custom-meal'

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
  it('opens a labelled dialog with the spec fields and focuses the meal name', async () => {
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

  it("alerts 'Please enter a meal name' for a blank name and adds nothing", async () => {
    const { user, onAdd } = renderDialog()
    const dialog = await open(user)
    await fill(user, dialog, { 'Meal name': '   ', Calories: '100' })
    await user.click(within(dialog).getByRole('button', { name: 'Add to plate' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a meal name')
    expect(onAdd).not.toHaveBeenCalled()
    expect(storedMeals()).toBeNull()
  })

  it("alerts 'Nutrition values cannot be negative' for a negative value", async () => {
    const { user, onAdd } = renderDialog()
    const dialog = await open(user)
    await fill(user, dialog, { 'Meal name': 'Shake', Calories: '250', 'Protein (g)': '-3' })
    await user.click(within(dialog).getByRole('button', { name: 'Add to plate' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nutrition values cannot be negative')
    expect(onAdd).not.toHaveBeenCalled()

    await fill(user, dialog, { 'Protein (g)': '3' })
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('adds the meal (empty numbers count as 0), keeps it in customMeals and closes', async () => {
    const { user, onAdd } = renderDialog()
    const dialog = await open(user)
    await fill(user, dialog, {
      'Meal name': '  Protein Shake ',
      Calories: '250.5',
      'Protein (g)': '30',
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

  it('closes with Cancel or Escape without adding', async () => {
    const { user, onAdd } = renderDialog()
    let dialog = await open(user)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    dialog = await open(user)
    await user.type(within(dialog).getByLabelText('Meal name'), 'x')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onAdd).not.toHaveBeenCalled()
  })
})
