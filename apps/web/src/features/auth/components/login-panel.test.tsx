import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions } from '@/test/factories'
import { fakeSession, jsonResponse, networkFailure, requestsTo, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const sam = buildCurrentUser({ email: 'sam@example.edu', name: 'Sam Rivera' })

function stubLogin(login: () => unknown) {
  setClock('2025-07-20T12:00:00Z')
  const session = fakeSession(sam)
  const fetchMock = stubApi({
    '/api/app-config': () => buildAppConfig(),
    '/api/available-options': () => buildOptions({}),
    '/api/profile': session.profile,
    '/auth/login': () => {
      const answer = login()
      if (!(answer instanceof Response) || answer.ok) session.signIn()
      return answer
    },
  })
  return fetchMock
}

async function fillAndSubmit(user: UserEvent, email: string, password: string) {
  await user.type(await screen.findByLabelText('Email Address'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('login screen (docs/product.md#login)', () => {
  it('shows the product’s controls: heading, fields, links and buttons', async () => {
    stubLogin(() => ({ ok: true }))
    await renderApp('/login')
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument()
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register')
    for (const name of ['Sign In', 'Continue with Google', 'Continue as Guest']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
  })

  it('shows and hides the password', async () => {
    stubLogin(() => ({ ok: true }))
    const { user } = await renderApp('/login')
    const password = await screen.findByLabelText('Password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('signs in, fetches the profile and opens the dashboard', async () => {
    const fetchMock = stubLogin(() => ({ ok: true }))
    const { user, router } = await renderApp('/login', { alsoLoads: ['/dashboard'] })
    await fillAndSubmit(user, ' Sam@Example.edu ', 'Plates4all')

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(requestsTo(fetchMock, 'POST', '/auth/login').map((call) => call.body)).toEqual([
      { email: 'sam@example.edu', password: 'Plates4all' },
    ])
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
    expect(window.localStorage.getItem('wasAuthenticated')).toBe('true')
  })

  it("says 'Signing in...' while the sign-in is under way", async () => {
    let answer: (response: Response) => void = () => undefined
    const fetchMock = stubLogin(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { user } = await renderApp('/login')
    await fillAndSubmit(user, 'sam@example.edu', 'Plates4all')

    const button = await screen.findByRole('button', { name: 'Signing in...' })
    // Kept focusable (aria-disabled, not disabled), so focus does not fall to the page body.
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveFocus()
    await user.click(button)
    expect(requestsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(1)
    answer(jsonResponse({ detail: 'Invalid email or password' }, 401))
    expect(await screen.findByRole('button', { name: 'Sign In' })).not.toHaveAttribute('aria-disabled')
  })

  it('moves focus to the error after a failed sign-in', async () => {
    stubLogin(() => jsonResponse({ detail: 'Invalid email or password' }, 401))
    const { user } = await renderApp('/login')
    await fillAndSubmit(user, 'sam@example.edu', 'wrong')
    const alert = await screen.findByRole('alert')
    await waitFor(() => expect(document.activeElement).toBe(alert))
  })

  it("retires an old 'Authentication Error' when a new attempt fails its own checks", async () => {
    stubLogin(() => jsonResponse({ detail: 'Invalid email or password' }, 401))
    const { user } = await renderApp('/login')
    await fillAndSubmit(user, 'sam@example.edu', 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password')

    await user.clear(screen.getByLabelText('Password'))
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Password is required')).toBeInTheDocument()
    expect(screen.queryByText('Authentication Error')).not.toBeInTheDocument()
    expect(screen.queryByText('Invalid email or password')).not.toBeInTheDocument()
  })

  it("shows a failure in the 'Authentication Error' box and stays on /login", async () => {
    stubLogin(() => jsonResponse({ detail: 'Invalid email or password' }, 401))
    const { user, router } = await renderApp('/login')
    await fillAndSubmit(user, 'sam@example.edu', 'wrong')

    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Authentication Error')).toBeInTheDocument()
    expect(alert).toHaveTextContent('Invalid email or password')
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('')
  })

  it.each([
    [
      'a rate limit',
      () => jsonResponse({ detail: 'Too many attempts. Please wait a few minutes and try again.' }, 429),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    ['an answer without detail', () => new Response('', { status: 500 }), 'Login failed'],
    ['a network failure', networkFailure, 'Network error'],
  ])('reports %s', async (_, login, message) => {
    stubLogin(login)
    const { user } = await renderApp('/login')
    await fillAndSubmit(user, 'sam@example.edu', 'Plates4all')
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('requires the e-mail and the password before calling the server (docs/product.md#login-fields)', async () => {
    const fetchMock = stubLogin(() => ({ ok: true }))
    const { user } = await renderApp('/login')
    await user.click(await screen.findByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Email is required')).toBeInTheDocument()
    expect(screen.getByText('Password is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Email Address')).toHaveAttribute('aria-invalid', 'true')
    expect(requestsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(0)
  })

  it('focuses the first field in error, and drops a message once its field is fixed', async () => {
    const fetchMock = stubLogin(() => ({ ok: true }))
    const { user, router } = await renderApp('/login', { alsoLoads: ['/dashboard'] })
    const email = await screen.findByLabelText('Email Address')
    const password = screen.getByLabelText('Password')
    // Typing before any submit shows nothing: a message waits for the person to be done.
    await user.type(password, 'Plates4all')
    await user.clear(password)
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument()

    await user.type(email, 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByText('Password is required')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveFocus()

    await user.clear(email)
    await user.type(email, 'sam@example.edu')
    expect(email).not.toHaveAttribute('aria-invalid')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    await user.type(password, 'P')
    expect(screen.queryByText('Password is required')).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(0)

    await user.type(password, 'lates4all{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(requestsTo(fetchMock, 'POST', '/auth/login').map((call) => call.body)).toEqual([
      { email: 'sam@example.edu', password: 'Plates4all' },
    ])
  })

  it("shows 'Session expired' for /login?expired=1, and not otherwise", async () => {
    stubLogin(() => ({ ok: true }))
    const { unmount } = await renderApp('/login?expired=1')
    expect(await screen.findByText('Session expired')).toBeInTheDocument()
    expect(
      screen.getByText(/Plate changes you had not saved are kept on this device for when you sign in\./),
    ).toBeInTheDocument()
    unmount()
    await renderApp('/login')
    await screen.findByRole('heading', { name: 'Welcome back!' })
    expect(screen.queryByText('Session expired')).not.toBeInTheDocument()
  })

  it('signs a guest in as a registered user, leaving guest mode', async () => {
    stubLogin(() => ({ ok: true }))
    window.localStorage.setItem('guestUser', JSON.stringify({ guest: true, name: 'Guest User' }))
    const { user, router } = await renderApp('/login', { alsoLoads: ['/dashboard'] })
    await fillAndSubmit(user, 'sam@example.edu', 'Plates4all')
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(window.localStorage.getItem('guestUser')).toBeNull()
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
  })

  it('disables Continue with Google, with the reason, when the server has no Google sign-in', async () => {
    stubLogin(() => ({ ok: true }))
    await renderApp('/login')
    const google = await screen.findByRole('button', { name: 'Continue with Google' })
    await waitFor(() => expect(google).toBeDisabled())
    expect(google).toHaveAccessibleDescription('Google sign-in is not available on this server.')
  })
})

describe('login screen when the server cannot be reached', () => {
  it("shows 'Failed to connect to server' from the start-up profile fetch (docs/product.md#session-states)", async () => {
    stubApi({ '/api/app-config': () => buildAppConfig(), '/api/profile': networkFailure })
    await renderApp('/login')
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Authentication Error')).toBeInTheDocument()
    expect(alert).toHaveTextContent('Failed to connect to server')
  })
})
