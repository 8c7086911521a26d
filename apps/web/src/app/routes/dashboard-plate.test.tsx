import type { PlateResponse } from '@campusplate/shared'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  buildAppConfig,
  buildCurrentUser,
  buildFoodItem,
  buildOptions,
  buildPlateItem,
  buildPlateResponse,
  TEST_TODAY,
} from '@/test/factories'
import { bodyOf, jsonResponse, requestsTo, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const burger = buildFoodItem({
  id: 'burger',
  name: 'Cheeseburger',
  portion_size: '1 sandwich',
  nutrients: { calories: 500, protein: 25, total_carbohydrates: 40, total_fat: 26 },
})

/** A saved line whose menu item has since left the menu: only the snapshot knows it. */
const retiredLasagna = buildPlateItem({
  food_id: 'retired-lasagna',
  name: 'Retired Lasagna',
  portion_size: '1 slice',
  quantity: 2,
  macros: { calories: 350, protein: 20, carbs: 30, fat: 15 },
})

interface StubOptions {
  plates?: Record<string, PlateResponse>
  save?: (body: unknown) => unknown
  isGuest?: boolean
  userId?: string
}

/** The server's answer to a save of cheeseburgers: the plate as saved, with its snapshots. */
function burgerPlateSaved(body: unknown): PlateResponse {
  const request = body as { date: string; items: { food_id: string; quantity: number }[] }
  return buildPlateResponse(
    request.date,
    request.items.map((item) =>
      buildPlateItem({
        food_id: item.food_id,
        quantity: item.quantity,
        name: 'Cheeseburger',
        portion_size: '1 sandwich',
        macros: { calories: 500, protein: 25, carbs: 40, fat: 26 },
      }),
    ),
    '2025-07-20T12:00:00Z',
  )
}

/** Today's saved plate: a cheeseburger (500 kcal) and fries (300 kcal). */
function burgerAndFriesToday(): Record<string, PlateResponse> {
  return {
    [TEST_TODAY]: buildPlateResponse(TEST_TODAY, [
      buildPlateItem({
        food_id: 'burger',
        name: 'Cheeseburger',
        macros: { calories: 500, protein: 25, carbs: 40, fat: 26 },
      }),
      buildPlateItem({ food_id: 'fries', name: 'Fries', macros: { calories: 300, protein: 4, carbs: 40, fat: 15 } }),
    ]),
  }
}

/** The server as the dashboard sees it: menus, the signed-in user and their plates by date. */
function stubDashboard({ plates = {}, save, isGuest = false, userId = 'user-sam' }: StubOptions = {}) {
  if (isGuest) window.localStorage.setItem('guestUser', JSON.stringify({ guest: true, name: 'Guest User' }))
  return stubApi({
    '/api/app-config': () => buildAppConfig(),
    '/api/available-options': () => buildOptions({ 'Solo Hall': ['Lunch'] }),
    '/foods': () => [burger],
    '/auth/logout': () => ({ ok: true }),
    '/api/profile': () => buildCurrentUser({ user_id: userId, email: 'sam@example.edu', name: 'Sam Rivera' }),
    '/api/plate': (url, init) => {
      if (init?.method === 'POST') {
        const body = bodyOf(init)
        return save ? save(body) : burgerPlateSaved(body)
      }
      const date = url.searchParams.get('date') ?? ''
      return plates[date] ?? buildPlateResponse(date)
    },
  })
}

const plate = () => screen.getByRole('region', { name: 'Plate' })
const findPlate = () => screen.findByRole('region', { name: 'Plate' })

function totalOf(label: string) {
  return within(plate()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
}

describe('the plate of a registered user (docs/product.md#session-states)', () => {
  it("loads the saved plate of the date, shown from the server's snapshot, and again when the date changes", async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    const fetchMock = stubDashboard({
      plates: { [TEST_TODAY]: buildPlateResponse(TEST_TODAY, [retiredLasagna], '2025-07-20T08:00:00Z') },
    })
    await renderApp('/dashboard')

    expect(await within(await findPlate()).findByText('Retired Lasagna')).toBeInTheDocument()
    expect(within(plate()).getByText(/2 × 1 slice/)).toHaveTextContent('700 kcal')
    // The totals load with the plate's first line.
    await within(plate()).findByText('700 kcal', { selector: 'dd' })
    expect(totalOf('Calories')).toBe('700 kcal')
    expect(totalOf('Fat')).toBe('30 g')

    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-07-19' } })
    expect(await within(await findPlate()).findByText('Your plate is empty')).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'GET', '/api/plate').map((call) => call.url.searchParams.get('date'))).toEqual([
      TEST_TODAY,
      '2025-07-19',
    ])
  })

  it('never loads or saves the plate of a guest, and shows no Save button', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    const fetchMock = stubDashboard({ isGuest: true })
    const { user } = await renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-07-19' } })

    expect(within(plate()).getByText('Your plate is empty')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Save Plate' })).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, 'GET', '/api/plate')).toHaveLength(0)
    expect(requestsTo(fetchMock, 'GET', '/api/profile')).toHaveLength(0)
  })

  it("saves the whole plate and shows 'Saved!' for 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(`${TEST_TODAY}T12:30:00Z`) })
    const fetchMock = stubDashboard({
      plates: { [TEST_TODAY]: buildPlateResponse(TEST_TODAY, [retiredLasagna]) },
    })
    const { user } = await renderApp('/dashboard', { userEventOptions: { advanceTimers: vi.advanceTimersByTime } })
    await within(await findPlate()).findByText('Retired Lasagna')
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))
    expect(within(plate()).getByText('Unsaved changes')).toBeInTheDocument()

    await user.click(within(plate()).getByRole('button', { name: 'Save Plate' }))
    expect(await within(await findPlate()).findByText('Saved!')).toBeInTheDocument()
    // Never beside 'Saved!': the reason an unchanged plate cannot be saved.
    expect(within(plate()).queryByText('No changes to save.')).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/plate').map((call) => call.body)).toEqual([
      {
        date: TEST_TODAY,
        items: [
          { food_id: 'retired-lasagna', quantity: 2 },
          { food_id: 'burger', quantity: 1 },
        ],
        // The version the plate was loaded at, so a plate saved elsewhere meanwhile is not overwritten.
        version: 0,
      },
    ])

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1900)
    })
    expect(within(plate()).getByText('Saved!')).toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })
    expect(within(plate()).queryByText('Saved!')).not.toBeInTheDocument()
    expect(within(plate()).queryByText('Unsaved changes')).not.toBeInTheDocument()
    expect(within(plate()).getByText('No changes to save.')).toBeInTheDocument()
  })

  it('blocks the save when a custom food has no valid macros', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    const brokenCustom = buildPlateItem({ food_id: 'custom-old', name: 'Old Smoothie', custom_macros: null })
    const fetchMock = stubDashboard({ plates: { [TEST_TODAY]: buildPlateResponse(TEST_TODAY, [brokenCustom]) } })
    const { user } = await renderApp('/dashboard')
    await within(await findPlate()).findByText('Old Smoothie')
    expect(within(plate()).getByText('Missing valid macros')).toBeInTheDocument()

    await user.click(within(plate()).getByRole('button', { name: 'Save Plate' }))
    expect(within(plate()).getByRole('alert')).toHaveTextContent(
      'One or more custom foods are missing valid macros. Please fix before saving.',
    )
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(0)

    // Fixing the plate (removing the item) clears the message and lets it save.
    await user.click(within(plate()).getByRole('button', { name: 'Remove Old Smoothie' }))
    expect(within(plate()).queryByRole('alert')).not.toBeInTheDocument()
    await user.click(within(plate()).getByRole('button', { name: 'Save Plate' }))
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(1))
  })

  it('saves a custom meal with its macros', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    const fetchMock = stubDashboard({ save: (body) => buildPlateResponse((body as { date: string }).date) })
    const { user } = await renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Add Custom Meal' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add Custom Meal' })
    await user.type(within(dialog).getByLabelText('Meal name'), 'Smoothie')
    await user.type(within(dialog).getByLabelText('Calories'), '300')
    await user.type(within(dialog).getByLabelText('Protein (g)'), '0')
    await user.type(within(dialog).getByLabelText('Carbs (g)'), '0')
    await user.type(within(dialog).getByLabelText('Fat (g)'), '4.5')
    await user.click(within(dialog).getByRole('button', { name: 'Add to plate' }))
    await user.click(within(plate()).getByRole('button', { name: 'Save Plate' }))

    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(1))
    expect(requestsTo(fetchMock, 'POST', '/api/plate')[0]?.body).toEqual({
      date: TEST_TODAY,
      items: [
        {
          food_id: expect.stringMatching(/^custom-/),
          quantity: 1,
          custom_macros: { name: 'Smoothie', calories: 300, protein: 0, carbs: 0, totalFat: 4.5 },
        },
      ],
      version: 0,
    })
  })

  it("alerts 'Failed to save plate. Please try again.' and keeps the plate as it was", async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    stubDashboard({
      plates: { [TEST_TODAY]: buildPlateResponse(TEST_TODAY, [retiredLasagna]) },
      save: () => jsonResponse({ detail: 'This food is not on the menu for that date' }, 400),
    })
    const { user } = await renderApp('/dashboard')
    await within(await findPlate()).findByText('Retired Lasagna')
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))
    await user.click(within(plate()).getByRole('button', { name: 'Save Plate' }))

    const alert = await within(plate()).findByRole('alert')
    expect(alert).toHaveTextContent('Failed to save plate. Please try again.')
    expect(alert).toHaveTextContent('This food is not on the menu for that date')
    expect(within(plate()).getByText('Retired Lasagna')).toBeInTheDocument()
    expect(within(plate()).getByText('Cheeseburger')).toBeInTheDocument()
    expect(totalOf('Calories')).toBe('1200 kcal')
    expect(within(plate()).getByText('Unsaved changes')).toBeInTheDocument()
    expect(within(plate()).getByRole('button', { name: 'Save Plate' })).toBeEnabled()
  })

  it('keeps unsaved edits of a date while another date is looked at', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    stubDashboard()
    const { user } = await renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2025-07-19' } })
    expect(await within(await findPlate()).findByText('Your plate is empty')).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: TEST_TODAY } })
    expect(await within(await findPlate()).findByText('Cheeseburger')).toBeInTheDocument()
    expect(within(plate()).getByText('Unsaved changes')).toBeInTheDocument()
  })

  it('keeps unsaved edits while the user visits another screen', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    const fetchMock = stubDashboard()
    const { user } = await renderApp('/dashboard', { alsoLoads: ['/history'] })
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))
    await user.click(screen.getAllByRole('link', { name: 'History' })[0] as HTMLElement)
    await screen.findByRole('heading', { name: 'Nutrition History' }, { timeout: 5000 })
    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0] as HTMLElement)

    expect(await within(await findPlate()).findByText('Cheeseburger')).toBeInTheDocument()
    expect(within(plate()).getByText('Unsaved changes')).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(0)
  })

  it('retires the saved edits even when the save lands after the user went to another screen', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    let answerSave: () => void = () => {}
    const fetchMock = stubDashboard({
      save: (body) =>
        new Promise((resolve) => {
          answerSave = () => resolve(burgerPlateSaved(body))
        }),
    })
    const { user } = await renderApp('/dashboard', { alsoLoads: ['/history'] })
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))
    await user.click(within(plate()).getByRole('button', { name: 'Save Plate' }))
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(1))
    await user.click(screen.getAllByRole('link', { name: 'History' })[0] as HTMLElement)
    await screen.findByRole('heading', { name: 'Nutrition History' }, { timeout: 5000 })
    act(() => answerSave())
    await user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0] as HTMLElement)

    expect(await within(await findPlate()).findByText('Cheeseburger')).toBeInTheDocument()
    expect(within(plate()).getAllByText('Cheeseburger')).toHaveLength(1)
    expect(totalOf('Calories')).toBe('500 kcal')
    expect(within(plate()).queryByText('Unsaved changes')).not.toBeInTheDocument()
  })

  it('keeps an Undo made while the save of what it undoes is on its way', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    let answerSave: () => void = () => {}
    const fetchMock = stubDashboard({
      plates: burgerAndFriesToday(),
      save: (body) =>
        new Promise((resolve) => {
          answerSave = () => resolve(burgerPlateSaved(body))
        }),
    })
    const { user } = await renderApp('/dashboard')
    await user.click(await within(await findPlate()).findByRole('button', { name: 'Remove Fries' }))
    await user.click(within(plate()).getByRole('button', { name: 'Save Plate' }))
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(1))
    // Undo while the save, which removes Fries, is still on its way.
    await user.click(within(plate()).getByRole('button', { name: 'Undo' }))
    expect(within(plate()).getByText('Fries')).toBeInTheDocument()
    act(() => answerSave())

    // The save landed without Fries; the Undo still stands, as a change to save.
    expect(await within(plate()).findByText('Unsaved changes', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(within(plate()).getByText('Fries')).toBeInTheDocument()
    expect(within(plate()).getByText('Cheeseburger')).toBeInTheDocument()
  })

  it('clears the plate when the user signs out', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    stubDashboard({ plates: { [TEST_TODAY]: buildPlateResponse(TEST_TODAY, [retiredLasagna]) } })
    const { user, router, queryClient } = await renderApp('/dashboard', { alsoLoads: ['/login'] })
    await within(await findPlate()).findByText('Retired Lasagna')
    await user.click(screen.getByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    // Nothing of the user's stays in the cache.
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['plates'] })).toHaveLength(0))

    await user.click(await screen.findByRole('button', { name: 'Continue as Guest' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(await within(await findPlate()).findByText('Your plate is empty')).toBeInTheDocument()
  })
})

