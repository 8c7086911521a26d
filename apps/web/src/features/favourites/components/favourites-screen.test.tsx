import type { Favourite } from '@campusplate/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildFavourite, TEST_TODAY } from '@/test/factories'
import { heldAnswer, jsonResponse, networkFailure, requestsTo, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

// TEST_TODAY is Sunday 2025-07-20.
const tikka = buildFavourite({
  id: 'fav-tikka',
  dining_hall: 'North Hall',
  name: 'Chicken Tikka Masala',
  upcoming: [
    { date: TEST_TODAY, meal_name: 'Lunch', station: 'Grill' },
    { date: TEST_TODAY, meal_name: 'Dinner', station: 'World Kitchen' },
    { date: '2025-07-22', meal_name: 'Lunch', station: 'Grill' },
  ],
  last_served: '2025-07-12',
  times_served: 3,
  usual_gap_days: 8,
})
const pho = buildFavourite({
  id: 'fav-pho',
  dining_hall: 'South Hall',
  name: 'Pho Bò',
  upcoming: [{ date: '2025-07-23', meal_name: 'Dinner', station: 'Noodle Bar' }],
  last_served: '2025-07-12',
  times_served: 4,
  usual_gap_days: 8,
})
const brulee = buildFavourite({ id: 'fav-brulee', dining_hall: 'North Hall', name: 'Crème Brûlée' })

interface StubOptions {
  favourites?: Favourite[]
  /** Answers `GET /api/favourites` instead of the kept list. */
  list?: () => unknown
  /** Answers `DELETE /api/favourites/:id`; the favourite is removed unless the answer is a failure. */
  remove?: () => unknown
  user?: unknown
}

/** A signed-in user's server: `GET /api/favourites` lists what is kept, `DELETE` removes one. */
function stubFavouritesApi({ favourites = [], list, remove, user = buildCurrentUser() }: StubOptions = {}) {
  let kept = [...favourites]
  const removals = Object.fromEntries(
    favourites.map((favourite) => [
      `/api/favourites/${favourite.id}`,
      async () => {
        const answer = remove ? await remove() : { ok: true }
        if (!(answer instanceof Response)) kept = kept.filter((other) => other.id !== favourite.id)
        return answer
      },
    ]),
  )
  return stubApi({
    '/api/app-config': () => buildAppConfig(),
    '/api/profile': () => user,
    '/api/favourites': list ?? (() => ({ favourites: kept })),
    ...removals,
  })
}

const INTRO = 'Where your starred dishes are served today and in the days of the imported menus.'

/** The card of one favourite: the list item under its name's heading. */
async function findCard(name: string) {
  await screen.findByRole('heading', { level: 2, name }, { timeout: 5000 })
  const card = screen.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { level: 2, name }))
  if (!card) throw new Error(`No card for ${name}`)
  return card
}

