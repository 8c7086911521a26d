import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions } from '@/test/factories'
import { setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

function stubSiteApi({ isSignedIn = false }: { isSignedIn?: boolean } = {}) {
  setClock('2025-07-20T12:00:00Z')
  return stubApi({
    '/api/app-config': () => buildAppConfig({ app_title: 'CampusPlate', university_name: 'State University' }),
    '/api/available-options': () => buildOptions({}),
    ...(isSignedIn ? { '/api/profile': () => buildCurrentUser({ name: 'Sam Rivera' }) } : {}),
  })
}

describe('document title per route', () => {
  it.each([
    ['/login', 'Sign In – CampusPlate'],
    ['/register', 'Create Account – CampusPlate'],
    ['/forgot-password', 'Forgot Password – CampusPlate'],
    ['/reset-password', 'Reset Password – CampusPlate'],
    ['/privacy', 'Privacy Policy – CampusPlate'],
    ['/dashboard', 'Dashboard – CampusPlate'],
  ])('titles %s "%s"', async (path, title) => {
    stubSiteApi()
    await renderApp(path)
    await waitFor(() => expect(document.title).toBe(title))
  })

  it.each([
    ['/profile', 'Profile Settings – CampusPlate'],
    ['/account', 'Account Settings – CampusPlate'],
    ['/history', 'Nutrition History – CampusPlate'],
  ])('titles %s "%s" for a registered user', async (path, title) => {
    stubSiteApi({ isSignedIn: true })
    await renderApp(path)
    await waitFor(() => expect(document.title).toBe(title))
  })
})

describe('route changes', () => {
  it('move focus to the new page heading and announce the page', async () => {
    stubSiteApi()
    const { user } = await renderApp('/login', { alsoLoads: ['/register'] })
    await screen.findByRole('heading', { name: 'Welcome back!' })
    const announcer = screen.getByTestId('route-announcer')
    expect(announcer).toHaveAttribute('aria-live', 'polite')
    expect(announcer).toBeEmptyDOMElement()

    await user.click(screen.getByRole('link', { name: 'Create an account' }))
    const heading = await screen.findByRole('heading', { name: 'Create your account', level: 1 })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(announcer).toHaveTextContent('Create Account')
    expect(document.title).toBe('Create Account – CampusPlate')
  })

  it('move focus from a navigation link to the heading of the page it opens', async () => {
    stubSiteApi({ isSignedIn: true })
    const { user } = await renderApp('/dashboard', { alsoLoads: ['/profile'] })
    const nav = await screen.findByRole('navigation', { name: 'Main' })
    await user.click(within(nav).getByRole('link', { name: 'Profile' }))
    await screen.findByRole('heading', { name: 'Profile Settings', level: 1 })
    // The lazy screen may replace its heading once its data arrives: focus follows the current one.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Profile Settings', level: 1 })),
    )
  })

  it('leave focus alone on the first page shown', async () => {
    stubSiteApi()
    await renderApp('/register')
    await screen.findByRole('heading', { name: 'Create your account', level: 1 })
    expect(document.activeElement).toBe(document.body)
  })
})
