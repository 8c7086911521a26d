import { ACCOUNT_MESSAGES, EXPORT_MESSAGES, RECENT_PROOF_MESSAGES } from '@campusplate/shared'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { buildAppConfig, buildCurrentUser } from '@/test/factories'
import { jsonResponse, networkFailure, requestsTo, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'
import { ACCOUNT_UI } from '../messages'

type Handler = Parameters<typeof stubApi>[0][string]

const sam = buildCurrentUser({ email: 'sam@example.edu', name: 'Sam Rivera' })

function stubAccount(handlers: Record<string, Handler> = {}, { hasPassword = true } = {}) {
  let user = sam
  return stubApi({
    '/api/app-config': () => buildAppConfig({ support_url: 'https://forms.example.edu/support' }),
    '/api/account': () => ({ email: user.email, has_password: hasPassword, has_google: false }),
    '/api/profile': (url, init) => {
      if (init?.method === 'PUT') {
        const answer = handlers['PUT /api/profile']?.(url, init)
        if (answer instanceof Response && !answer.ok) return answer
        user = { ...user, profile: { ...user.profile, ...JSON.parse(String(init.body)) } }
        return answer ?? { ok: true }
      }
      return user
    },
    ...handlers,
  })
}

/** Opens /account; `alsoLoads` names the screens the test goes on to. */
async function openAccount(alsoLoads: readonly string[] = []) {
  const app = await renderApp('/account', { alsoLoads })
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' })
  await screen.findByRole('button', { name: ACCOUNT_UI.editName })
  return app
}

describe('Account Settings name (docs/product.md#account-actions, #validation, #errors)', () => {
  it.each([
    [ACCOUNT_UI.editName, ACCOUNT_UI.name],
    [ACCOUNT_UI.editEmail, ACCOUNT_UI.email],
    [ACCOUNT_UI.changePassword, ACCOUNT_UI.currentPassword],
  ])('%s focuses its first field, and Escape cancels and returns to it', async (button, field) => {
    const fetchMock = stubAccount()
    const { user } = await openAccount()
    await user.click(screen.getByRole('button', { name: button }))
    expect(screen.getByLabelText(field, { exact: true })).toHaveFocus()
    await user.keyboard('x{Escape}')
    expect(screen.queryByLabelText(field, { exact: true })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: button })).toHaveFocus()
    expect(requestsTo(fetchMock, 'PUT', '/api/profile')).toHaveLength(0)
  })

  it('shows the name rules from the shared schema and saves nothing while they fail', async () => {
    const fetchMock = stubAccount()
    const { user } = await openAccount()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.editName }))
    const field = screen.getByLabelText(ACCOUNT_UI.name)
    await user.clear(field)
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText('Name cannot be empty')).toBeInTheDocument()
    await user.type(field, 'S')
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'x'.repeat(51))
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText('Name must be less than 50 characters')).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'PUT', '/api/profile')).toHaveLength(0)
  })

  it("saves the trimmed name, says 'Name updated!' and shows the new name in the header at once", async () => {
    const fetchMock = stubAccount()
    const { user } = await openAccount()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.editName }))
    const field = screen.getByLabelText(ACCOUNT_UI.name)
    await user.clear(field)
    await user.type(field, '  Samantha Rivera ')
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText(ACCOUNT_UI.nameUpdated)).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'PUT', '/api/profile').map((call) => call.body)).toEqual([{ name: 'Samantha Rivera' }])
    expect((await within(screen.getByRole('banner')).findAllByText('Samantha Rivera')).length).toBeGreaterThan(0)
    // Only the one profile load: the header read the cache.
    expect(requestsTo(fetchMock, 'GET', '/api/profile')).toHaveLength(1)
  })

  it.each([
    [jsonResponse({ detail: 'Name must be at least 2 characters' }, 400), ACCOUNT_UI.nameInvalidFormat],
    [jsonResponse({ detail: 'Internal error' }, 500), ACCOUNT_UI.nameUpdateFailed],
  ])('shows the product’s message for a failed save (%#)', async (answer, message) => {
    stubAccount({ 'PUT /api/profile': () => answer.clone() })
    const { user } = await openAccount()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.editName }))
    await user.type(screen.getByLabelText(ACCOUNT_UI.name), 'x')
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(screen.getByLabelText(ACCOUNT_UI.name)).toBeInTheDocument()
  })
})

