// Files the server sends (the export), apart from the API client so that no page but the account's loads this (the size budgets).
import { type RequestOptions, send } from './api-client'

export interface DownloadedFile<Body extends Blob | string> {
  body: Body
  filename: string | null
  contentType: string
}

/** RFC 6266: `filename*` (UTF-8, percent-encoded) wins over `filename`. */
export function filenameFromContentDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header)?.[1]?.trim()
  if (extended) {
    const encoded = extended.replace(/^"(.*)"$/, '$1').replace(/^[\w-]+'[^']*'/, '')
    try {
      const name = decodeURIComponent(encoded)
      if (name !== '') return name
    } catch {
      // A malformed encoding: the plain `filename` below may still name the file.
    }
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;]+)/i.exec(header)
  if (!plain) return null
  const name = plain[2] === undefined ? (plain[1] ?? '').trim() : plain[2].replace(/\\(.)/g, '$1')
  return name === '' ? null : name
}

export async function apiDownload(path: string, as: 'blob', options?: RequestOptions): Promise<DownloadedFile<Blob>>
export async function apiDownload(path: string, as: 'text', options?: RequestOptions): Promise<DownloadedFile<string>>
export async function apiDownload(
  path: string,
  as: 'blob' | 'text',
  options: RequestOptions = {},
): Promise<DownloadedFile<Blob | string>> {
  const response = await send(path, options, '*/*')
  return {
    body: as === 'blob' ? await response.blob() : await response.text(),
    filename: filenameFromContentDisposition(response.headers.get('content-disposition')),
    contentType: response.headers.get('content-type') ?? '',
  }
}
