import type { AvailableOptions, FoodItem } from '@campusplate/shared'
import { onlineManager } from '@tanstack/react-query'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { buildFoodItem, buildOptions, TEST_TODAY } from '@/test/factories'
import { callsTo, heldAnswer, jsonResponse, setClock, stubApi } from '@/test/fake-api'
import { renderWithProviders } from '@/test/render'
import { useMenuDate } from '../hooks/use-menu-date'
import { MenuBrowser } from './menu-browser'

function Harness({ onAdd }: { onAdd: (food: FoodItem, quantity: number) => void }) {
  const menuDate = useMenuDate(TEST_TODAY)
  return <MenuBrowser menuDate={menuDate} today={TEST_TODAY} timeZone="UTC" onAddFood={onAdd} />
}

function renderMenu({
  options,
  foods = [],
  at = `${TEST_TODAY}T12:30:00Z`,
}: {
  options: AvailableOptions | ((date: string) => AvailableOptions)
  foods?: FoodItem[]
  at?: string
}) {
  setClock(at)
  const fetchMock = stubApi({
    '/api/available-options': (url) => {
      const date = url.searchParams.get('date') ?? ''
      return typeof options === 'function' ? options(date) : options
    },
    '/foods': () => foods,
  })
  const onAdd = vi.fn()
  const result = renderWithProviders(<Harness onAdd={onAdd} />)
  return { ...result, onAdd, fetchMock }
}

const dateInput = () => screen.getByLabelText('Date')
const hallSelect = () => screen.getByRole('combobox', { name: 'Dining Hall' })
const mealSelect = () => screen.getByRole('combobox', { name: 'Meal' })

async function chooseHall(user: ReturnType<typeof renderMenu>['user'], hall: string) {
  await screen.findByRole('option', { name: hall })
  await user.selectOptions(hallSelect(), hall)
}