describe('Favourites screen', () => {
  it('shows a loading state until the favourites arrive', async () => {
    const { answer, release } = heldAnswer<unknown>()
    stubFavouritesApi({ list: () => answer })
    await renderApp('/favourites')
    expect(await screen.findByText(INTRO, {}, { timeout: 5000 })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading…')

    release({ favourites: [brulee] })
    expect(await screen.findByRole('heading', { level: 2, name: 'Crème Brûlée' })).toBeInTheDocument()
    expect(within(screen.getByRole('main')).queryByRole('status')).not.toBeInTheDocument()
  })

  it('says the favourites could not be loaded, and loads them on Try again', async () => {
    let isDown = true
    const fetchMock = stubFavouritesApi({
      list: () => (isDown ? jsonResponse({ detail: 'Internal Server Error' }, 500) : { favourites: [brulee] }),
    })
    const { user } = await renderApp('/favourites')
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 })
    expect(alert).toHaveTextContent('Could not load your favourites.')
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument()

    isDown = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await findCard('Crème Brûlée')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, 'GET', '/api/favourites')).toHaveLength(2)
  })

  it('says there are no favourites yet and leads back to the menu', async () => {
    stubFavouritesApi({ favourites: [] })
    await renderApp('/favourites')
    expect(await screen.findByText('No favourites yet', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Star a dish on the menu to find it here on the days it is served.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/dashboard')
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('lists a favourite on today with its hall, meals and stations, and its later days', async () => {
    stubFavouritesApi({ favourites: [tikka] })
    await renderApp('/favourites')
    const card = await findCard('Chicken Tikka Masala')
    expect(within(card).getByText('North Hall')).toBeInTheDocument()
    expect(within(card).getByText(/^On today:/)).toHaveTextContent('On today: Lunch · Grill; Dinner · World Kitchen')
    // Each serving opens its menu.
    expect(within(card).getByRole('link', { name: 'Lunch · Grill' })).toHaveAttribute(
      'href',
      '/dashboard?date=2025-07-20&hall=North+Hall&meal=Lunch',
    )
    expect(within(card).getByRole('link', { name: 'Dinner · World Kitchen' })).toHaveAttribute(
      'href',
      '/dashboard?date=2025-07-20&hall=North+Hall&meal=Dinner',
    )
    expect(within(card).getByRole('heading', { level: 3, name: 'Coming up' })).toBeInTheDocument()
    expect(within(card).getByRole('listitem')).toHaveTextContent('Tue 22 Jul · Lunch · Grill')
    expect(within(card).getByRole('link', { name: 'Tue 22 Jul · Lunch · Grill' })).toHaveAttribute(
      'href',
      '/dashboard?date=2025-07-22&hall=North+Hall&meal=Lunch',
    )
    // On today, so the screen does not speak of when it was last served.
    expect(within(card).queryByText(/last/i)).not.toBeInTheDocument()
  })

  it('lists a favourite served on later days only with when it was last served and the days to come', async () => {
    stubFavouritesApi({ favourites: [pho] })
    await renderApp('/favourites')
    const card = await findCard('Pho Bò')
    expect(within(card).getByText('South Hall')).toBeInTheDocument()
    expect(within(card).queryByText(/On today/)).not.toBeInTheDocument()
    expect(within(card).getByText('Usually every 8 days; last on 12 Jul')).toBeInTheDocument()
    expect(within(card).getByRole('listitem')).toHaveTextContent('Wed 23 Jul · Dinner · Noodle Bar')
  })

  it.each([
    ['Not on the imported menus yet', { last_served: null, times_served: 0, usual_gap_days: null }],
    ['Served once; last yesterday', { last_served: '2025-07-19', times_served: 1, usual_gap_days: null }],
    ['Usually every day; last on Tuesday', { last_served: '2025-07-15', times_served: 5, usual_gap_days: 1 }],
    ['Usually every 10 days; last on 1 Jul', { last_served: '2025-07-01', times_served: 4, usual_gap_days: 10 }],
  ])('says “%s” of a favourite not on the menus', async (text, history) => {
    stubFavouritesApi({ favourites: [buildFavourite({ name: 'Veggie Burger', ...history })] })
    await renderApp('/favourites')
    const card = await findCard('Veggie Burger')
    expect(within(card).getByText(text)).toBeInTheDocument()
    expect(within(card).queryByText(/On today/)).not.toBeInTheDocument()
    expect(within(card).queryByRole('heading', { name: 'Coming up' })).not.toBeInTheDocument()
  })

  it('removes a favourite once the server has removed it, ignoring presses while it is on its way', async () => {
    let release: () => void = () => {}
    const removed = new Promise<void>((resolve) => (release = resolve))
    const fetchMock = stubFavouritesApi({
      favourites: [tikka, brulee],
      remove: () => removed.then(() => ({ ok: true })),
    })
    const { user } = await renderApp('/favourites')
    const card = await findCard('Crème Brûlée')
    const remove = within(card).getByRole('button', { name: 'Remove Crème Brûlée from favourites' })
    expect(remove).toHaveTextContent('Remove')

    await user.click(remove)
    await waitFor(() => expect(remove).toHaveAttribute('aria-busy', 'true'))
    await user.click(remove)
    // Not optimistic: the card stays until the server answers.
    expect(screen.getByRole('heading', { level: 2, name: 'Crème Brûlée' })).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'DELETE', '/api/favourites/fav-brulee')).toHaveLength(1)

    release()
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Crème Brûlée' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Chicken Tikka Masala' })).toBeInTheDocument()
    // Focus is not lost with the card: it goes to the Remove of the card before (none comes after).
    expect(screen.getByRole('button', { name: 'Remove Chicken Tikka Masala from favourites' })).toHaveFocus()
  })

  it('moves focus to the next card’s Remove when a card is removed', async () => {
    stubFavouritesApi({ favourites: [tikka, brulee] })
    const { user } = await renderApp('/favourites')
    const card = await findCard('Chicken Tikka Masala')
    await user.click(within(card).getByRole('button', { name: 'Remove Chicken Tikka Masala from favourites' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Crème Brûlée from favourites' })).toHaveFocus(),
    )
  })

  it('shows the empty state once the last favourite is removed', async () => {
    stubFavouritesApi({ favourites: [brulee] })
    const { user } = await renderApp('/favourites')
    const card = await findCard('Crème Brûlée')
    await user.click(within(card).getByRole('button', { name: 'Remove Crème Brûlée from favourites' }))
    expect(await screen.findByText('No favourites yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus())
  })

  it.each([
    [
      'the server’s detail when it refuses (429)',
      () => jsonResponse({ detail: 'Too many changes in a short time. Please wait a few minutes and try again.' }, 429),
      'Too many changes in a short time. Please wait a few minutes and try again.',
    ],
    [
      'its own message when the server gives no reason',
      () => new Response('', { status: 503 }),
      'Could not change your favourites. Please try again.',
    ],
    ['the network message when the server is not reached', networkFailure, 'Network error'],
  ])('keeps a favourite the server did not remove and says why: %s', async (_, answer, message) => {
    stubFavouritesApi({ favourites: [tikka, brulee], remove: answer })
    const { user } = await renderApp('/favourites')
    await user.click(
      within(await findCard('Crème Brûlée')).getByRole('button', { name: 'Remove Crème Brûlée from favourites' }),
    )
    const card = await findCard('Crème Brûlée')
    expect(await within(card).findByRole('alert')).toHaveTextContent(message)
    expect(within(card).getByRole('button', { name: 'Remove Crème Brûlée from favourites' })).not.toHaveAttribute(
      'aria-busy',
    )
    expect(within(await findCard('Chicken Tikka Masala')).queryByRole('alert')).not.toBeInTheDocument()
  })
})

describe('Favourites route', () => {
  it('sends a visitor to /login', async () => {
    stubApi({ '/api/app-config': () => buildAppConfig() })
    const { router } = await renderApp('/favourites', { alsoLoads: ['/login'] })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('sends a guest to /login', async () => {
    window.localStorage.setItem('guestUser', JSON.stringify({ guest: true, name: 'Guest User' }))
    stubApi({ '/api/app-config': () => buildAppConfig() })
    const { router } = await renderApp('/favourites', { alsoLoads: ['/login'] })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('says it failed to connect when the campus day cannot be loaded, and opens the list on Try again', async () => {
    let isDown = true
    stubApi({
      '/api/app-config': () => (isDown ? jsonResponse({ detail: 'Service Unavailable' }, 503) : buildAppConfig()),
      '/api/profile': () => buildCurrentUser(),
      '/api/favourites': () => ({ favourites: [brulee] }),
    })
    const { user } = await renderApp('/favourites')
    expect(await screen.findByText('Failed to connect to server', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument()

    isDown = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await findCard('Crème Brûlée')).toBeInTheDocument()
  })
})