describe('Account Settings e-mail (docs/product.md#account-actions, #validation, #errors)', () => {
  it('checks the address with the shared rules', async () => {
    const fetchMock = stubAccount()
    const { user } = await openAccount()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.editEmail }))
    const field = screen.getByLabelText(ACCOUNT_UI.email)
    await user.clear(field)
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailEmpty)).toBeInTheDocument()
    await user.type(field, 'not-an-address')
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailInvalid)).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'PUT', '/api/profile/email')).toHaveLength(0)
  })

  it.each([
    [() => jsonResponse({ detail: ACCOUNT_MESSAGES.emailInUse }, 409), ACCOUNT_MESSAGES.emailInUse],
    [() => networkFailure(), ACCOUNT_UI.networkError],
    [() => jsonResponse({ detail: 'bad' }, 400), ACCOUNT_UI.emailInvalidFormat],
    [() => jsonResponse({ detail: 'boom' }, 500), ACCOUNT_UI.emailUpdateFailed],
  ])('shows the product’s message for a refused change (%#)', async (answer, message) => {
    stubAccount({ '/api/profile/email': answer })
    const { user } = await openAccount()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.editEmail }))
    const field = screen.getByLabelText(ACCOUNT_UI.email)
    await user.clear(field)
    await user.type(field, 'taken@example.edu')
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it("says 'Email updated! Redirecting to login...' and signs out to /login after 1.5 s", async () => {
    const fetchMock = stubAccount({ '/api/profile/email': () => ({ ok: true }) })
    const { user, router } = await openAccount(['/login'])
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.editEmail }))
    const field = screen.getByLabelText(ACCOUNT_UI.email)
    await user.clear(field)
    await user.type(field, 'New@Example.edu')
    const sentAt = Date.now()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.emailUpdated)).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'PUT', '/api/profile/email').map((call) => call.body)).toEqual([
      { email: 'new@example.edu' },
    ])
    expect(router.state.location.pathname).toBe('/account')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 })
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1400)
    expect(router.state.location.search).toBe('?signed-out=email-changed')
    expect(await screen.findByText('Your email address was changed. Sign in with the new address.')).toBeVisible()
  })
})

