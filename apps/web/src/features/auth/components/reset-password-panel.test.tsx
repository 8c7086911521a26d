import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { buildAppConfig } from '@/test/factories'
import { jsonResponse, networkFailure, requestsTo, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

const TOKEN = 'a'.repeat(43)

function stubReset(answer: () => unknown, check: () => unknown = () => ({ ok: true })) {
  return stubApi({
    '/api/app-config': () => buildAppConfig(),
    '/api/auth/reset-password': answer,
    '/api/auth/reset-password/check': check,
  })
}

async function choosePassword(user: ReturnType<typeof renderApp>['user'], password: string, confirmation = password) {
  await user.type(await screen.findByLabelText('New Password'), password)
  await user.type(screen.getByLabelText('Confirm New Password'), confirmation)
  await user.click(screen.getByRole('button', { name: 'Reset Password' }))
}

describe('reset password screen (docs/product.md#reset-password, #reset-fields, #errors)', () => {
  it.each(['/reset-password', '/reset-password?token='])(
    'says the link is invalid without a token (%s)',
    async (path) => {
      stubReset(() => ({ ok: true }))
      renderApp(path)
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Invalid reset link. Please request a new password reset.',
      )
      expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
    },
  )

  it('says a used or expired link is no longer valid as soon as the page opens, before any typing', async () => {
    const fetchMock = stubReset(
      () => ({ ok: true }),
      () =>
        jsonResponse(
          { detail: 'This reset link is invalid or has expired. Please request a new password reset.' },
          400,
        ),
    )
    renderApp(`/reset-password?token=${TOKEN}`)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('This reset link is invalid or has expired. Please request a new password reset.')
    expect(alert).not.toHaveTextContent('token')
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password')
    expect(requestsTo(fetchMock, 'POST', '/api/auth/reset-password/check').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ])
  })

  it('says a malformed link is invalid without asking the server, and without naming a field', async () => {
    const fetchMock = stubReset(() => ({ ok: true }))
    renderApp('/reset-password?token=abc')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(/^Invalid reset link\. Please request a new password reset\.$/)
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/auth/reset-password/check')).toHaveLength(0)
  })

  it('still offers the form when the link cannot be checked (the reset itself will say)', async () => {
    stubReset(() => ({ ok: true }), networkFailure)
    renderApp(`/reset-password?token=${TOKEN}`)
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument()
  })

  it('takes the token out of the address once read, keeping the history entry', async () => {
    const fetchMock = stubReset(() => ({ ok: true }))
    const { router } = renderApp(`/reset-password?token=${TOKEN}&from=mail`)
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/reset-password')
    expect(router.state.location.search).toBe('?from=mail')
    expect(router.state.historyAction).toBe('REPLACE')
    expect(requestsTo(fetchMock, 'POST', '/api/auth/reset-password/check').map((call) => call.body)).toEqual([
      { token: TOKEN },
    ])
  })

  it('checks the length and that both entries match', async () => {
    const fetchMock = stubReset(() => ({ ok: true }))
    const { user } = renderApp(`/reset-password?token=${TOKEN}`)
    await choosePassword(user, 'Ab1')
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('New Password'))
    await user.type(screen.getByLabelText('New Password'), 'Plates4all')
    await user.clear(screen.getByLabelText('Confirm New Password'))
    await user.type(screen.getByLabelText('Confirm New Password'), 'Plates4alL')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/auth/reset-password')).toHaveLength(0)
  })

  it('resets, shows the success state, then goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchMock = stubReset(() => ({ ok: true }))
    const { user, router } = renderApp(`/reset-password?token=${TOKEN}`, {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    })
    await choosePassword(user, 'Plates4all')

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been reset.')
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus()
    expect(requestsTo(fetchMock, 'POST', '/api/auth/reset-password').map((call) => call.body)).toEqual([
      { token: TOKEN, new_password: 'Plates4all' },
    ])
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2900)
    })
    expect(router.state.location.pathname).toBe('/reset-password')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200)
    })
    expect(router.state.location.pathname).toBe('/login')
  })

  it.each([
    [
      'the detail',
      () =>
        jsonResponse(
          { detail: 'This reset link is invalid or has expired. Please request a new password reset.' },
          400,
        ),
      'This reset link is invalid or has expired. Please request a new password reset.',
    ],
    ["'Failed to reset password'", () => new Response('', { status: 500 }), 'Failed to reset password'],
    ['the network message', networkFailure, 'Network error. Please try again.'],
  ])('shows %s on failure', async (_, answer, message) => {
    stubReset(answer)
    const { user, router } = renderApp(`/reset-password?token=${TOKEN}`)
    await choosePassword(user, 'Plates4all')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    await waitFor(() => expect(document.activeElement).toBe(alert))
    expect(router.state.location.pathname).toBe('/reset-password')
  })
})