describe('MenuBrowser selection', () => {
  it('says it is offline instead of loading for ever, and loads once the connection returns', async () => {
    onlineManager.setOnline(false)
    try {
      renderMenu({ options: buildOptions({ 'North Hall': ['Lunch'], 'South Hall': ['Lunch'] }) })
      expect(await screen.findByRole('status')).toHaveTextContent(
        'You are offline. The menu will load when the connection returns.',
      )
      expect(screen.queryByText('Loading dining halls…')).not.toBeInTheDocument()
    } finally {
      onlineManager.setOnline(true)
    }
    expect(await screen.findByRole('button', { name: /^North Hall/ })).toBeInTheDocument()
  })

  it('shows a loading state, under the halls’ heading, while the halls load', async () => {
    renderMenu({ options: buildOptions({ 'North Hall': ['Lunch'], 'South Hall': ['Lunch'] }) })
    expect(screen.getByRole('status')).toHaveTextContent('Loading dining halls…')
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a dining hall' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: /^North Hall/ })).toBeInTheDocument()
  })

  it('while the halls load for a URL that names a hall, does not ask to choose one', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    stubApi({ '/api/available-options': () => buildOptions({ 'North Hall': ['Lunch'], 'South Hall': ['Lunch'] }) })
    function Named() {
      const menuDate = useMenuDate(TEST_TODAY)
      return (
        <MenuBrowser
          menuDate={menuDate}
          place={{ choice: { hall: 'South Hall', meal: undefined }, onChange: () => {} }}
          today={TEST_TODAY}
          timeZone="UTC"
          onAddFood={() => {}}
        />
      )
    }
    renderWithProviders(<Named />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading dining halls…')
    expect(screen.queryByRole('heading', { name: 'Choose a dining hall' })).not.toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: /South Hall/ })).toBeInTheDocument()
  })

  it('chooses the only hall automatically and the meal of the local hour', async () => {
    const { fetchMock } = renderMenu({
      options: buildOptions({ 'Solo Hall': ['Breakfast', 'Lunch', 'Dinner'] }),
      foods: [buildFoodItem({ name: 'Pasta' })],
    })
    expect(await screen.findByRole('heading', { name: 'Solo Hall - Lunch Menu' })).toBeInTheDocument()
    expect(screen.getByText('Sunday, July 20, 2025')).toBeInTheDocument()
    expect(hallSelect()).toHaveValue('Solo Hall')
    expect(mealSelect()).toHaveValue('Lunch')
    await screen.findByRole('heading', { name: 'Pasta' })
    const [foodsCall] = callsTo(fetchMock, '/foods')
    expect(Object.fromEntries(foodsCall?.searchParams ?? [])).toEqual({
      dining_hall: 'Solo Hall',
      meal_name: 'Lunch',
      date: TEST_TODAY,
    })
  })

  it.each([
    ['06:59', 'Breakfast'],
    ['10:00', 'Lunch'],
    ['15:00', 'Dinner'],
  ])('defaults to the meal of the hour at %s (%s)', async (time, meal) => {
    renderMenu({
      options: buildOptions({ 'Solo Hall': ['Dinner', 'Lunch', 'Breakfast'] }),
      at: `${TEST_TODAY}T${time}:00Z`,
    })
    expect(await screen.findByRole('heading', { name: `Solo Hall - ${meal} Menu` })).toBeInTheDocument()
  })

  it('shows one card per hall with its meal count, first three meals and +N more', async () => {
    const { user } = renderMenu({
      options: buildOptions({
        'North Hall': ['Breakfast', 'Lunch', 'Dinner', 'Everyday', 'Late Night'],
        'South Hall': ['Lunch'],
      }),
    })
    const north = await screen.findByRole('button', { name: /^North Hall/ })
    expect(north).toHaveTextContent('5 meals')
    expect(north).toHaveTextContent('Breakfast, Lunch, Dinner +2 more')
    expect(screen.getByRole('button', { name: /^South Hall/ })).toHaveTextContent('1 meal')
    expect(mealSelect()).toBeDisabled()
    expect(within(mealSelect()).getByRole('option', { name: 'Select dining hall first' })).toBeInTheDocument()

    await user.click(north)
    expect(await screen.findByRole('heading', { name: 'North Hall - Lunch Menu' })).toBeInTheDocument()
    expect(hallSelect()).toHaveValue('North Hall')
  })

  it("shows 'Only option available' when a hall has a single meal", async () => {
    const { user } = renderMenu({ options: buildOptions({ 'North Hall': ['Lunch'], 'South Hall': ['Everyday'] }) })
    await chooseHall(user, 'South Hall')
    expect(screen.getByText('Only option available')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'South Hall - Everyday Menu' })).toBeInTheDocument()
  })

  it("shows meal cards with serving windows and 'Now serving' once the meal is cleared", async () => {
    const { user } = renderMenu({
      options: buildOptions(
        { 'North Hall': ['Breakfast', 'Lunch', 'Dinner', 'Brunch'], 'South Hall': ['Lunch'] },
        { 'North Hall': { Brunch: { start: '10:30', end: '13:30' } } },
      ),
    })
    await chooseHall(user, 'North Hall')
    await user.selectOptions(mealSelect(), '')

    const breakfast = screen.getByRole('button', { name: /^Breakfast/ })
    expect(breakfast).toHaveTextContent('7:00 AM – 10:00 AM')
    expect(breakfast).not.toHaveTextContent('Now serving')
    expect(screen.getByRole('button', { name: /^Lunch/ })).toHaveTextContent('11:00 AM – 3:00 PM Now serving')
    expect(screen.getByRole('button', { name: /^Brunch/ })).toHaveTextContent('10:30 AM – 1:30 PM Now serving')
    expect(screen.getByRole('button', { name: /^Dinner/ })).toHaveTextContent('5:00 PM – 9:00 PM')
    // docs/product.md#menu-selection meal order: Breakfast, Lunch, Dinner, Everyday, then others alphabetically.
    const names = screen.getAllByRole('button', { name: /^(Breakfast|Lunch|Dinner|Brunch)/ }).map((b) => b.textContent)
    expect(names.map((name) => name?.split(' ')[0])).toEqual(['Breakfast', 'Lunch', 'Dinner', 'Brunch'])

    await user.click(screen.getByRole('button', { name: /^Dinner/ }))
    expect(await screen.findByRole('heading', { name: 'North Hall - Dinner Menu' })).toBeInTheDocument()
  })

  it('clears a hall the new date does not offer', async () => {
    const { user } = renderMenu({
      options: (date) =>
        date === TEST_TODAY
          ? buildOptions({ 'North Hall': ['Lunch'], 'South Hall': ['Lunch'] })
          : buildOptions({ 'South Hall': ['Lunch'], 'East Hall': ['Lunch'] }),
    })
    await user.click(await screen.findByRole('button', { name: /^North Hall/ }))
    await screen.findByRole('heading', { name: 'North Hall - Lunch Menu' })

    fireEvent.change(dateInput(), { target: { value: '2025-07-19' } })
    expect(await screen.findByRole('button', { name: /^East Hall/ })).toBeInTheDocument()
    expect(hallSelect()).toHaveValue('')

    // Cleared, not hidden: going back does not bring the old hall back.
    fireEvent.change(dateInput(), { target: { value: TEST_TODAY } })
    expect(await screen.findByRole('button', { name: /^North Hall/ })).toBeInTheDocument()
    expect(hallSelect()).toHaveValue('')
  })

  it('clears a meal the new date does not offer and falls back to the default meal', async () => {
    const { user } = renderMenu({
      options: (date) =>
        date === TEST_TODAY
          ? buildOptions({ 'North Hall': ['Lunch', 'Dinner'], 'South Hall': ['Lunch'] })
          : buildOptions({ 'North Hall': ['Lunch'], 'South Hall': ['Lunch'] }),
    })
    await chooseHall(user, 'North Hall')
    await user.selectOptions(mealSelect(), 'Dinner')
    await screen.findByRole('heading', { name: 'North Hall - Dinner Menu' })

    fireEvent.change(dateInput(), { target: { value: '2025-07-19' } })
    expect(await screen.findByRole('heading', { name: 'North Hall - Lunch Menu' })).toBeInTheDocument()
    expect(screen.getByText('Saturday, July 19, 2025')).toBeInTheDocument()
  })
})