describe('feedback from the plate', () => {
  // Outside the plate, so it is heard while the plate is closed into its bar on a small screen.
  const announcement = () =>
    screen
      .getAllByRole('status')
      .find((region) => region.textContent?.startsWith('Added') || region.textContent?.startsWith('Choose'))

  it('names its date and announces each add with the dish and plate calories', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    stubDashboard()
    const { user } = await renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))

    expect(within(plate()).getByRole('heading', { name: 'Your Plate — Sun 20 Jul' })).toBeInTheDocument()
    expect(announcement()).toHaveTextContent('Added 1 × Cheeseburger — 500 kcal; plate 500 kcal')
    await user.click(screen.getByRole('button', { name: 'Add Cheeseburger' }))
    expect(announcement()).toHaveTextContent('Added 1 × Cheeseburger — 500 kcal; plate 1,000 kcal')
  })

  it('neither adds nor saves while the date field shows a date that is not the plate’s', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    const fetchMock = stubDashboard()
    const { user } = await renderApp('/dashboard')
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))

    const dateField = screen.getByLabelText('Date')
    fireEvent.keyDown(dateField, { key: '1' })
    fireEvent.change(dateField, { target: { value: '2024-01-01' } })
    await user.click(screen.getByRole('button', { name: 'Add Cheeseburger' }))
    expect(announcement()).toHaveTextContent('Choose a valid date first: the plate belongs to the date shown.')
    expect(within(plate()).getByText(/1 × 1 sandwich/)).toBeInTheDocument()

    const save = within(plate()).getByRole('button', { name: 'Save Plate' })
    expect(save).toHaveAttribute('aria-disabled', 'true')
    expect(save).toHaveAccessibleDescription('Choose a valid date first: the plate belongs to the date shown.')
    await user.click(save)
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(0)
  })

  it('keeps Save Plate focusable but off, with its reason, on an unchanged plate', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    const fetchMock = stubDashboard()
    const { user } = await renderApp('/dashboard')
    const save = await within(await findPlate()).findByRole('button', { name: 'Save Plate' })
    await waitFor(() => expect(save).toHaveAccessibleDescription('No changes to save.'))
    expect(save).toHaveAttribute('aria-disabled', 'true')
    expect(save).not.toBeDisabled()
    await user.click(save)
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(0)
  })
})

