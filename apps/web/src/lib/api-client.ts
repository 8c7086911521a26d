import type { z } from 'zod/mini'
import { loadSchemas, type Schemas } from './schema-loader'

/** docs/product.md#calls */
const NETWORK_ERROR_MESSAGE = 'Network error'
export const REQUEST_FAILED_MESSAGE = 'Request failed'

/** `status` is 0 when the server was not reached. */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string
  /** True when the server answered `{detail}` (or the export's `{error}`): written for a person, fit to show as is. */
  readonly hasServerDetail: boolean
  /** For a call whose error carries more than `detail`. */
  readonly body: unknown

  constructor(
    status: number,
    detail: string,
    { hasServerDetail = false, body }: { hasServerDetail?: boolean; body?: unknown } = {},
  ) {
    super(detail)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.hasServerDetail = hasServerDetail
    this.body = body
  }
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/** docs/product.md#errors: the server's `detail`, the network message when the server was not reached, else the fallback. */
export function errorMessageFor(error: unknown, { fallback, network }: { fallback: string; network?: string }): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.status === 0) return network ?? error.detail
  return error.hasServerDetail ? error.detail : fallback
}

type QueryValue = string | number | boolean | null | undefined
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  method?: Method
  params?: Record<string, QueryValue>
  /** Sent as JSON, except a `FormData`, which goes as it is (the browser writes its multipart type). */
  body?: unknown
  signal?: AbortSignal
}

export interface DownloadedFile<Body extends Blob | string> {
  body: Body
  filename: string | null
  contentType: string
}

/** Also the service worker's cache key. */
export function buildUrl(path: string, params: RequestOptions['params']): string {
  if (!params) return path
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/** docs/product.md#calls */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function errorFrom(status: number, body: unknown, { ApiErrorSchema, ExportErrorSchema }: Schemas): ApiError {
  const parsed = ApiErrorSchema.safeParse(body)
  if (parsed.success) return new ApiError(status, parsed.data.detail, { hasServerDetail: true, body })
  const exportError = ExportErrorSchema.safeParse(body)
  if (exportError.success) return new ApiError(status, exportError.data.error, { hasServerDetail: true })
  return errorWithoutDetail(status, body)
}

function errorWithoutDetail(status: number, body: unknown): ApiError {
  if (typeof body === 'string' && body.trim() !== '') return new ApiError(status, body)
  return new ApiError(status, REQUEST_FAILED_MESSAGE)
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
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

/** When the schemas cannot download, the server is not reachable either, as far as the person can tell (docs/decisions/046). */
async function schemasForCall(): Promise<Schemas> {
  try {
    return await loadSchemas()
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }
}

/** A GET goes beside the schemas' download; a change waits for them, so it is never made when its answer could not be read. */
async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const { method = 'GET', params, body, signal } = options
  const schemas = method === 'GET' ? loadSchemas() : Promise.resolve(await schemasForCall())
  // A failed download is reported by the call that reads the schemas, not as an unhandled rejection.
  schemas.catch(() => {})
  const isFormData = body instanceof FormData
  const headers: Record<string, string> = { accept }
  if (body !== undefined && !isFormData) headers['content-type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isFormData ? body : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    // TanStack Query expects the abort to propagate.
    if (isAbort(error) || signal?.aborted) throw error
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }

  if (!response.ok) {
    const answer = await readBody(response)
    // Without the schemas the status still counts (a 401 still signs the person out).
    const loaded = await schemas.catch(() => null)
    throw loaded ? errorFrom(response.status, answer, loaded) : errorWithoutDetail(response.status, answer)
  }
  return response
}

export type SchemaPick<Schema extends z.ZodMiniType> = (schemas: Schemas) => Schema

/** The only caller of `fetch`; parsing with the schema makes a contract drift fail loudly instead of rendering junk. */
export async function apiRequest<Schema extends z.ZodMiniType>(
  path: string,
  pick: SchemaPick<Schema>,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const response = await send(path, options, 'application/json')
  const answer = await readBody(response)
  return pick(await schemasForCall()).parse(answer)
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

type JsonCallOptions = Omit<RequestOptions, 'method' | 'body'>

export const apiClient = {
  get: <Schema extends z.ZodMiniType>(path: string, pick: SchemaPick<Schema>, options: JsonCallOptions = {}) =>
    apiRequest(path, pick, { ...options, method: 'GET' }),
  /** The browser adds the page's `Origin`, which the server checks. */
  post: <Schema extends z.ZodMiniType>(
    path: string,
    pick: SchemaPick<Schema>,
    body?: unknown,
    options: JsonCallOptions = {},
  ) => apiRequest(path, pick, { ...options, method: 'POST', body }),
  put: <Schema extends z.ZodMiniType>(
    path: string,
    pick: SchemaPick<Schema>,
    body?: unknown,
    options: JsonCallOptions = {},
  ) => apiRequest(path, pick, { ...options, method: 'PUT', body }),
  /** With a body where the call takes one (DELETE /api/profile/image sends `{imageUrl}`). */
  delete: <Schema extends z.ZodMiniType>(
    path: string,
    pick: SchemaPick<Schema>,
    body?: unknown,
    options: JsonCallOptions = {},
  ) => apiRequest(path, pick, { ...options, method: 'DELETE', body }),
  blob: (path: string, options: RequestOptions = {}) => apiDownload(path, 'blob', options),
  text: (path: string, options: RequestOptions = {}) => apiDownload(path, 'text', options),
}