describe('Account Settings password (docs/product.md#account-actions, #validation, #errors)', () => {
  async function openPasswordForm(handlers: Record<string, Handler> = {}, options = {}) {
    const fetchMock = stubAccount(handlers, options)
    const app = await openAccount()
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_UI.changePassword }))
    return { ...app, fetchMock }
  }

  it('checks each rule before sending, with show/hide toggles', async () => {
    const { user, fetchMock } = await openPasswordForm()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeInTheDocument()
    const next = screen.getByLabelText(ACCOUNT_UI.newPassword)
    for (const [typed, message] of [
      ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
      ['abcdefg1', 'Password must contain at least one uppercase letter'],
      ['Abcdefgh', 'Password must contain at least one number'],
    ] as const) {
      await user.clear(next)
      await user.type(next, typed)
      await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    await user.clear(next)
    await user.type(next, 'Abcdefg1')
    await user.type(screen.getByLabelText(ACCOUNT_UI.confirmNewPassword), 'Abcdefg2')
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordsDoNotMatch)).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/account/change-password')).toHaveLength(0)

    expect(screen.getByLabelText(ACCOUNT_UI.currentPassword)).toHaveAttribute('type', 'password')
    const [showCurrent] = screen.getAllByRole('button', { name: 'Show password' })
    await user.click(showCurrent as HTMLElement)
    expect(screen.getByLabelText(ACCOUNT_UI.currentPassword)).toHaveAttribute('type', 'text')
  })

  it("changes the password and says 'Password updated successfully!' for 3 s", async () => {
    const { user, fetchMock } = await openPasswordForm({ '/api/account/change-password': () => ({ ok: true }) })
    await user.type(screen.getByLabelText(ACCOUNT_UI.currentPassword), 'OldPass1')
    await user.type(screen.getByLabelText(ACCOUNT_UI.newPassword), 'NewPass12')
    await user.type(screen.getByLabelText(ACCOUNT_UI.confirmNewPassword), 'NewPass12')
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordUpdated)).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/account/change-password').map((call) => call.body)).toEqual([
      { current_password: 'OldPass1', new_password: 'NewPass12' },
    ])
    expect(screen.queryByLabelText(ACCOUNT_UI.currentPassword)).not.toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText(ACCOUNT_MESSAGES.passwordUpdated)).not.toBeInTheDocument(), {
      timeout: 4000,
    })
  })

  it.each([
    [
      () => jsonResponse({ detail: ACCOUNT_MESSAGES.currentPasswordIncorrect }, 400),
      ACCOUNT_MESSAGES.currentPasswordIncorrect,
    ],
    [() => new Response('weak', { status: 400 }), ACCOUNT_MESSAGES.passwordTooWeak],
    [() => networkFailure(), ACCOUNT_UI.networkError],
    [() => new Response('', { status: 500 }), ACCOUNT_UI.passwordUpdateFailed],
  ])('shows the product’s message for a refused change (%#)', async (answer, message) => {
    const { user } = await openPasswordForm({ '/api/account/change-password': answer })
    await user.type(screen.getByLabelText(ACCOUNT_UI.currentPassword), 'OldPass1')
    await user.type(screen.getByLabelText(ACCOUNT_UI.newPassword), 'NewPass12')
    await user.type(screen.getByLabelText(ACCOUNT_UI.confirmNewPassword), 'NewPass12')
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('lets an account without a password set its first one', async () => {
    const fetchMock = stubAccount({ '/api/account/change-password': () => ({ ok: true }) }, { hasPassword: false })
    const { user } = await openAccount()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.setPassword }))
    expect(screen.queryByLabelText(ACCOUNT_UI.currentPassword)).not.toBeInTheDocument()
    await user.type(screen.getByLabelText(ACCOUNT_UI.newPassword), 'NewPass12')
    await user.type(screen.getByLabelText(ACCOUNT_UI.confirmNewPassword), 'NewPass12')
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordUpdated)).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/account/change-password').map((call) => call.body)).toEqual([
      { new_password: 'NewPass12' },
    ])
  })
})

