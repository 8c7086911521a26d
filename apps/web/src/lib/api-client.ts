import type { z } from 'zod/mini'
import { loadSchemas, type Schemas } from './schema-loader'

/** docs/product.md#calls: a network failure reports 'Network error'; other failures the response text or 'Request failed'. */
const NETWORK_ERROR_MESSAGE = 'Network error'
export const REQUEST_FAILED_MESSAGE = 'Request failed'

/** A failed call: the HTTP status (0 when the server was not reached) and a message for a person. */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string
  /** True when the server answered `{detail}` (or the export's `{error}`): a message written for a person, fit to show as is. */
  readonly hasServerDetail: boolean
  /** The answer's body as read (JSON or text), for a call whose error carries more than `detail`. */
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

/** A 401: the request carried no valid session. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/**
 * What a screen shows for a failed call (docs/product.md#errors pattern "the detail, '<fallback>', or the network
 * message"): the server's `detail`, the screen's network message when the server was not reached,
 * else the screen's fallback.
 */
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

/** A file the server answered (an export): its body, the name it offered, and its media type. */
export interface DownloadedFile<Body extends Blob | string> {
  body: Body
  /** From `Content-Disposition`; null when the server named none. */
  filename: string | null
  /** The `Content-Type` as sent, '' when absent. */
  contentType: string
}

/** The same-origin URL a request with `params` goes to (also the service worker's cache key). */
export function buildUrl(path: string, params: RequestOptions['params']): string {
  if (!params) return path
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/** docs/product.md#calls: responses parse as JSON and fall back to text. */
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

/** A failed answer with no `{detail}` to read (or no schemas to read it with): its text, else 'Request failed'. */
function errorWithoutDetail(status: number, body: unknown): ApiError {
  if (typeof body === 'string' && body.trim() !== '') return new ApiError(status, body)
  return new ApiError(status, REQUEST_FAILED_MESSAGE)
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * The file name a `Content-Disposition` header offers: the RFC 6266 `filename*` (UTF-8,
 * percent-encoded) when present, else `filename`, quoted or not. Null when there is none.
 */
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

/**
 * The schemas, for a call under way. They download beside the page's first call (decision 046);
 * when they cannot, the server is not reachable either, as far as the person can tell.
 */
async function schemasForCall(): Promise<Schemas> {
  try {
    return await loadSchemas()
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }
}

/**
 * Sends one request: same-origin path, cookies always, a JSON body or a `FormData` as it is.
 * A failure to reach the server becomes the product's network error; a non-OK answer an `ApiError`
 * carrying the server's `{detail}` (or the export's `{error}`), its text, or 'Request failed'.
 *
 * A GET goes at once, beside the schemas' download. Any other call, which changes something on
 * the server, waits for them first, so that it is never made when its answer could not be read.
 */
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
    // A cancelled query is not a failure; TanStack Query expects the abort to propagate.
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

/** Picks the schema of a call's answer from the shared schemas: `(schemas) => schemas.FoodListSchema`. */
export type SchemaPick<Schema extends z.ZodMiniType> = (schemas: Schemas) => Schema

/**
 * The only caller of `fetch` in the web app (through `send`). The answer is parsed with the schema
 * `pick` names, so a contract drift fails loudly instead of rendering junk. A 401 is reported like
 * any other failure; the query client turns it into a sign-out (docs/product.md#session-states).
 */
export async function apiRequest<Schema extends z.ZodMiniType>(
  path: string,
  pick: SchemaPick<Schema>,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const response = await send(path, options, 'application/json')
  const answer = await readBody(response)
  return pick(await schemasForCall()).parse(answer)
}

/** A file answer (PDF, CSV), read as a `Blob` or as text, with the name the server offered. */
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
  /** A POST with a JSON or `FormData` body (or none); the browser adds the page's `Origin`, which the server checks. */
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
  /** A DELETE, with a body where the call takes one (docs/product.md#calls: DELETE /api/profile/image sends `{imageUrl}`). */
  delete: <Schema extends z.ZodMiniType>(
    path: string,
    pick: SchemaPick<Schema>,
    body?: unknown,
    options: JsonCallOptions = {},
  ) => apiRequest(path, pick, { ...options, method: 'DELETE', body }),
  /** A binary answer (a PDF) with its offered file name. */
  blob: (path: string, options: RequestOptions = {}) => apiDownload(path, 'blob', options),
  /** A text answer (a CSV) with its offered file name. */
  text: (path: string, options: RequestOptions = {}) => apiDownload(path, 'text', options),
}