describe('unsaved edits on this device', () => {
  it('survive a reload for the same account, and another account never sees them', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    stubDashboard({ userId: 'user-sam' })
    const first = await renderApp('/dashboard')
    await first.user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))
    expect(within(plate()).getByText('Unsaved changes')).toBeInTheDocument()
    first.unmount()

    stubDashboard({ userId: 'user-sam' })
    const again = await renderApp('/dashboard')
    expect(await within(await findPlate()).findByText('Cheeseburger')).toBeInTheDocument()
    expect(within(plate()).getByText('Unsaved changes')).toBeInTheDocument()
    again.unmount()

    // Same e-mail, another account: keyed by the account, not the address.
    stubDashboard({ userId: 'user-other' })
    await renderApp('/dashboard')
    expect(await within(await findPlate()).findByText('Your plate is empty')).toBeInTheDocument()
    expect(window.localStorage.getItem('user:user-sam:plateDrafts')).not.toBeNull()
  })

  it('are removed from the device by a deliberate sign-out, after asking', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    stubDashboard({ userId: 'user-sam' })
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true)
    const { user } = await renderApp('/dashboard', { alsoLoads: ['/login'] })
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }))
    const signOut = () => screen.getAllByRole('button', { name: 'Sign Out' })[0] as HTMLElement

    await user.click(signOut())
    expect(confirm).toHaveBeenCalledWith('Your plate has unsaved changes. Sign out and discard them?')
    expect(window.localStorage.getItem('user:user-sam:plateDrafts')).not.toBeNull()

    await user.click(signOut())
    await waitFor(() => expect(window.localStorage.getItem('user:user-sam:plateDrafts')).toBeNull())
  })
})

