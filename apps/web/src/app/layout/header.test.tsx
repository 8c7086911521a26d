import type { CurrentUser } from '@campusplate/shared'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions } from '@/test/factories'
import { jsonResponse, networkFailure, requestsTo, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

function stubHeaderApi({ user, logout }: { user?: CurrentUser; logout?: () => unknown } = {}) {
  setClock('2025-07-20T12:00:00Z')
  return stubApi({
    '/api/app-config': () => buildAppConfig({ app_title: 'CampusPlate', university_name: 'State University' }),
    '/api/available-options': () => buildOptions({}),
    ...(user ? { '/api/profile': () => user } : {}),
    '/auth/logout': logout ?? (() => ({ ok: true })),
  })
}

const banner = () => screen.getByRole('banner')

describe('header for a registered user (docs/product.md#header)', () => {
  it('shows the navigation, the picture, the name, the e-mail and Sign Out', async () => {
    stubHeaderApi({
      user: buildCurrentUser({ email: 'sam@example.edu', name: 'Sam Rivera', image: '/static/avatars/sam.webp' }),
    })
    renderApp('/dashboard')
    const nav = await within(banner()).findByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'History' })).toHaveAttribute('href', '/history')
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    expect(within(nav).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account')
    expect(within(banner()).getAllByText('Sam Rivera')[0]).toBeVisible()
    expect(within(banner()).getAllByText('sam@example.edu')[0]).toBeVisible()
    const [picture] = banner().querySelectorAll('img')
    expect(picture).toHaveAttribute('src', '/static/avatars/sam.webp')
    expect(within(banner()).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
    expect(within(banner()).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
  })

  it("falls back to the name's first letter, then to 'U' and 'User'", async () => {
    stubHeaderApi({ user: buildCurrentUser({ name: 'ana', image: null }) })
    const { unmount } = renderApp('/dashboard')
    expect((await within(banner()).findAllByText('A'))[0]).toBeInTheDocument()
    unmount()

    stubHeaderApi({ user: buildCurrentUser({ email: 'x@example.edu', name: '', image: null }) })
    renderApp('/dashboard')
    expect((await within(banner()).findAllByText('U'))[0]).toBeInTheDocument()
    expect(within(banner()).getAllByText('User')[0]).toBeInTheDocument()
    expect(banner().querySelector('img')).toBeNull()
  })

  it('refuses a script-like image URL and shows the initial instead', async () => {
    stubHeaderApi({ user: buildCurrentUser({ name: 'Mal', image: 'javascript:alert(1)' }) })
    renderApp('/dashboard')
    expect((await within(banner()).findAllByText('M'))[0]).toBeInTheDocument()
    expect(banner().querySelector('img')).toBeNull()
  })

  it("opens a mobile menu with 'Nutrition History' and closes it after following a link", async () => {
    stubHeaderApi({ user: buildCurrentUser({ name: 'Sam Rivera' }) })
    const { user, router } = renderApp('/dashboard')
    const toggle = await within(banner()).findByRole('button', { name: 'Menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const menu = document.getElementById(toggle.getAttribute('aria-controls') ?? '')
    expect(menu).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const mobileNav = within(banner()).getByRole('navigation', { name: 'Mobile' })
    expect(
      within(mobileNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Favourites', 'Nutrition History', 'Profile', 'Account'])
    await user.click(within(mobileNav).getByRole('link', { name: 'Nutrition History' }))
    // The History screen loads lazily: the navigation completes once it has arrived.
    await waitFor(() => expect(router.state.location.pathname).toBe('/history'), { timeout: 5000 })
    expect(await screen.findByRole('heading', { name: 'Nutrition History' }, { timeout: 5000 })).toBeInTheDocument()
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it.each([
    ['the toggle', () => within(banner()).getByRole('button', { name: 'Menu' })],
    ['a link inside the menu', () => within(banner()).getByRole('link', { name: 'Nutrition History' })],
  ])('closes the mobile menu on Escape from %s and returns focus to the toggle', async (_, focusTarget) => {
    stubHeaderApi({ user: buildCurrentUser({ name: 'Sam Rivera' }) })
    const { user } = renderApp('/dashboard')
    const toggle = await within(banner()).findByRole('button', { name: 'Menu' })
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    focusTarget().focus()

    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeVisible()
    expect(document.activeElement).toBe(toggle)
  })

  it('signs out: clears the user and goes to /login', async () => {
    const fetchMock = stubHeaderApi({ user: buildCurrentUser({ name: 'Sam Rivera' }) })
    window.localStorage.setItem('wasAuthenticated', 'true')
    const { user, router } = renderApp('/dashboard')
    await user.click(await within(banner()).findByRole('button', { name: 'Sign Out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('')
    expect(requestsTo(fetchMock, 'POST', '/auth/logout')).toHaveLength(1)
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument()
    expect(window.localStorage.getItem('wasAuthenticated')).toBeNull()
  })

  it("says 'Logout failed' and keeps the user signed in when the server is not reached", async () => {
    stubHeaderApi({ user: buildCurrentUser({ name: 'Sam Rivera' }), logout: networkFailure })
    const { user, router } = renderApp('/dashboard')
    await user.click(await within(banner()).findByRole('button', { name: 'Sign Out' }))
    expect(await within(banner()).findByRole('alert')).toHaveTextContent('Logout failed')
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(within(banner()).getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  })

  it('treats a 401 from logout as signed out already', async () => {
    stubHeaderApi({
      user: buildCurrentUser({ name: 'Sam Rivera' }),
      logout: () => jsonResponse({ detail: 'Not authenticated' }, 401),
    })
    window.localStorage.setItem('wasAuthenticated', 'true')
    const { user, router } = renderApp('/dashboard')
    await user.click(await within(banner()).findByRole('button', { name: 'Sign Out' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('')
  })
})

describe('header for guests and visitors (docs/product.md#header, #roles)', () => {
  it('shows a guest only the Sign In button, no navigation', async () => {
    stubHeaderApi()
    window.localStorage.setItem('guestUser', JSON.stringify({ guest: true, name: 'Guest User' }))
    renderApp('/dashboard')
    expect(await within(banner()).findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    expect(within(banner()).queryByRole('navigation')).not.toBeInTheDocument()
    expect(within(banner()).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument()
    expect(within(banner()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument()
    expect(within(banner()).queryByText('Guest User')).not.toBeInTheDocument()
  })

  it('shows an anonymous visitor only the Sign In button', async () => {
    stubHeaderApi()
    renderApp('/dashboard')
    expect(await within(banner()).findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    expect(within(banner()).queryByRole('navigation')).not.toBeInTheDocument()
    expect(within(banner()).queryByRole('link', { name: /dashboard|history|profile|account/i })).not.toBeInTheDocument()
  })
})
