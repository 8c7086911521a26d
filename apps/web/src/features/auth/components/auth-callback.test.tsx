import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions } from '@/test/factories'
import { fakeSession, jsonResponse, requestsTo, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const TOKEN = 't'.repeat(43)

function stubCallback(exchange: () => unknown) {
  setClock('2025-07-20T12:00:00Z')
  const session = fakeSession(buildCurrentUser({ email: 'gia@example.edu', name: 'Gia' }))
  return stubApi({
    '/api/app-config': () => buildAppConfig({ google_enabled: true }),
    '/api/available-options': () => buildOptions({}),
    '/api/profile': session.profile,
    '/auth/exchange-token': () => {
      const answer = exchange()
      if (!(answer instanceof Response) || answer.ok) session.signIn()
      return answer
    },
  })
}

describe('/auth/callback (docs/product.md#routes)', () => {
  it('exchanges the token once, refreshes the profile and goes to /dashboard', async () => {
    const fetchMock = stubCallback(() => ({ ok: true }))
    const { router } = renderApp(`/auth/callback?token=${TOKEN}`)
    expect(screen.getByRole('status')).toHaveTextContent('Signing you in...')

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(requestsTo(fetchMock, 'POST', '/auth/exchange-token').map((call) => call.body)).toEqual([{ token: TOKEN }])
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
    expect(window.localStorage.getItem('wasAuthenticated')).toBe('true')
  })

  it.each([
    ['an error', `/auth/callback?error=google_denied&token=${TOKEN}`],
    ['a missing token', '/auth/callback'],
  ])('goes to /login on %s, without exchanging anything', async (_, path) => {
    const fetchMock = stubCallback(() => ({ ok: true }))
    const { router } = renderApp(path)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed')
    expect(requestsTo(fetchMock, 'POST', '/auth/exchange-token')).toHaveLength(0)
    // Shown for this visit; the history entry no longer carries it, so a reload shows a clean form.
    await waitFor(() => expect(router.state.location.state).toBeNull())
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed')
  })

  it('goes to /login when the exchange fails (spent or expired token), not to /login?expired=1', async () => {
    window.localStorage.setItem('wasAuthenticated', 'true')
    stubCallback(() =>
      jsonResponse({ detail: 'This sign-in link is invalid or has expired. Please sign in again.' }, 401),
    )
    const { router } = renderApp(`/auth/callback?token=${TOKEN}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed')
  })
})
