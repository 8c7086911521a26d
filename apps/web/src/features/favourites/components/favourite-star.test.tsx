import type { Favourite } from '@campusplate/shared'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  buildAppConfig,
  buildCurrentUser,
  buildFavourite,
  buildFoodItem,
  buildOptions,
  buildPlateResponse,
  TEST_TODAY,
} from '@/test/factories'
import { bodyOf, jsonResponse, requestsTo, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const burger = buildFoodItem({ id: 'burger', name: 'Cheeseburger', dining_hall: 'North Hall' })
const salad = buildFoodItem({ id: 'salad', name: 'Garden Salad', dining_hall: 'North Hall' })

/** The id the fake server gives a newly starred dish. */
const STARRED_ID = 'fav-starred'

interface StubOptions {
  favourites?: Favourite[]
  /** Answers `POST /api/favourites`; the dish is starred unless the answer is a failure. */
  star?: () => unknown
  /** Who opens the dashboard: a registered user unless told otherwise. */
  visitor?: 'registered' | 'guest' | 'anonymous'
  /** Holds every `GET /api/favourites` answer until this settles. */
  listingsHeldUntil?: Promise<void>
}

/** The dashboard's server at lunchtime: North Hall's lunch, and the user's favourites. */
function stubDashboard({ favourites = [], star, visitor = 'registered', listingsHeldUntil }: StubOptions = {}) {
  setClock(`${TEST_TODAY}T12:30:00Z`)
  if (visitor === 'guest') window.localStorage.setItem('guestUser', JSON.stringify({ guest: true, name: 'Guest User' }))
  let kept = [...favourites]
  const unstar = (id: string) => () => {
    kept = kept.filter((favourite) => favourite.id !== id)
    return { ok: true }
  }
  return stubApi({
    '/api/app-config': () => buildAppConfig(),
    '/api/available-options': () => buildOptions({ 'North Hall': ['Lunch'] }),
    '/foods': () => [burger, salad],
    ...(visitor === 'registered' ? { '/api/profile': () => buildCurrentUser({ name: 'Sam Rivera' }) } : {}),
    '/api/plate': (url) => buildPlateResponse(url.searchParams.get('date') ?? TEST_TODAY),
    '/api/plate/recent': () => ({ plates: [] }),
    '/api/favourites': async (_, init) => {
      if (init?.method !== 'POST') {
        const listing = { favourites: kept }
        if (listingsHeldUntil) await listingsHeldUntil
        return listing
      }
      const answer = star ? await star() : undefined
      if (answer instanceof Response) return answer
      const created = buildFavourite({ id: STARRED_ID, ...(bodyOf(init) as object) })
      kept = [created, ...kept]
      return created
    },
    [`/api/favourites/${STARRED_ID}`]: unstar(STARRED_ID),
    ...Object.fromEntries(favourites.map((favourite) => [`/api/favourites/${favourite.id}`, unstar(favourite.id)])),
  })
}

/** A dish's star once the favourites have loaded: until then it shows as busy and ignores presses. */
async function findStar(dish: string) {
  const star = await screen.findByRole('button', { name: `Favourite ${dish}` }, { timeout: 5000 })
  await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'))
  return star
}

describe('favourite star on a menu item', () => {
  it('is a toggle named after its dish, and stars the dish when pressed', async () => {
    const fetchMock = stubDashboard()
    const { user } = await renderApp('/dashboard')
    const star = await findStar('Cheeseburger')
    expect(star).toHaveAttribute('aria-pressed', 'false')
    expect(await findStar('Garden Salad')).toHaveAttribute('aria-pressed', 'false')

    await user.click(star)
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'))
    expect(requestsTo(fetchMock, 'POST', '/api/favourites').map((request) => request.body)).toEqual([
      { dining_hall: 'North Hall', name: 'Cheeseburger' },
    ])
    expect(await findStar('Garden Salad')).toHaveAttribute('aria-pressed', 'false')
  })

  it('is pressed for a dish of the same hall starred under another spelling, not for the same name elsewhere', async () => {
    stubDashboard({
      favourites: [
        buildFavourite({ dining_hall: 'North Hall', name: 'CHEESEBURGER ' }),
        buildFavourite({ dining_hall: 'South Hall', name: 'Garden Salad' }),
      ],
    })
    await renderApp('/dashboard')
    const star = await findStar('Cheeseburger')
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'))
    expect(await findStar('Garden Salad')).toHaveAttribute('aria-pressed', 'false')
  })

  it('unstars with Enter and stars again with Space', async () => {
    const starred = buildFavourite({ id: 'fav-burger', dining_hall: 'North Hall', name: 'Cheeseburger' })
    const fetchMock = stubDashboard({ favourites: [starred] })
    const { user } = await renderApp('/dashboard')
    const star = await findStar('Cheeseburger')
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'))

    star.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'false'))
    expect(requestsTo(fetchMock, 'DELETE', '/api/favourites/fav-burger')).toHaveLength(1)
    await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'))

    await user.keyboard(' ')
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'))
    expect(requestsTo(fetchMock, 'POST', '/api/favourites')).toHaveLength(1)
  })

  it('is busy and ignores presses while a change is on its way', async () => {
    let release: () => void = () => {}
    const answered = new Promise<void>((resolve) => (release = resolve))
    const fetchMock = stubDashboard({ star: () => answered })
    const { user } = await renderApp('/dashboard')
    const star = await findStar('Cheeseburger')
    await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'))

    await user.click(star)
    await waitFor(() => expect(star).toHaveAttribute('aria-busy', 'true'))
    // The star shows the change at once, before the server has answered.
    expect(star).toHaveAttribute('aria-pressed', 'true')
    await user.click(star)
    expect(requestsTo(fetchMock, 'POST', '/api/favourites')).toHaveLength(1)

    release()
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'))
    expect(requestsTo(fetchMock, 'POST', '/api/favourites')).toHaveLength(1)
    expect(requestsTo(fetchMock, 'DELETE', `/api/favourites/${STARRED_ID}`)).toHaveLength(0)
  })

  it('keeps a press made while the favourites load, and stars the dish once they arrive', async () => {
    let release: () => void = () => {}
    const fetchMock = stubDashboard({ listingsHeldUntil: new Promise<void>((resolve) => (release = resolve)) })
    const { user } = await renderApp('/dashboard')
    const star = await screen.findByRole('button', { name: 'Favourite Cheeseburger' }, { timeout: 5000 })
    expect(star).toHaveAttribute('aria-busy', 'true')

    await user.click(star)
    await user.click(star)
    expect(requestsTo(fetchMock, 'POST', '/api/favourites')).toHaveLength(0)
    release()
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'))
    await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'))
    expect(requestsTo(fetchMock, 'POST', '/api/favourites')).toHaveLength(1)
  })

  it('leaves a dish starred when a press made while loading finds it already a favourite', async () => {
    let release: () => void = () => {}
    const fetchMock = stubDashboard({
      favourites: [buildFavourite({ id: 'fav-burger', dining_hall: 'North Hall', name: 'Cheeseburger' })],
      listingsHeldUntil: new Promise<void>((resolve) => (release = resolve)),
    })
    const { user } = await renderApp('/dashboard')
    const star = await screen.findByRole('button', { name: 'Favourite Cheeseburger' }, { timeout: 5000 })
    await user.click(star)
    release()
    await waitFor(() => expect(star).not.toHaveAttribute('aria-busy'))
    expect(star).toHaveAttribute('aria-pressed', 'true')
    expect(requestsTo(fetchMock, 'POST', '/api/favourites')).toHaveLength(0)
    expect(requestsTo(fetchMock, 'DELETE', '/api/favourites/fav-burger')).toHaveLength(0)
  })

  it.each([
    [
      'You can keep at most 200 favourites. Remove one to add another.',
      () => jsonResponse({ detail: 'You can keep at most 200 favourites. Remove one to add another.' }, 409),
    ],
    [
      'Too many changes in a short time. Please wait a few minutes and try again.',
      () => jsonResponse({ detail: 'Too many changes in a short time. Please wait a few minutes and try again.' }, 429),
    ],
    ['Could not change your favourites. Please try again.', () => new Response('', { status: 503 })],
  ])('says “%s” when the server refuses the star, and stays unpressed', async (message, answer) => {
    stubDashboard({ star: answer })
    const { user } = await renderApp('/dashboard')
    const star = await findStar('Cheeseburger')
    await user.click(star)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(star).toHaveAttribute('aria-pressed', 'false')
  })

  it('says it cannot change offline, sends nothing, and clears the message once back online', async () => {
    const fetchMock = stubDashboard()
    const { user } = await renderApp('/dashboard')
    const star = await findStar('Cheeseburger')
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    window.dispatchEvent(new Event('offline'))
    await user.click(star)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You're offline: favourites can be changed once you're back online.",
    )
    expect(star).toHaveAttribute('aria-pressed', 'false')
    expect(requestsTo(fetchMock, 'POST', '/api/favourites')).toHaveLength(0)
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    onLine.mockRestore()
  })

  it.each([
    ['an anonymous visitor', 'anonymous'],
    ['a guest', 'guest'],
  ] as const)('is not offered to %s, who still gets the menu', async (_, visitor) => {
    const fetchMock = stubDashboard({ visitor })
    await renderApp('/dashboard')
    expect(await screen.findByRole('button', { name: 'Add Cheeseburger' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryAllByRole('button', { name: /^Favourite / })).toHaveLength(0)
    expect(requestsTo(fetchMock, 'GET', '/api/favourites')).toHaveLength(0)
  })
})
