import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { jsonResponse } from '@/test/fake-api'
import { ApiError, apiClient, errorMessageFor } from './api-client'

const Schema = z.object({ ok: z.boolean() })

describe('apiClient', () => {
  it('sends cookies, encodes the query and parses the answer with the schema', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(
      apiClient.get('/foods', Schema, { params: { date: '2025-07-20', dining_hall: 'A & B' } }),
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
    await expect(apiClient.get('/api/profile', Schema)).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      detail: 'Not authenticated',
    })
  })

  it('falls back to the response text, then to Request failed', async () => {
    vi.stubGlobal('fetch', async () => new Response('Bad gateway', { status: 502 }))
    await expect(apiClient.get('/x', Schema)).rejects.toMatchObject({ status: 502, detail: 'Bad gateway' })
    vi.stubGlobal('fetch', async () => new Response('', { status: 500 }))
    await expect(apiClient.get('/x', Schema)).rejects.toMatchObject({ status: 500, detail: 'Request failed' })
  })

  it('reports a network failure as Network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    const error = await apiClient.get('/x', Schema).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, detail: 'Network error', message: 'Network error' })
  })

  it('fails loudly when the answer does not match the contract', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ ok: 'yes' }))
    await expect(apiClient.get('/x', Schema)).rejects.toBeInstanceOf(z.ZodError)
  })

  it('posts a JSON body with cookies', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    await apiClient.post('/auth/login', Schema, { email: 'a@b.edu', password: 'x' })
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

describe('errorMessageFor (spec §8: the detail, the screen fallback, or the network message)', () => {
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