describe('a save made offline (issue 14)', () => {
  it("waits on the device with 'Offline — will save when you're back online', then is sent and shows 'Saved!'", async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    const fetchMock = stubDashboard()
    const { user } = await renderApp('/dashboard')
    // The first render of the lazy dashboard route can take a while on a busy machine.
    await user.click(await screen.findByRole('button', { name: 'Add Cheeseburger' }, { timeout: 10_000 }))

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    await user.click(within(plate()).getByRole('button', { name: 'Save Plate' }))
    expect(await within(plate()).findByText("Offline — will save when you're back online")).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(0)
    expect(window.localStorage.getItem('user:user-sam:plateOutbox')).toContain('"food_id":"burger"')

    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(await within(plate()).findByText('Saved!')).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/plate').map((call) => call.body)).toEqual([
      { date: TEST_TODAY, items: [{ food_id: 'burger', quantity: 1 }], version: 0 },
    ])
    expect(within(plate()).queryByText('Unsaved changes')).not.toBeInTheDocument()
    expect(window.localStorage.getItem('user:user-sam:plateOutbox')).toBeNull()
    onLine.mockRestore()
  }, 30_000)
  it('keeps an Undo, and the edits after it, made while a save of what it undoes waits on the device', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    const fetchMock = stubDashboard({
      plates: burgerAndFriesToday(),
    })
    const { user } = await renderApp('/dashboard')
    const addBurger = await screen.findByRole('button', { name: 'Add Cheeseburger' }, { timeout: 10_000 })
    const removeFries = await within(plate()).findByRole('button', { name: 'Remove Fries' })
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    await user.click(removeFries)
    await user.click(within(plate()).getByRole('button', { name: 'Save Plate' }))
    expect(await within(plate()).findByText("Offline — will save when you're back online")).toBeInTheDocument()
    await user.click(within(plate()).getByRole('button', { name: 'Undo' }))
    await user.click(addBurger)

    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/plate')).toHaveLength(1))
    expect(await within(plate()).findByText('Unsaved changes', {}, { timeout: 5000 })).toBeInTheDocument()
    // The queued save went without Fries; the Undo and the burger added after it still stand.
    expect(requestsTo(fetchMock, 'POST', '/api/plate')[0]?.body).toMatchObject({
      items: [{ food_id: 'burger', quantity: 1 }],
    })
    expect(within(plate()).getByText('Fries')).toBeInTheDocument()
    expect(totalOf('Calories')).toBe('1300 kcal')
    onLine.mockRestore()
  }, 30_000)
})
