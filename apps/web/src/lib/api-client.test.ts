import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { jsonResponse } from '@/test/fake-api'
import { ApiError, apiClient, errorMessageFor, filenameFromContentDisposition } from './api-client'

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

describe('apiClient downloads', () => {
  it('answers a binary body as a Blob, with the offered file name and media type', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff])
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(pdf, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="export.pdf"' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const file = await apiClient.blob('/api/export-data', { method: 'POST', body: { format: 'pdf' } })
    expect(file.filename).toBe('export.pdf')
    expect(file.contentType).toBe('application/pdf')
    expect(new Uint8Array(await file.body.arrayBuffer())).toEqual(pdf)
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"format":"pdf"}',
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
    })
  })

  it('answers a text body as a string, and no file name when the server offers none', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('date,weight\n2025-07-20,150\n', { headers: { 'content-type': 'text/csv' } }),
    )
    await expect(apiClient.text('/api/export-data', { method: 'POST', body: { format: 'csv' } })).resolves.toEqual({
      body: 'date,weight\n2025-07-20,150\n',
      filename: null,
      contentType: 'text/csv',
    })
  })

  it('turns a failed download into an ApiError like any other call', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ error: 'Export failed' }, 500))
    await expect(apiClient.blob('/api/export-data', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 500,
      detail: 'Export failed',
    })
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(apiClient.text('/api/export-data')).rejects.toMatchObject({ status: 0, detail: 'Network error' })
  })
})

describe('filenameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="export.csv"', 'export.csv'],
    ['attachment; filename=export.json', 'export.json'],
    ['attachment;filename = "my \\"plate\\".pdf" ; size=10', 'my "plate".pdf'],
    ["attachment; filename*=UTF-8''caf%C3%A9%20menu.csv", 'café menu.csv'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'pr%C3%A9f%C3%A9r%C3%A9.csv', 'préféré.csv'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plain.csv"', 'plain.csv'],
    ['attachment', null],
    ['attachment; filename=""', null],
    [null, null],
  ])('%s → %s', (header, filename) => {
    expect(filenameFromContentDisposition(header)).toBe(filename)
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
