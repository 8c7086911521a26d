import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig } from '@/test/factories'
import { jsonResponse, networkFailure, requestsTo, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const SENT = 'If an account exists for that address, we sent a link to reset the password.'

function stubForgot(answer: () => unknown) {
  return stubApi({ '/api/app-config': () => buildAppConfig(), '/api/auth/forgot-password': answer })
}

async function requestLink(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.type(await screen.findByLabelText('Email Address'), email)
  await user.click(screen.getByRole('button', { name: 'Send Reset Link' }))
}

describe('forgot password screen (docs/product.md#forgot-password, #errors)', () => {
  it('sends the address and shows the check-your-email state', async () => {
    const fetchMock = stubForgot(() => ({ ok: true, detail: SENT }))
    const { user } = renderApp('/forgot-password')
    await requestLink(user, 'Ana@Example.edu')

    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument()
    // The form and its button are gone: focus moves to the new heading, so it is read out.
    expect(screen.getByRole('heading', { name: 'Check your email' })).toHaveFocus()
    expect(screen.getByText(SENT)).toBeInTheDocument()
    expect(screen.queryByLabelText('Email Address')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login')
    expect(requestsTo(fetchMock, 'POST', '/api/auth/forgot-password').map((call) => call.body)).toEqual([
      { email: 'ana@example.edu' },
    ])
  })

  it('says the same thing whatever the server adds, so it never tells whether an account exists', async () => {
    stubForgot(() => ({ ok: true, detail: 'Sent to ana@example.edu' }))
    const { user } = renderApp('/forgot-password')
    await requestLink(user, 'nobody@example.edu')
    expect(await screen.findByText(SENT)).toBeInTheDocument()
    expect(screen.queryByText(/ana@example.edu/)).not.toBeInTheDocument()
  })

  it("checks the address first ('Email is invalid')", async () => {
    const fetchMock = stubForgot(() => ({ ok: true }))
    const { user } = renderApp('/forgot-password')
    await requestLink(user, 'ana@')
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/auth/forgot-password')).toHaveLength(0)
  })

  it.each([
    [
      'the detail',
      () => jsonResponse({ detail: 'Too many attempts. Please wait a few minutes and try again.' }, 429),
      'Too many attempts. Please wait a few minutes and try again.',
    ],
    ["'Failed to send reset email'", () => new Response('', { status: 503 }), 'Failed to send reset email'],
    ["'Network error. Please try again.'", networkFailure, 'Network error. Please try again.'],
  ])('shows %s on failure', async (_, answer, message) => {
    stubForgot(answer)
    const { user } = renderApp('/forgot-password')
    await requestLink(user, 'ana@example.edu')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(screen.getByLabelText('Email Address')).toHaveValue('ana@example.edu')
  })
})
