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

/** When the schemas cannot download, the server is not reachable either, as far as the person can tell (docs/decisions/046). */
async function schemasForCall(): Promise<Schemas> {
  try {
    return await loadSchemas()
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }
}

/** A GET goes beside the schemas' download; a change waits for them, so it is never made when its answer could not be read. */
export async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
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
}
