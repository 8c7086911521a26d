// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/test/fake-api'

/**
 * The client with schemas that cannot be downloaded until `arrive()` (decision 046): a fresh copy
 * of the module, over a schema loader that fails while `failing` holds.
 */
async function clientWithoutSchemas() {
  const state = { failing: true, downloads: 0 }
  vi.resetModules()
  vi.doMock('./schema-loader', async (importOriginal) => {
    const original = await importOriginal<typeof import('./schema-loader')>()
    return {
      ...original,
      loadSchemas: () => {
        state.downloads += 1
        return state.failing
          ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
          : original.loadSchemas()
      },
    }
  })
  const client = await import('./api-client')
  return { ...client, state, arrive: () => (state.failing = false) }
}

afterEach(() => vi.doUnmock('./schema-loader'))

describe('apiClient without its schemas', () => {
  it('reports a read whose schemas cannot be downloaded as a network error, and asks for them again', async () => {
    const { ApiError, apiClient, state, arrive } = await clientWithoutSchemas()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ halls: ['North'] })),
    )
    const call = () => apiClient.get('/api/app-config', (schemas) => schemas.UnreadAnswerSchema)

    const error = await call().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, detail: 'Network error' })

    arrive()
    const failedDownloads = state.downloads
    await expect(call()).resolves.toEqual({ halls: ['North'] })
    expect(state.downloads).toBeGreaterThan(failedDownloads)
  })

  it('never sends a change whose answer it could not read', async () => {
    const { apiClient } = await clientWithoutSchemas()
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(apiClient.post('/auth/logout', (schemas) => schemas.UnreadAnswerSchema)).rejects.toMatchObject({
      status: 0,
      detail: 'Network error',
    })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps the status of a failed answer, so a 401 still ends the session', async () => {
    const { apiClient, isUnauthorizedError } = await clientWithoutSchemas()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ detail: 'Not authenticated' }, 401)),
    )
    const error = await apiClient
      .get('/api/profile', (schemas) => schemas.CurrentUserSchema)
      .catch((caught: unknown) => caught)
    expect(isUnauthorizedError(error)).toBe(true)
    expect(error).toMatchObject({ status: 401, detail: 'Request failed' })
  })
})