describe('Account Settings photo (docs/product.md#account-actions, #validation, #errors)', () => {
  const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'me.png', { type: 'image/png' })

  it('previews the chosen image, then cancels without uploading', async () => {
    const fetchMock = stubAccount()
    const { user } = await openAccount()
    await user.upload(screen.getByLabelText(ACCOUNT_UI.choosePhoto), png())
    expect(await screen.findByRole('img', { name: ACCOUNT_UI.photoPreview })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    )
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.cancel }))
    expect(screen.queryByRole('img', { name: ACCOUNT_UI.photoPreview })).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/profile/image')).toHaveLength(0)
  })

  it("uploads, then updates the profile with the url, says 'Profile image updated!' and updates the header", async () => {
    const fetchMock = stubAccount({ '/api/profile/image': () => ({ url: '/static/profile-images/abc.webp' }) })
    const { user } = await openAccount()
    await user.upload(screen.getByLabelText(ACCOUNT_UI.choosePhoto), png())
    await user.click(await screen.findByRole('button', { name: ACCOUNT_UI.savePhoto }))
    expect(await screen.findByText(ACCOUNT_MESSAGES.imageUpdated)).toBeInTheDocument()
    const uploads = fetchMock.mock.calls.flatMap(([, init]) => (init?.body instanceof FormData ? [init.body] : []))
    expect(uploads.map((body) => body.get('image'))).toEqual([expect.any(File)])
    expect(requestsTo(fetchMock, 'PUT', '/api/profile').map((call) => call.body)).toEqual([
      { image: '/static/profile-images/abc.webp' },
    ])
    await waitFor(() =>
      expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute('src', '/static/profile-images/abc.webp'),
    )
  })

  it('deletes the upload when the profile update fails', async () => {
    const fetchMock = stubAccount({
      '/api/profile/image': (_url, init) =>
        init?.method === 'DELETE' ? { ok: true } : { url: '/static/profile-images/x.webp' },
      'PUT /api/profile': () => jsonResponse({ detail: 'boom' }, 500),
    })
    const { user } = await openAccount()
    await user.upload(screen.getByLabelText(ACCOUNT_UI.choosePhoto), png())
    await user.click(await screen.findByRole('button', { name: ACCOUNT_UI.savePhoto }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.imageUploadFailed)
    expect(requestsTo(fetchMock, 'DELETE', '/api/profile/image').map((call) => call.body)).toEqual([
      { imageUrl: '/static/profile-images/x.webp' },
    ])
  })

  it.each([
    [413, ACCOUNT_MESSAGES.imageFileTooLarge],
    [415, ACCOUNT_MESSAGES.imageInvalidFormat],
    [500, ACCOUNT_MESSAGES.imageUploadFailed],
  ])('maps an upload answered %i to its product message', async (status, message) => {
    stubAccount({ '/api/profile/image': () => jsonResponse({ detail: 'no' }, status) })
    const { user } = await openAccount()
    await user.upload(screen.getByLabelText(ACCOUNT_UI.choosePhoto), png())
    await user.click(await screen.findByRole('button', { name: ACCOUNT_UI.savePhoto }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
  })

  it('refuses a file over 5 MB or not an image before any upload', async () => {
    const fetchMock = stubAccount()
    const { user } = await openAccount()
    const input = screen.getByLabelText(ACCOUNT_UI.choosePhoto)
    await user.upload(input, new File([new Uint8Array(5_242_881)], 'big.png', { type: 'image/png' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.imageTooLarge)
    const picker = userEvent.setup({ applyAccept: false })
    await picker.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.imageInvalidType)
    expect(requestsTo(fetchMock, 'POST', '/api/profile/image')).toHaveLength(0)
  })

  it('drops the preview of a file the browser cannot draw, says why, and names the kinds accepted', async () => {
    const fetchMock = stubAccount()
    const { user } = await openAccount()
    expect(screen.getByText('JPG, PNG, GIF or WebP, under 5 MB.')).toBeInTheDocument()
    await user.upload(screen.getByLabelText(ACCOUNT_UI.choosePhoto), png())
    fireEvent.error(await screen.findByRole('img', { name: ACCOUNT_UI.photoPreview }))
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.imageInvalidType)
    expect(screen.queryByRole('img', { name: ACCOUNT_UI.photoPreview })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: ACCOUNT_UI.savePhoto })).not.toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/profile/image')).toHaveLength(0)
  })
})

describe('Account Settings export (docs/product.md#account-actions, #calls, #errors)', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:export')
    URL.revokeObjectURL = vi.fn()
  })

  async function openExport(handler: Handler) {
    const fetchMock = stubAccount({ '/api/export-data': handler })
    const app = await openAccount()
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_UI.exportData }))
    return { ...app, fetchMock, dialog: await screen.findByRole('dialog', { name: ACCOUNT_UI.exportTitle }) }
  }

  it('enables the export button only while a data type is selected', async () => {
    const { user, dialog, fetchMock } = await openExport(() => ({}))
    const exportButton = within(dialog).getByRole('button', { name: ACCOUNT_UI.exportButton })
    expect(exportButton).toBeEnabled()
    for (const label of [ACCOUNT_UI.exportWeight, ACCOUNT_UI.exportMeals, ACCOUNT_UI.exportProfile]) {
      await user.click(within(dialog).getByLabelText(label))
    }
    expect(exportButton).toBeDisabled()
    await user.click(within(dialog).getByLabelText(ACCOUNT_UI.exportMeals))
    expect(exportButton).toBeEnabled()
    expect(requestsTo(fetchMock, 'POST', '/api/export-data')).toHaveLength(0)
  })

  it('sends the format and selections, downloads export.csv and closes', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { user, dialog, fetchMock } = await openExport(
      () => new Response('section\n', { headers: { 'content-type': 'text/csv' } }),
    )
    await user.click(within(dialog).getByLabelText('CSV'))
    await user.click(within(dialog).getByLabelText(ACCOUNT_UI.exportWeight))
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_UI.exportButton }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requestsTo(fetchMock, 'POST', '/api/export-data').map((call) => call.body)).toEqual([
      { format: 'csv', selections: { weight: false, meals: true, profile: true } },
    ])
    expect(click).toHaveBeenCalledTimes(1)
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('export.csv')
    click.mockRestore()
  })

  it("says 'Failed to generate PDF.' when a PDF comes back as something else, and stays open", async () => {
    const { user, dialog } = await openExport(
      () => new Response('<html>', { headers: { 'content-type': 'text/html' } }),
    )
    await user.click(within(dialog).getByLabelText('PDF report'))
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_UI.exportButton }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(EXPORT_MESSAGES.pdfFailed)
  })

  it("shows the server's error, else 'Failed to export data.'", async () => {
    const { user, dialog } = await openExport(() => new Response('', { status: 500 }))
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_UI.exportButton }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(EXPORT_MESSAGES.exportFailed)
  })
})

