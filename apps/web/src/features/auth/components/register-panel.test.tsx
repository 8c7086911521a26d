import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions } from '@/test/factories'
import { fakeSession, jsonResponse, networkFailure, requestsTo, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const TERMS_LABEL = 'I agree to the Terms and Conditions and Privacy Policy'

function stubRegister(registerAnswer: () => unknown) {
  setClock('2025-07-20T12:00:00Z')
  const session = fakeSession(buildCurrentUser({ email: 'ana@example.edu', name: 'Ana Diaz' }))
  return stubApi({
    '/api/app-config': () => buildAppConfig(),
    '/api/available-options': () => buildOptions({}),
    '/api/profile': session.profile,
    '/auth/register': () => {
      const answer = registerAnswer()
      if (!(answer instanceof Response) || answer.ok) session.signIn()
      return answer
    },
  })
}

type User = ReturnType<typeof renderApp>['user']

async function fillForm(user: User, values: Partial<Record<string, string>> = {}) {
  const filled = {
    'First Name': 'Ana',
    'Last Name': 'Diaz',
    Email: 'ana@example.edu',
    Password: 'Plates4all',
    'Confirm Password': 'Plates4all',
    ...values,
  }
  for (const [label, value] of Object.entries(filled)) {
    const input = await screen.findByLabelText(label)
    await user.clear(input)
    if (value) await user.type(input, value)
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create Account' }))

describe('registration screen (docs/product.md#registration, #registration-fields)', () => {
  it("shows each required-field message and 'You must agree to the terms and conditions'", async () => {
    const fetchMock = stubRegister(() => ({ ok: true }))
    const { user } = renderApp('/register')
    await user.click(await screen.findByRole('button', { name: 'Create Account' }))

    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
      'You must agree to the terms and conditions',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByRole('checkbox', { name: TERMS_LABEL })).toHaveAccessibleDescription(
      'You must agree to the terms and conditions',
    )
    expect(requestsTo(fetchMock, 'POST', '/auth/register')).toHaveLength(0)
  })

  it.each([
    [{ Email: 'ana@example' }, 'Email is invalid'],
    [{ Password: 'Plate4', 'Confirm Password': 'Plate4' }, 'Password must be at least 8 characters long'],
    [
      { Password: 'PLATES4ALL', 'Confirm Password': 'PLATES4ALL' },
      'Password must contain at least one lowercase letter',
    ],
    [
      { Password: 'plates4all', 'Confirm Password': 'plates4all' },
      'Password must contain at least one uppercase letter',
    ],
    [{ Password: 'Platesforall', 'Confirm Password': 'Platesforall' }, 'Password must contain at least one number'],
    [{ 'Confirm Password': 'Plates4al1' }, 'Passwords do not match'],
  ])('%j shows %s', async (values, message) => {
    stubRegister(() => ({ ok: true }))
    const { user } = renderApp('/register')
    await fillForm(user, values)
    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }))
    await submit(user)
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('registers with first and last name, refreshes the profile and opens the dashboard', async () => {
    const fetchMock = stubRegister(() => jsonResponse({ ok: true }, 201))
    const { user, router } = renderApp('/register')
    await fillForm(user, { Email: ' Ana@Example.EDU ' })
    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }))
    await submit(user)

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(requestsTo(fetchMock, 'POST', '/auth/register').map((call) => call.body)).toEqual([
      { first_name: 'Ana', last_name: 'Diaz', email: 'ana@example.edu', password: 'Plates4all' },
    ])
    expect(requestsTo(fetchMock, 'GET', '/api/profile').length).toBeGreaterThanOrEqual(2)
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeInTheDocument()
  })

  it.each([
    [
      'the server detail',
      () => jsonResponse({ detail: 'An account with this email already exists' }, 409),
      'An account with this email already exists',
    ],
    [
      'a common-password refusal',
      () =>
        jsonResponse(
          { detail: 'This password is on a list of commonly used passwords. Please choose a less common one.' },
          400,
        ),
      'This password is on a list of commonly used passwords. Please choose a less common one.',
    ],
    ["'Registration failed' without a detail", () => new Response('', { status: 500 }), 'Registration failed'],
    ["'Error. Please try again.' on a network failure", networkFailure, 'Error. Please try again.'],
  ])('shows %s', async (_, answer, message) => {
    stubRegister(answer)
    const { user, router } = renderApp('/register')
    await fillForm(user)
    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }))
    await submit(user)
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(router.state.location.pathname).toBe('/register')
  })

  it("offers 'Sign in' and 'Reset password' when the address already has an account, and focuses the message", async () => {
    stubRegister(() => jsonResponse({ detail: 'An account with this email already exists' }, 409))
    const { user } = renderApp('/register')
    await fillForm(user)
    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }))
    await submit(user)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
    expect(within(alert).getByRole('link', { name: 'Reset password' })).toHaveAttribute('href', '/forgot-password')
    await waitFor(() => expect(document.activeElement).toBe(alert))
  })

  it('keeps Create Account focusable while it works, and offers the links only for a taken address', async () => {
    let answer: (response: Response) => void = () => undefined
    const fetchMock = stubRegister(() => new Promise<Response>((resolve) => (answer = resolve)))
    const { user } = renderApp('/register')
    await fillForm(user)
    await user.click(screen.getByRole('checkbox', { name: TERMS_LABEL }))
    await submit(user)
    const button = await screen.findByRole('button', { name: 'Creating Account...' })
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).toHaveFocus()
    await user.click(button)
    expect(requestsTo(fetchMock, 'POST', '/auth/register')).toHaveLength(1)
    answer(new Response('', { status: 500 }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Registration failed')
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument()
    await waitFor(() => expect(document.activeElement).toBe(alert))
  })

  it('names the common-password rule in the password hint', async () => {
    stubRegister(() => ({ ok: true }))
    renderApp('/register')
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(/not a commonly used password/)
  })

  it('opens the terms and the privacy policy in dialogs, with the product’s facts', async () => {
    stubRegister(() => ({ ok: true }))
    const { user } = renderApp('/register')

    await user.click(await screen.findByRole('button', { name: 'Terms and Conditions' }))
    const terms = screen.getByRole('dialog', { name: 'Terms and Conditions' })
    expect(terms).toHaveTextContent('Last updated July 20, 2025')
    expect(terms).toHaveTextContent(/may be inaccurate/)
    expect(terms).toHaveTextContent(/not medical advice/)
    expect(terms).toHaveTextContent(/replies within 24 hours/)
    await user.click(within(terms).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }))
    const privacy = screen.getByRole('dialog', { name: 'Privacy Policy' })
    expect(privacy).toHaveTextContent(/may be inaccurate/)
    expect(privacy).toHaveTextContent(/not medical advice/)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    // Reading the documents does not tick the box.
    expect(screen.getByRole('checkbox', { name: TERMS_LABEL })).not.toBeChecked()
  })

  it("offers 'Sign up with Google' and a way back to sign in", async () => {
    stubRegister(() => ({ ok: true }))
    renderApp('/register')
    expect(await screen.findByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login')
  })
})
