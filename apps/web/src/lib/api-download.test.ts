// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '@/test/fake-api'
import { apiDownload, filenameFromContentDisposition } from './api-download'

describe('apiDownload', () => {
  it('answers a binary body as a Blob, with the offered file name and media type', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff])
    const fetchMock = vi.fn(
      async (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Response(pdf, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="export.pdf"' },
        }),
    )
    vi.stubGlobal('fetch', fetchMock)
    const file = await apiDownload('/api/export-data', 'blob', { method: 'POST', body: { format: 'pdf' } })
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
    await expect(apiDownload('/api/export-data', 'text', { method: 'POST', body: { format: 'csv' } })).resolves.toEqual(
      {
        body: 'date,weight\n2025-07-20,150\n',
        filename: null,
        contentType: 'text/csv',
      },
    )
  })

  it('turns a failed download into an ApiError like any other call', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse({ error: 'Export failed' }, 500))
    await expect(apiDownload('/api/export-data', 'blob', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 500,
      detail: 'Export failed',
    })
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch')
    })
    await expect(apiDownload('/api/export-data', 'text')).rejects.toMatchObject({ status: 0, detail: 'Network error' })
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
