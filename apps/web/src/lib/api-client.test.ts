// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { jsonResponse } from '@/test/fake-api'
import { ApiError, apiClient, errorMessageFor } from './api-client'

const pickSchema = () => z.object({ ok: z.boolean() })

describe('apiClient', () => {
  it('sends cookies, encodes the query and parses the answer with the schema', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(
      apiClient.get('/foods', pickSchema, { params: { date: '2025-07-20', dining_hall: 'A & B' } }),
    ).resolves.toEqual({
      ok: true,
    })
    expect(fetchMock).toHaveBeenCalledWith(
      '/foods?date=2025-07-20&dining_hall=A+%26+B',
      expect.objectContaining({ credentials: 'include', method: 'GET' }),
    )
  })

  it('turns a {detail} answer into an ApiError with status and detail', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ detail: 'Not authenticated' }, 401))
    await expect(apiClient.get('/api/profile', pickSchema)).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      detail: 'Not authenticated',
    })
  })

  it('falls back to the response text, then to Request failed', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }))
    await expect(apiClient.get('/x', pickSchema)).rejects.toMatchObject({ status: 502, detail: 'Bad gateway' })
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }))
    await expect(apiClient.get('/x', pickSchema)).rejects.toMatchObject({ status: 500, detail: 'Request failed' })
  })

  it('reports a network failure as Network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await apiClient.get('/x', pickSchema).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, detail: 'Network error', message: 'Network error' })
  })

  it('fails loudly when the answer does not match the contract', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ ok: 'yes' }))
    await expect(apiClient.get('/x', pickSchema)).rejects.toBeInstanceOf(z.ZodError)
  })

  it('posts a JSON body with cookies', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    await apiClient.post('/auth/login', pickSchema, { email: 'a@b.edu', password: 'x' })
    expect(fetchMock).toHaveBeenCalledWith(
      '/auth/login',
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        body: '{"email":"a@b.edu","password":"x"}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    )
  })
})

describe('apiClient verbs and bodies', () => {
  it.each([
    ['put', 'PUT'],
    ['delete', 'DELETE'],
  ] as const)('%s sends %s with a JSON body and cookies', async (verb, method) => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(apiClient[verb]('/api/profile/email', pickSchema, { email: 'a@b.edu' })).resolves.toEqual({ ok: true })
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/profile/email',
      expect.objectContaining({
        method,
        credentials: 'include',
        body: '{"email":"a@b.edu"}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    )
  })

  it('sends a DELETE without a body and without a content type', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse({ ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    await apiClient.delete('/api/account', pickSchema)
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init).toMatchObject({ method: 'DELETE', body: undefined })
    expect(init?.headers).not.toHaveProperty('content-type')
  })

  it('passes a FormData body through untouched, leaving the multipart type to the browser', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => jsonResponse({ ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    const form = new FormData()
    form.append('image', new Blob(['GIF89a'], { type: 'image/gif' }), 'me.gif')
    await apiClient.post('/api/profile/image', pickSchema, form)
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.body).toBe(form)
    expect(init?.headers).not.toHaveProperty('content-type')
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' })
  })

  it("reads an {error} answer (the export's shape) as the message, like {detail}", async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ error: 'No data to export' }, 400))
    const error = await apiClient
      .post('/api/export-data', pickSchema, { format: 'json' })
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ name: 'ApiError', status: 400, detail: 'No data to export', hasServerDetail: true })
    expect(errorMessageFor(error, { fallback: 'Failed to export data.' })).toBe('No data to export')
  })
})

describe('errorMessageFor (docs/product.md#errors: the detail, the screen fallback, or the network message)', () => {
  const options = { fallback: 'Registration failed', network: 'Error. Please try again.' }

  it.each([
    [new ApiError(409, 'Taken', { hasServerDetail: true }), 'Taken'],
    [new ApiError(502, 'Bad gateway'), 'Registration failed'],
    [new ApiError(0, 'Network error'), 'Error. Please try again.'],
    [new Error('boom'), 'Registration failed'],
  ])('%o → %s', (error, message) => {
    expect(errorMessageFor(error, options)).toBe(message)
  })

  it("falls back to the client's 'Network error' when the screen has no network message", () => {
    expect(errorMessageFor(new ApiError(0, 'Network error'), { fallback: 'Login failed' })).toBe('Network error')
  })
})