describe('Account Settings delete (docs/product.md#account-actions, #validation, #errors)', () => {
  async function openDelete(handler: Handler, alsoLoads: readonly string[] = []) {
    const fetchMock = stubAccount({
      '/api/account': (url, init) =>
        init?.method === 'DELETE' ? handler(url, init) : { email: sam.email, has_password: true, has_google: false },
    })
    const app = await openAccount(alsoLoads)
    await app.user.click(screen.getByRole('button', { name: ACCOUNT_UI.deleteAccount }))
    return { ...app, fetchMock, dialog: await screen.findByRole('dialog', { name: ACCOUNT_UI.deleteTitle }) }
  }

  it('enables deletion only when exactly DELETE is typed', async () => {
    const { user, dialog, fetchMock } = await openDelete(() => ({ ok: true }))
    const button = within(dialog).getByRole('button', { name: ACCOUNT_UI.deleteButton })
    const field = within(dialog).getByLabelText(ACCOUNT_UI.deleteTypeLabel)
    expect(button).toBeDisabled()
    for (const typed of ['delete', 'DELET', 'DELETE ', ' DELETE']) {
      await user.clear(field)
      await user.type(field, typed)
      expect(button).toBeDisabled()
    }
    await user.clear(field)
    await user.type(field, 'DELETE')
    expect(button).toBeEnabled()
    expect(requestsTo(fetchMock, 'DELETE', '/api/account')).toHaveLength(0)
  })

  it('deletes the account, signs out and lands on /login', async () => {
    const { user, dialog, router, fetchMock } = await openDelete(() => ({ ok: true }), ['/login'])
    await user.type(within(dialog).getByLabelText(ACCOUNT_UI.deleteTypeLabel), 'DELETE')
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_UI.deleteButton }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.search).toBe('?signed-out=account-deleted')
    expect(await screen.findByText('Your account and all of its data were deleted.')).toBeVisible()
    expect(requestsTo(fetchMock, 'DELETE', '/api/account')).toHaveLength(1)
  })

  it("shows the server's detail, else 'Failed to delete account'", async () => {
    const { user, dialog } = await openDelete(() => new Response('', { status: 500 }))
    await user.type(within(dialog).getByLabelText(ACCOUNT_UI.deleteTypeLabel), 'DELETE')
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_UI.deleteButton }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.deleteFailed)
  })
})

describe('Account Settings management (docs/product.md#account-screen)', () => {
  it('opens the support form in a new tab and offers the log out', async () => {
    stubAccount()
    await openAccount()
    const support = screen.getByRole('link', { name: /Contact support/ })
    expect(support).toHaveAttribute('href', 'https://forms.example.edu/support')
    expect(support).toHaveAttribute('target', '_blank')
    expect(support).toHaveAttribute('rel', expect.stringContaining('noopener'))
  })

  it("says 'Failed to load account information' when the account cannot be read", async () => {
    stubAccount({ '/api/account': () => new Response('', { status: 500 }) })
    await renderApp('/account')
    expect(await screen.findByText(ACCOUNT_UI.loadFailed, {}, { timeout: 3000 })).toBeInTheDocument()
  })
})

