import { addDays } from '@campusplate/shared'
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  buildAppConfig,
  buildCurrentUser,
  buildFoodItem,
  buildOptions,
  buildPlateItem,
  buildPlateResponse,
  TEST_TODAY,
} from '@/test/factories'
import { jsonResponse, requestsTo, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

afterEach(() => {
  vi.restoreAllMocks()
})

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline)
  act(() => {
    window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'))
  })
}

describe('Log again when the connection drops', () => {
  it('says it waits for the connection, and loads the recent plates once it returns', async () => {
    setClock(`${TEST_TODAY}T12:30:00Z`)
    let isFailing = true
    // A plate saved three days ago: the row shows, and yesterday has nothing to repeat.
    const {
      saved_at: _,
      version: __,
      ...earlier
    } = buildPlateResponse(addDays(TEST_TODAY, -3), [buildPlateItem({ name: 'Cheeseburger' })])
    const fetchMock = stubApi({
      '/api/app-config': () => buildAppConfig(),
      '/api/available-options': () => buildOptions({ 'North Hall': ['Lunch'] }),
      '/foods': () => [buildFoodItem({ id: 'burger', name: 'Cheeseburger', dining_hall: 'North Hall' })],
      '/api/profile': () => buildCurrentUser({ name: 'Sam Rivera' }),
      '/api/plate': (url) => buildPlateResponse(url.searchParams.get('date') ?? TEST_TODAY),
      '/api/plate/recent': () =>
        isFailing
          ? jsonResponse({ detail: 'Not found' }, 404)
          : { plates: [{ ...earlier, items: earlier.items.map((item) => ({ ...item, dining_hall: 'North Hall' })) }] },
      '/api/favourites': () => ({ favourites: [] }),
    })
    await renderApp('/dashboard')
    expect(await screen.findByText('Could not load your recent plates.', {}, { timeout: 5000 })).toBeInTheDocument()

    setOnline(false)
    expect(
      await screen.findByText("You're offline: your recent plates will load when the connection returns."),
    ).toBeInTheDocument()
    expect(screen.queryByText('Could not load your recent plates.')).not.toBeInTheDocument()

    isFailing = false
    const asked = requestsTo(fetchMock, 'GET', '/api/plate/recent').length
    setOnline(true)
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/plate/recent').length).toBeGreaterThan(asked))
    await waitFor(() => expect(screen.queryByText('Could not load your recent plates.')).not.toBeInTheDocument())
    expect(await screen.findByText('Nothing was saved the day before.')).toBeInTheDocument()
  })
})
