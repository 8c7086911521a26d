import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/test/fake-api'

describe('apiClient without its schemas', () => {
  it('reports a call whose schemas cannot be downloaded as a network error, and asks for them again', async () => {
    // The schemas download beside the first call (decision 046): here they cannot, until `failing` ends.
    let failing = true
    let downloads = 0
    vi.resetModules()
    vi.doMock('./schema-loader', async (importOriginal) => {
      const original = await importOriginal<typeof import('./schema-loader')>()
      return {
        ...original,
        loadSchemas: () => {
          downloads += 1
          return failing
            ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
            : original.loadSchemas()
        },
      }
    })
    const { ApiError, apiClient } = await import('./api-client')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ halls: ['North'] })),
    )
    const call = () => apiClient.get('/api/app-config', (schemas) => schemas.UnreadAnswerSchema)

    const error = await call().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 0, detail: 'Network error' })

    failing = false
    const failedDownloads = downloads
    await expect(call()).resolves.toEqual({ halls: ['North'] })
    expect(downloads).toBeGreaterThan(failedDownloads)
    vi.doUnmock('./schema-loader')
  })
})
