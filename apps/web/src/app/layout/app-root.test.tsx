import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions, TEST_TODAY } from '@/test/factories'
import { heldAnswer, jsonResponse, requestsTo, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const notAuthenticated = () => jsonResponse({ detail: 'Not authenticated' }, 401)

/** A signed-in user whose session ends at the server: the plate call answers 401. */
function stubExpiringSession() {
  setClock(`${TEST_TODAY}T12:00:00Z`)
  return stubApi({
    '/api/app-config': () => buildAppConfig(),
    '/api/available-options': () => buildOptions({}),
    '/api/profile': () => buildCurrentUser({ name: 'Sam Rivera' }),
    '/api/plate': notAuthenticated,
  })
}

describe('a 401 from any call (docs/product.md#session-states)', () => {
  it('signs out and replaces the location with /login?expired=1 when the user had been authenticated', async () => {
    const fetchMock = stubExpiringSession()
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?expired=1')
    expect(requestsTo(fetchMock, 'GET', '/api/plate')).toHaveLength(1)
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    // Signed out: the login screen stays (it would redirect a signed-in user to /dashboard).
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument()
  })

  it('goes to plain /login when the user had not been authenticated', async () => {
    setClock(`${TEST_TODAY}T12:00:00Z`)
    stubApi({
      '/api/app-config': () => buildAppConfig(),
      '/api/available-options': () => buildOptions({}),
      '/api/profile': () => buildCurrentUser(),
      '/api/plate': () => {
        // This browser keeps no record of having been signed in (storage cleared meanwhile).
        window.localStorage.removeItem('wasAuthenticated')
        return notAuthenticated()
      },
    })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('')
    expect(screen.queryByText('Session expired')).not.toBeInTheDocument()
  })

  it("leaves an anonymous visitor's profile probe alone (a 401 there is the ordinary answer)", async () => {
    setClock(`${TEST_TODAY}T12:00:00Z`)
    window.localStorage.removeItem('wasAuthenticated')
    stubApi({
      '/api/app-config': () => buildAppConfig(),
      '/api/available-options': () => buildOptions({}),
      '/api/profile': notAuthenticated,
    })
    const { router } = renderApp('/dashboard')
    expect(await screen.findByText('No dining halls available')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('treats a 401 to the profile probe after a reload as an expiry when this browser had been signed in', async () => {
    setClock(`${TEST_TODAY}T12:00:00Z`)
    window.localStorage.setItem('wasAuthenticated', 'true')
    stubApi({
      '/api/app-config': () => buildAppConfig(),
      '/api/available-options': () => buildOptions({}),
      '/api/profile': notAuthenticated,
    })
    const { router } = renderApp('/dashboard')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?expired=1')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument()
    // Shown once: the next visit is an ordinary visitor's.
    await waitFor(() => expect(window.localStorage.getItem('wasAuthenticated')).toBeNull())
  })

  it('signs out without moving a person who is on a sign-in screen when the probe finds the session ended', async () => {
    setClock(`${TEST_TODAY}T12:00:00Z`)
    window.localStorage.setItem('wasAuthenticated', 'true')
    const fetchMock = stubApi({
      '/api/app-config': () => buildAppConfig(),
      '/api/profile': notAuthenticated,
    })
    const { router } = renderApp('/register')
    await waitFor(() => expect(requestsTo(fetchMock, 'GET', '/api/profile')).toHaveLength(1))
    await waitFor(() => expect(window.localStorage.getItem('wasAuthenticated')).toBeNull())
    expect(router.state.location.pathname).toBe('/register')
    expect(router.state.location.search).toBe('')
  })

  it('does not treat a wrong password (401 from the login call) as an expired session', async () => {
    setClock(`${TEST_TODAY}T12:00:00Z`)
    window.localStorage.setItem('wasAuthenticated', 'true')
    stubApi({
      '/api/app-config': () => buildAppConfig(),
      '/auth/login': () => jsonResponse({ detail: 'Invalid email or password' }, 401),
    })
    const { user, router } = renderApp('/login')
    await user.type(await screen.findByLabelText('Email Address'), 'sam@example.edu')
    await user.type(screen.getByLabelText('Password'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')
    expect(router.state.location.search).toBe('')
  })
})

describe("the sign-in screens while the start's profile probe is under way (issue 14)", () => {
  /** The start's profile probe, answered when the test releases it. */
  function stubHeldProbe() {
    const probe = heldAnswer<Response>()
    stubApi({
      '/api/app-config': () => buildAppConfig(),
      '/api/available-options': () => buildOptions({}),
      '/api/profile': () => probe.answer,
    })
    return probe
  }

  it('shows a first visitor the form at once, and keeps what they typed when the probe finds nobody', async () => {
    window.localStorage.removeItem('wasAuthenticated')
    const probe = stubHeldProbe()
    const { user, router } = renderApp('/login')
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Email Address'), 'sam@example.edu')

    probe.release(notAuthenticated())
    await probe.answer
    await waitFor(() => expect(screen.getByLabelText('Email Address')).toHaveValue('sam@example.edu'))
    expect(router.state.location.pathname).toBe('/login')
  })

  it('still sends a visitor the probe finds signed in to /dashboard', async () => {
    window.localStorage.removeItem('wasAuthenticated')
    const probe = stubHeldProbe()
    const { router } = renderApp('/register')
    expect(await screen.findByLabelText('First Name')).toBeInTheDocument()
    probe.release(jsonResponse(buildCurrentUser()))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('waits for the probe where this device recorded a session, rather than show a form it will leave', async () => {
    window.localStorage.setItem('wasAuthenticated', 'true')
    const probe = stubHeldProbe()
    const { router } = renderApp('/login')
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…')
    expect(screen.queryByRole('heading', { name: 'Welcome back!' })).not.toBeInTheDocument()
    probe.release(jsonResponse(buildCurrentUser()))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })
})
