import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions } from '@/test/factories'
import { setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const PAGES = [
  ['/profile', 'Profile Settings'],
  ['/account', 'Account Settings'],
  ['/history', 'Nutrition History'],
] as const

function stubRoutesApi(user?: unknown) {
  setClock('2025-07-20T12:00:00Z')
  return stubApi({
    '/api/app-config': () => buildAppConfig(),
    '/api/available-options': () => buildOptions({}),
    ...(user ? { '/api/profile': () => user } : {}),
  })
}

describe('guarded routes (docs/product.md#routes, #roles)', () => {
  it.each(PAGES)('sends an anonymous visitor from %s to /login', async (path) => {
    stubRoutesApi()
    const { router } = renderApp(path)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument()
  })

  it.each(PAGES)('sends a guest from %s to /login', async (path) => {
    stubRoutesApi()
    window.localStorage.setItem('guestUser', JSON.stringify({ guest: true, name: 'Guest User' }))
    const { router } = renderApp(path)
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it.each(PAGES)('opens %s for a registered user, with its heading', async (path, heading) => {
    stubRoutesApi(buildCurrentUser())
    const { router } = renderApp(path)
    // A lazily loaded screen may take a moment to arrive.
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText('This screen is coming soon.')).not.toBeInTheDocument()
    expect(router.state.location.pathname).toBe(path)
  })
})

describe('sign-in screens (docs/product.md#routes)', () => {
  it.each(['/login', '/register', '/forgot-password', '/reset-password?token=abc'])(
    'send a signed-in user from %s to /dashboard',
    async (path) => {
      stubRoutesApi(buildCurrentUser())
      const { router } = renderApp(path)
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    },
  )

  it.each([
    ['/register', 'Create your account'],
    ['/forgot-password', 'Forgot your password?'],
    ['/reset-password?token=abc', 'Reset your password'],
  ])('lets a visitor open %s', async (path, heading) => {
    stubRoutesApi()
    renderApp(path)
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
  })

  it('shows the public privacy policy with a link back to home', async () => {
    stubRoutesApi()
    renderApp('/privacy')
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
    const main = screen.getByRole('main')
    expect(main).toHaveTextContent('Last updated July 20, 2025')
    expect(main).toHaveTextContent(/may be inaccurate/)
    expect(main).toHaveTextContent(/not medical advice/)
    expect(main).toHaveTextContent(/replies within 24 hours/)
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })
})
