import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions } from '@/test/factories'
import { fakeSession, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const providers = [
  { id: 'north', label: 'Continue with Northfield University', login_path: '/auth/oidc/north/login' },
  { id: 'saml', label: 'Continue with Northfield SSO', login_path: '/auth/saml/login' },
]

function stubConfig(extra: Parameters<typeof buildAppConfig>[0]) {
  const session = fakeSession(buildCurrentUser({ email: 'ada@northfield.test', name: 'Ada Lovelace' }))
  return stubApi({
    '/api/app-config': () => buildAppConfig({ sign_in_providers: providers, ...extra }),
    '/api/available-options': () => buildOptions({}),
    '/api/profile': session.profile,
    '/api/auth/link-account': () => {
      session.signIn()
      return { ok: true }
    },
  })
}

describe('campus sign-in buttons', () => {
  it('shows each configured provider beside the password form', async () => {
    stubConfig({})
    renderApp('/login')
    expect(await screen.findByRole('heading', { name: 'Welcome back!' })).toBeInTheDocument()
    for (const { label } of providers) expect(await screen.findByRole('button', { name: label })).toBeInTheDocument()
    expect(screen.getByLabelText('Email Address')).toBeInTheDocument()
  })

  it.each(['/login', '/register'])('shows only the campus buttons on %s in campus-only mode', async (path) => {
    stubConfig({ password_sign_in: false, guest_mode: false })
    renderApp(path)
    expect(await screen.findByRole('button', { name: providers[0]?.label })).toBeInTheDocument()
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(providers.map((p) => p.label))
    expect(screen.queryByLabelText('Email Address')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull()
  })

  it('asks for the existing account’s password at the link step, then opens the dashboard', async () => {
    const fetchMock = stubConfig({})
    const { user, router } = renderApp('/auth/callback?link=link-token-link-token-link-token')
    expect(await screen.findByRole('heading', { name: 'Link your existing account' })).toBeInTheDocument()
    await user.type(screen.getByLabelText('Password'), 'Grilled-Tofu-42')
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/auth/link-account'))
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      token: 'link-token-link-token-link-token',
      password: 'Grilled-Tofu-42',
    })
  })
})