describe('MenuBrowser date', () => {
  it.each([
    ['a day after today', '2025-07-21'],
    ['a day before three months back', '2025-04-19'],
  ])("rejects %s with 'Date input not valid.' and keeps the last valid date", async (_, value) => {
    const { fetchMock } = renderMenu({ options: buildOptions({ 'Solo Hall': ['Lunch'] }) })
    await screen.findByRole('heading', { name: 'Solo Hall - Lunch Menu' })

    fireEvent.change(dateInput(), { target: { value } })
    expect(screen.getByRole('alert')).toHaveTextContent('Date input not valid.')
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Sunday, July 20, 2025')).toBeInTheDocument()
    expect(callsTo(fetchMock, '/api/available-options').map((url) => url.searchParams.get('date'))).not.toContain(value)

    fireEvent.change(dateInput(), { target: { value: '2025-04-20' } })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(await screen.findByText('Sunday, April 20, 2025')).toBeInTheDocument()
  })

  it('limits the date control to three months back through today', () => {
    renderMenu({ options: buildOptions({}) })
    expect(dateInput()).toHaveAttribute('min', '2025-04-20')
    expect(dateInput()).toHaveAttribute('max', TEST_TODAY)
    expect(dateInput()).toHaveValue(TEST_TODAY)
  })

  it("asks for a date when the field is emptied ('Select a date to get started')", async () => {
    renderMenu({ options: buildOptions({ 'Solo Hall': ['Lunch'] }) })
    await screen.findByRole('heading', { name: 'Solo Hall - Lunch Menu' })
    fireEvent.change(dateInput(), { target: { value: '' } })
    expect(screen.getByText('Select a date to get started')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('MenuBrowser typed dates', () => {
  it('states the allowed range beside the field', () => {
    renderMenu({ options: buildOptions({}) })
    expect(dateInput()).toHaveAccessibleDescription('Menus from Apr 20, 2025 to Jul 20, 2025')
  })

  it('takes a typed date only once the typing stops, never fetching or refusing the digits on the way', async () => {
    const { fetchMock } = renderMenu({ options: buildOptions({ 'Solo Hall': ['Lunch'] }) })
    await screen.findByRole('heading', { name: 'Solo Hall - Lunch Menu' })
    const fetchedDates = () => callsTo(fetchMock, '/api/available-options').map((url) => url.searchParams.get('date'))

    // Typing the day '12' passes through the 1st, a complete date the native field reports at once.
    fireEvent.keyDown(dateInput(), { key: '1' })
    fireEvent.change(dateInput(), { target: { value: '2025-07-01' } })
    fireEvent.keyDown(dateInput(), { key: '2' })
    fireEvent.change(dateInput(), { target: { value: '2025-07-12' } })
    expect(screen.getByText('Sunday, July 20, 2025')).toBeInTheDocument()
    expect(fetchedDates()).not.toContain('2025-07-01')

    expect(await screen.findByText('Saturday, July 12, 2025', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(fetchedDates()).not.toContain('2025-07-01')
    expect(fetchedDates()).toContain('2025-07-12')
  })

  it('refuses a typed date outside the window on blur, once, and keeps the last valid day', async () => {
    const { fetchMock } = renderMenu({ options: buildOptions({ 'Solo Hall': ['Lunch'] }) })
    await screen.findByRole('heading', { name: 'Solo Hall - Lunch Menu' })
    fireEvent.keyDown(dateInput(), { key: '0' })
    fireEvent.change(dateInput(), { target: { value: '0002-07-20' } })
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()

    // Leaving the field: the browser sends blur, then focusout (which onBlur listens to).
    fireEvent.blur(dateInput())
    act(() => {
      dateInput().dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
    })
    expect(screen.getByRole('alert')).toHaveTextContent('Date input not valid.')
    expect(dateInput()).toHaveAccessibleDescription('Date input not valid. Menus from Apr 20, 2025 to Jul 20, 2025')
    expect(screen.getByText('Sunday, July 20, 2025')).toBeInTheDocument()
    expect(callsTo(fetchMock, '/api/available-options').map((url) => url.searchParams.get('date'))).not.toContain(
      '0002-07-20',
    )
  })

  it('takes a typed date on Enter', async () => {
    renderMenu({ options: buildOptions({ 'Solo Hall': ['Lunch'] }) })
    await screen.findByRole('heading', { name: 'Solo Hall - Lunch Menu' })
    fireEvent.keyDown(dateInput(), { key: '5' })
    fireEvent.change(dateInput(), { target: { value: '2025-07-15' } })
    fireEvent.keyDown(dateInput(), { key: 'Enter' })
    expect(await screen.findByText('Tuesday, July 15, 2025')).toBeInTheDocument()
  })

  it('offers Today and Yesterday, which also clear a refused date', async () => {
    const { user } = renderMenu({ options: buildOptions({ 'Solo Hall': ['Lunch'] }) })
    await screen.findByRole('heading', { name: 'Solo Hall - Lunch Menu' })
    await user.click(screen.getByRole('button', { name: 'Yesterday' }))
    expect(dateInput()).toHaveValue('2025-07-19')
    expect(await screen.findByText('Saturday, July 19, 2025')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute('aria-pressed', 'true')

    fireEvent.change(dateInput(), { target: { value: '2025-07-21' } })
    expect(screen.getByRole('alert')).toHaveTextContent('Date input not valid.')
    await user.click(screen.getByRole('button', { name: 'Today' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(dateInput()).toHaveValue(TEST_TODAY)
    expect(await screen.findByText('Sunday, July 20, 2025')).toBeInTheDocument()
  })
})

describe('MenuBrowser focus', () => {
  it('moves focus from a chosen hall card to the menu heading', async () => {
    const { user } = renderMenu({ options: buildOptions({ 'North Hall': ['Lunch'], 'South Hall': ['Lunch'] }) })
    await user.click(await screen.findByRole('button', { name: /^North Hall/ }))
    const heading = await screen.findByRole('heading', { name: 'North Hall - Lunch Menu' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('moves focus from a chosen meal card to the menu heading, via the meal cards heading', async () => {
    const { user } = renderMenu({
      options: buildOptions({ 'North Hall': ['Breakfast', 'Lunch'], 'South Hall': ['Lunch'] }),
    })
    await chooseHall(user, 'North Hall')
    // Choosing a hall from the list keeps focus on the list.
    expect(document.activeElement).toBe(hallSelect())
    await user.selectOptions(mealSelect(), '')
    await user.click(screen.getByRole('button', { name: /^Breakfast/ }))
    const heading = await screen.findByRole('heading', { name: 'North Hall - Breakfast Menu' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('moves focus from a hall card to the meal cards when the hall has no meal for the hour', async () => {
    const { user } = renderMenu({
      options: buildOptions({ 'North Hall': ['Breakfast'], 'South Hall': ['Lunch'] }),
      at: `${TEST_TODAY}T23:30:00Z`,
    })
    await user.click(await screen.findByRole('button', { name: /^North Hall/ }))
    const heading = await screen.findByRole('heading', { level: 2 })
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })
})

describe('MenuBrowser search results', () => {
  it('has a visible label and puts results one heading level under the menu heading', async () => {
    const { user } = renderMenu({
      options: buildOptions({ 'Solo Hall': ['Lunch'] }),
      foods: [buildFoodItem({ name: 'Veggie Burger' })],
    })
    const search = await screen.findByRole('searchbox', { name: 'Search menu' })
    expect(screen.getByText('Search menu', { selector: 'label' })).not.toHaveClass('sr-only')
    await screen.findByRole('heading', { name: 'Veggie Burger', level: 4 })
    await user.type(search, 'burger')
    expect(await screen.findByRole('heading', { name: 'Veggie Burger', level: 3 })).toBeInTheDocument()
  })
})

describe('MenuBrowser empty states', () => {
  it("shows 'No dining halls available' for a date without menus", async () => {
    renderMenu({ options: buildOptions({}) })
    expect(await screen.findByText('No dining halls available')).toBeInTheDocument()
    expect(hallSelect()).toBeDisabled()
  })

  it('silently empties the lists when the options fail to load (docs/product.md#errors)', async () => {
    setClock(`${TEST_TODAY}T12:00:00Z`)
    stubApi({ '/api/available-options': () => jsonResponse({ detail: 'Boom' }, 500) })
    renderWithProviders(<Harness onAdd={vi.fn()} />)
    expect(await screen.findByText('No dining halls available')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("shows 'No meals available' for a hall without meals", async () => {
    const { user } = renderMenu({ options: buildOptions({ 'North Hall': [], 'South Hall': ['Lunch'] }) })
    await user.click(await screen.findByRole('button', { name: /^North Hall/ }))
    expect(screen.getByText('No meals available')).toBeInTheDocument()
  })

  it('silently shows an empty menu when the items fail to load (docs/product.md#errors)', async () => {
    setClock(`${TEST_TODAY}T12:00:00Z`)
    stubApi({
      '/api/available-options': () => buildOptions({ 'Solo Hall': ['Lunch'] }),
      '/foods': () => jsonResponse({ detail: 'Boom' }, 500),
    })
    renderWithProviders(<Harness onAdd={vi.fn()} />)
    expect(await screen.findByText('No menu items available')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('MenuBrowser menu list', () => {
  const soloHall = buildOptions({ 'Solo Hall': ['Lunch'] })
  const menu = [
    buildFoodItem({ name: 'Cheeseburger', station: 'Grill', station_id: 'grill' }),
    buildFoodItem({ name: 'Garden Salad', station: 'Salad Bar', station_id: 'salad', ingredients: ['romaine'] }),
    buildFoodItem({ name: 'Veggie Burger', station: 'Grill', station_id: 'grill' }),
    buildFoodItem({ name: 'Tomato Soup', station: 'Soups', station_id: 'soups' }),
  ]

  it('opens the first station and keeps only one station open at a time', async () => {
    const { user } = renderMenu({ options: soloHall, foods: menu })
    const grill = await screen.findByRole('button', { name: 'Grill' })
    const salad = screen.getByRole('button', { name: 'Salad Bar' })
    expect(grill).toHaveAttribute('aria-expanded', 'true')
    expect(salad).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Cheeseburger')).toBeInTheDocument()
    expect(screen.getByText('Veggie Burger')).toBeInTheDocument()
    expect(screen.queryByText('Garden Salad')).not.toBeInTheDocument()

    await user.click(salad)
    expect(salad).toHaveAttribute('aria-expanded', 'true')
    expect(grill).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Garden Salad')).toBeInTheDocument()
    expect(screen.queryByText('Cheeseburger')).not.toBeInTheDocument()

    await user.click(salad)
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0)
  })

  it('filters the items with the search box', async () => {
    const { user } = renderMenu({ options: soloHall, foods: menu })
    await user.type(await screen.findByRole('searchbox', { name: 'Search menu' }), 'burger')
    expect(screen.getByText('2 items match')).toBeInTheDocument()
    expect(screen.getByText('Cheeseburger')).toBeInTheDocument()
    expect(screen.getByText('Veggie Burger')).toBeInTheDocument()
    expect(screen.queryByText('Tomato Soup')).not.toBeInTheDocument()

    await user.clear(screen.getByRole('searchbox', { name: 'Search menu' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search menu' }), 'romaine')
    expect(screen.getByText('Garden Salad')).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Search menu' }), 'zzz')
    expect(screen.getByText('No items match your search')).toBeInTheDocument()
  })

  it('adds an item with its servings, says what the rules rounded, refuses servings out of range, then resets servings to 1', async () => {
    const { user, onAdd } = renderMenu({ options: soloHall, foods: menu })
    const servings = await screen.findByRole('textbox', { name: 'Servings for Cheeseburger' })
    expect(servings).toHaveValue('1')
    const add = () => user.click(screen.getByRole('button', { name: 'Add Cheeseburger' }))

    await user.clear(servings)
    await user.type(servings, '1.25')
    await add()
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ name: 'Cheeseburger' }), 1.3)
    expect(servings).toHaveAccessibleDescription('1.25 servings changed to 1.3 (one decimal place)')
    expect(servings).toHaveValue('1')

    // Out of range is refused, never coerced: nothing is added and the field keeps what was typed.
    for (const [typed, note] of [
      ['0', '0 servings not added: servings must be between 0.1 and 100'],
      ['-1', '-1 servings not added: servings must be between 0.1 and 100'],
      ['150', '150 servings not added: servings must be between 0.1 and 100'],
      ['0.04', '0.04 servings not added: servings must be between 0.1 and 100'],
    ] as const) {
      await user.clear(servings)
      await user.type(servings, typed)
      await add()
      expect(onAdd).toHaveBeenCalledTimes(1)
      expect(servings).toHaveAccessibleDescription(note)
      expect(servings).toHaveAttribute('aria-invalid', 'true')
      expect(servings).toHaveValue(typed)
    }

    // A decimal comma is a decimal point, and Enter in the field adds.
    await user.clear(servings)
    await user.type(servings, '1,5{Enter}')
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Cheeseburger' }), 1.5)
    expect(servings).not.toHaveAccessibleDescription()
    expect(servings).not.toHaveAttribute('aria-invalid')
    expect(onAdd).toHaveBeenCalledTimes(2)
  })

  it('offers no Add button for an item that cannot be tracked', async () => {
    renderMenu({
      options: soloHall,
      foods: [buildFoodItem({ name: 'Mystery Stew', trackable: false, nutrients: { calories: 300 } })],
    })
    expect(await screen.findByText('Mystery Stew')).toBeInTheDocument()
    expect(screen.getByText('Cannot track - incomplete nutrition data')).toBeInTheDocument()
    expect(screen.getByText('Missing nutrition data — try Add Custom Meal')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add Mystery Stew' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Servings for Mystery Stew' })).not.toBeInTheDocument()
  })

  it('shows portion, calories, tags and the details of an item', async () => {
    const { user } = renderMenu({
      options: soloHall,
      foods: [
        buildFoodItem({
          name: 'Tofu Bowl',
          portion_size: '1 bowl',
          labels: ['vegan', 'protein', 'halal'],
          allergens: ['soybeans', 'sesame'],
          may_contain: ['tree_nuts'],
          ingredients: ['tofu', 'rice', 'sesame oil'],
          nutrients: { calories: 512.4, protein: 21, total_carbohydrates: 60, total_fat: 18.25, sodium: 640 },
        }),
      ],
    })
    const card = (await screen.findByRole('heading', { name: 'Tofu Bowl' })).closest('article')
    if (!card) throw new Error('no card')
    expect(card).toHaveTextContent('1 bowl · 512 kcal')
    expect(within(card).getByRole('list', { name: 'Tags' })).toHaveTextContent('VeganProtein')

    await user.click(within(card).getByText('Details for Tofu Bowl'))
    expect(within(card).getByText('Soybeans, Sesame')).toBeVisible()
    expect(within(card).getByText('Tree nuts')).toBeVisible()
    expect(within(card).getByText('tofu, rice, sesame oil')).toBeVisible()
    const table = within(card).getByRole('table')
    expect(within(table).getByRole('row', { name: 'Total Fat 18.3 g' })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: 'Sodium 640 mg' })).toBeInTheDocument()
    expect(within(table).getByRole('row', { name: 'Iron —' })).toBeInTheDocument()
  })

  it('shows a loading state while the menu loads', async () => {
    const { answer: menu, release } = heldAnswer<FoodItem[]>()
    setClock(`${TEST_TODAY}T12:00:00Z`)
    stubApi({
      '/api/available-options': () => soloHall,
      '/foods': () => menu,
    })
    renderWithProviders(<Harness onAdd={vi.fn()} />)
    expect(await screen.findByText('Loading menu…')).toBeInTheDocument()
    release([buildFoodItem({ name: 'Late Dish' })])
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
    expect(screen.getByText('Late Dish')).toBeInTheDocument()
  })
})
