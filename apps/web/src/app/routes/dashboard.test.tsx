import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildFoodItem, buildOptions, TEST_TODAY } from '@/test/factories'
import { heldAnswer, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const burger = buildFoodItem({
  id: 'burger',
  name: 'Cheeseburger',
  portion_size: '1 sandwich',
  nutrients: { calories: 500, protein: 25, total_carbohydrates: 40, total_fat: 26 },
})
const stew = buildFoodItem({ id: 'stew', name: 'Mystery Stew', trackable: false, nutrients: { calories: 300 } })

function renderDashboard() {
  setClock(`${TEST_TODAY}T12:30:00Z`)
  window.localStorage.setItem('guestUser', JSON.stringify({ guest: true, name: 'Guest User' }))
  stubApi({
    '/api/app-config': () => buildAppConfig(),
    '/api/available-options': () => buildOptions({ 'Solo Hall': ['Lunch'] }),
    '/foods': () => [burger, stew],
  })
  return renderApp('/dashboard')
}

const plate = () => screen.getByRole('region', { name: 'Plate' })

describe('dashboard (menu and tracker screen)', () => {
  it('adds menu items to the plate with servings, resetting servings to 1, with no save button for a guest', async () => {
    const { user } = await renderDashboard()
    const servings = await screen.findByRole('textbox', { name: 'Servings for Cheeseburger' })
    await user.clear(servings)
    await user.type(servings, '2')
    await user.click(screen.getByRole('button', { name: 'Add Cheeseburger' }))

    expect(servings).toHaveValue('1')
    expect(within(plate()).getByText('Cheeseburger')).toBeInTheDocument()
    expect(within(plate()).getByText(/2 × 1 sandwich/)).toBeInTheDocument()
    // The totals load with the plate's first line.
    expect(await within(plate()).findByText('1000 kcal', { selector: 'dd' })).toBeInTheDocument()
    expect(within(plate()).getByRole('meter', { name: 'Calories 50% of 2000 kcal daily value' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Add Cheeseburger' }))
    expect(within(plate()).getByText(/3 × 1 sandwich/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Mystery Stew' })).not.toBeInTheDocument()
  })

  it('adds a custom meal to the plate from the menu heading', async () => {
    const { user } = await renderDashboard()
    await user.click(await screen.findByRole('button', { name: 'Add Custom Meal' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Custom Meal' })
    await user.type(within(dialog).getByLabelText('Meal name'), 'Smoothie')
    await user.type(within(dialog).getByLabelText('Calories'), '300')
    await user.type(within(dialog).getByLabelText('Protein (g)'), '20')
    await user.type(within(dialog).getByLabelText('Carbs (g)'), '0')
    await user.type(within(dialog).getByLabelText('Fat (g)'), '0')
    await user.click(within(dialog).getByRole('button', { name: 'Add to plate' }))

    expect(within(plate()).getByText('Smoothie')).toBeInTheDocument()
    expect(within(plate()).getByText(/1 × 1 serving/)).toBeInTheDocument()
    expect(within(plate()).getByText('300 kcal', { selector: 'dd' })).toBeInTheDocument()
    expect(within(plate()).getByText('20 g', { selector: 'dd' })).toBeInTheDocument()
  })

  it('opens Add Custom Meal with the name of a dish that cannot be tracked, and gives focus back to it', async () => {
    const { user } = await renderDashboard()
    const tryIt = await screen.findByRole('button', { name: 'Try Add Custom Meal for Mystery Stew' })
    expect(tryIt).toHaveTextContent('try Add Custom Meal')
    await user.click(tryIt)
    const dialog = screen.getByRole('dialog', { name: 'Add Custom Meal' })
    expect(within(dialog).getByLabelText('Meal name')).toHaveValue('Mystery Stew')
    await user.keyboard('{Escape}')
    expect(tryIt).toHaveFocus()
  })

  it("empties a guest's plate when another date is chosen", async () => {
    const { user } = await renderDashboard()
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))
    expect(within(plate()).queryByText('Your plate is empty')).not.toBeInTheDocument()

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-07-19' } })
    expect(within(plate()).getByText('Your plate is empty')).toBeInTheDocument()
  })
})

describe('the place in the URL', () => {
  function renderAt(path: string) {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    window.localStorage.setItem('guestUser', JSON.stringify({ guest: true, name: 'Guest User' }))
    stubApi({
      '/api/app-config': () => buildAppConfig(),
      '/api/available-options': () => buildOptions({ 'North Hall': ['Breakfast', 'Dinner'], 'South Hall': ['Lunch'] }),
      '/foods': () => [burger],
    })
    return renderApp(path)
  }

  it('opens the menu a link names', async () => {
    await renderAt('/dashboard?date=2025-07-19&hall=North+Hall&meal=Dinner')
    expect(await screen.findByRole('heading', { name: 'North Hall - Dinner Menu' })).toBeInTheDocument()
    expect(screen.getByLabelText('Date')).toHaveValue('2025-07-19')
  })

  it('keeps each choice in the URL, each a history entry', async () => {
    const { user, router } = await renderAt('/dashboard')
    await screen.findByRole('option', { name: 'North Hall' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dining Hall' }), 'North Hall')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Meal' }), 'Breakfast')
    expect(await screen.findByRole('heading', { name: 'North Hall - Breakfast Menu' })).toBeInTheDocument()
    expect(new URLSearchParams(router.state.location.search).get('meal')).toBe('Breakfast')
    expect(router.state.historyAction).toBe('PUSH')

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-07-18' } })
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('date')).toBe('2025-07-18'))
    expect(new URLSearchParams(router.state.location.search).get('hall')).toBe('North Hall')
  })

  it('passes over what the day does not offer, and a date outside the window, without a word', async () => {
    await renderAt('/dashboard?date=2024-01-01&hall=Nowhere&meal=Supper')
    expect(await screen.findByRole('button', { name: /North Hall/ })).toBeInTheDocument()
    expect(screen.getByLabelText('Date')).toHaveValue(TEST_TODAY)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('before the campus day is known (the prerendered frame)', () => {
  it('holds Date, Dining Hall and Meal in their places, disabled, and says the halls are loading', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    const config = heldAnswer<unknown>()
    stubApi({
      '/api/app-config': () => config.answer,
      '/api/available-options': () => buildOptions({ 'North Hall': ['Breakfast'], 'South Hall': ['Lunch'] }),
    })
    await renderApp('/dashboard')
    const date = await screen.findByLabelText('Date')
    expect(date).toBeDisabled()
    expect(date).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Yesterday' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Dining Hall' })).toBeDisabled()
    expect(screen.getByRole('combobox', { name: 'Meal' })).toBeDisabled()
    expect(screen.getByRole('status')).toHaveTextContent('Loading dining halls…')
    expect(screen.getByRole('heading', { name: 'Menu and tracker' })).toBeInTheDocument()
    // The halls' heading is there from the first paint, so the cards arrive beneath it.
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a dining hall' })).toBeInTheDocument()

    config.release(buildAppConfig())
    expect(await screen.findByRole('button', { name: /North Hall/ })).toBeInTheDocument()
    expect(screen.getByLabelText('Date')).toBeEnabled()
    expect(screen.getByLabelText('Date')).toHaveValue(TEST_TODAY)
    expect(screen.getByRole('combobox', { name: 'Dining Hall' })).toBeEnabled()
  })
})