describe('Account Settings when the session must prove itself again (docs/decisions/054)', () => {
  /** Answers 403 until the password is confirmed, then `answer`. */
  function guarded(answer: () => unknown, needed: string = RECENT_PROOF_MESSAGES.passwordNeeded) {
    let proven = false
    return {
      confirm: (_url: URL, init?: RequestInit) => {
        const { password } = JSON.parse(String(init?.body)) as { password: string }
        if (password !== 'Right-Pass-1') {
          return jsonResponse({ detail: RECENT_PROOF_MESSAGES.passwordIncorrect }, 400)
        }
        proven = true
        return { ok: true }
      },
      call: () => (proven ? answer() : jsonResponse({ detail: needed }, 403)),
    }
  }

  it('asks for the password in the e-mail form, then sends the same change again', async () => {
    const guard = guarded(() => ({ ok: true }))
    const fetchMock = stubAccount({ '/api/profile/email': guard.call, '/api/auth/confirm-password': guard.confirm })
    const { user, router } = await openAccount()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.editEmail }))
    await user.type(screen.getByLabelText(ACCOUNT_UI.email), 'new@example.edu', {
      initialSelectionStart: 0,
      initialSelectionEnd: 100,
    })
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))

    expect(await screen.findByText(RECENT_PROOF_MESSAGES.passwordNeeded)).toBeInTheDocument()
    expect(screen.queryByText(ACCOUNT_UI.emailUpdateFailed)).not.toBeInTheDocument()
    const password = screen.getByLabelText(RECENT_PROOF_MESSAGES.confirmPassword)
    await user.type(password, 'Wrong-Pass-1')
    await user.click(screen.getByRole('button', { name: RECENT_PROOF_MESSAGES.confirm }))
    expect(await screen.findByText(RECENT_PROOF_MESSAGES.passwordIncorrect)).toBeInTheDocument()
    await user.clear(password)
    await user.type(password, 'Right-Pass-1')
    await user.click(screen.getByRole('button', { name: RECENT_PROOF_MESSAGES.confirm }))

    expect(await screen.findByText(ACCOUNT_MESSAGES.emailUpdated)).toBeInTheDocument()
    expect(requestsTo(fetchMock, 'POST', '/api/auth/confirm-password').map((call) => call.body)).toEqual([
      { password: 'Wrong-Pass-1' },
      { password: 'Right-Pass-1' },
    ])
    expect(requestsTo(fetchMock, 'PUT', '/api/profile/email').map((call) => call.body)).toEqual([
      { email: 'new@example.edu' },
      { email: 'new@example.edu' },
    ])
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 3000 })
  })

  it('asks for the password in the delete dialog, then deletes and lands on /login', async () => {
    const guard = guarded(() => ({ ok: true }))
    const fetchMock = stubAccount({
      '/api/account': (_url, init) =>
        init?.method === 'DELETE' ? guard.call() : { email: sam.email, has_password: true, has_google: false },
      '/api/auth/confirm-password': guard.confirm,
    })
    const { user, router } = await openAccount()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.deleteAccount }))
    const dialog = await screen.findByRole('dialog', { name: ACCOUNT_UI.deleteTitle })
    await user.type(within(dialog).getByLabelText(ACCOUNT_UI.deleteTypeLabel), 'DELETE')
    await user.click(within(dialog).getByRole('button', { name: ACCOUNT_UI.deleteButton }))

    expect(await within(dialog).findByText(RECENT_PROOF_MESSAGES.passwordNeeded)).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(RECENT_PROOF_MESSAGES.confirmPassword), 'Right-Pass-1')
    await user.click(within(dialog).getByRole('button', { name: RECENT_PROOF_MESSAGES.confirm }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(requestsTo(fetchMock, 'DELETE', '/api/account')).toHaveLength(2)
  })

  it('offers "Continue with Google" to an account without a password, and no password field', async () => {
    const guard = guarded(() => ({ ok: true }), RECENT_PROOF_MESSAGES.googleNeeded)
    stubAccount({ '/api/account/change-password': guard.call }, { hasPassword: false })
    const { user } = await openAccount()
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.setPassword }))
    await user.type(screen.getByLabelText(ACCOUNT_UI.newPassword), 'NewPass12')
    await user.type(screen.getByLabelText(ACCOUNT_UI.confirmNewPassword), 'NewPass12')
    await user.click(screen.getByRole('button', { name: ACCOUNT_UI.save }))

    expect(await screen.findByText(RECENT_PROOF_MESSAGES.googleNeeded)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: RECENT_PROOF_MESSAGES.continueWithGoogle })).toBeEnabled()
    expect(screen.queryByLabelText(RECENT_PROOF_MESSAGES.confirmPassword)).not.toBeInTheDocument()
    expect(screen.queryByText(ACCOUNT_UI.passwordUpdateFailed)).not.toBeInTheDocument()
  })
})
