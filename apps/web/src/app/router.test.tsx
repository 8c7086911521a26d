import { screen, waitFor, within } from '@testing-library/react'
import { isValidElement, type ReactNode } from 'react'
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions } from '@/test/factories'
import { callsTo, jsonResponse, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'
import { ROUTE_MODULES, SIGNED_IN_ROUTES } from './route-modules'
import { routes } from './router'
import { RequireRegisteredUser } from './routes/require-registered-user'

function stubVisitorApi(profile?: () => unknown) {
  setClock('2025-07-20T12:00:00Z')
  return stubApi({
    '/api/app-config': () => buildAppConfig({ app_title: 'CampusPlate', university_name: 'State University' }),
    '/api/available-options': () => buildOptions({}),
    ...(profile ? { '/api/profile': profile } : {}),
  })
}

const signInAsGuest = () =>
  window.localStorage.setItem('guestUser', JSON.stringify({ guest: true, name: 'Guest User' }))

describe('routes (docs/product.md#routes)', () => {
  it('sends an anonymous visitor from / to /login', async () => {
    stubVisitorApi()
    const { router } = await renderApp('/', { alsoLoads: ['/login'] })
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('sends a guest from / to /dashboard', async () => {
    stubVisitorApi()
    signInAsGuest()
    const { router } = await renderApp('/', { alsoLoads: ['/dashboard'] })
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('sends a signed-in user from / and from /login to /dashboard', async () => {
    stubVisitorApi(() => buildCurrentUser({ email: 'sam@example.edu', name: 'Sam' }))
    const { router } = await renderApp('/login', { alsoLoads: ['/dashboard'] })
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(window.localStorage.getItem('wasAuthenticated')).toBe('true')
  })

  it('redirects an unknown path to / (and so to /login)', async () => {
    stubVisitorApi()
    const { router } = await renderApp('/no/such/page', { alsoLoads: ['/', '/login'] })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it('names in SIGNED_IN_ROUTES exactly the routes behind the signed-in guard, whose pages ask for the profile', () => {
    const isGuard = (element: ReactNode): boolean =>
      isValidElement<{ children?: ReactNode }>(element) &&
      (element.type === RequireRegisteredUser || isGuard(element.props.children))
    const guarded = Object.keys(ROUTE_MODULES).filter((path) =>
      (matchRoutes(routes, path) ?? []).some(({ route }) => isGuard(route.element)),
    )
    expect(guarded.sort()).toEqual([...SIGNED_IN_ROUTES].sort())
  })

  it('lets an anonymous visitor open /dashboard (no guard)', async () => {
    stubVisitorApi()
    const { router } = await renderApp('/dashboard')
    expect(await screen.findByText('No dining halls available')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})

describe('login screen', () => {
  it("'Continue as Guest' stores a local guest user, never asks the server, and opens the dashboard", async () => {
    const fetchMock = stubVisitorApi()
    window.localStorage.setItem('wasAuthenticated', 'true')
    const { user, router } = await renderApp('/login', { alsoLoads: ['/dashboard'] })
    await user.click(await screen.findByRole('button', { name: 'Continue as Guest' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(JSON.parse(window.localStorage.getItem('guestUser') ?? 'null')).toEqual({ guest: true, name: 'Guest User' })
    expect(window.localStorage.getItem('wasAuthenticated')).toBeNull()
    for (const [, init] of fetchMock.mock.calls) expect(String(init?.body ?? '')).not.toContain('Guest User')
  })

  it("links to /register with 'Create an account'", async () => {
    stubVisitorApi()
    await renderApp('/login')
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register')
  })
})

describe('header', () => {
  it('shows the title, the university and a Sign In link to a guest, with no navigation', async () => {
    stubVisitorApi()
    signInAsGuest()
    await renderApp('/dashboard')
    const banner = await screen.findByRole('banner')
    expect(await within(banner).findByText('State University')).toBeInTheDocument()
    expect(within(banner).getByText('CampusPlate')).toBeInTheDocument()
    expect(within(banner).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument()
    expect(within(banner).queryByRole('link', { name: /dashboard|history|profile|account/i })).not.toBeInTheDocument()
  })

  it('does not ask the server for the profile of a guest', async () => {
    const fetchMock = stubVisitorApi()
    signInAsGuest()
    await renderApp('/dashboard')
    await screen.findByText('No dining halls available')
    expect(callsTo(fetchMock, '/api/profile')).toHaveLength(0)
  })

  it('shows Sign In to an anonymous visitor', async () => {
    stubVisitorApi(() => jsonResponse({ detail: 'Not authenticated' }, 401))
    await renderApp('/dashboard')
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
  })
})
