import { ApiErrorSchema } from '@campusplate/shared'
import type { z } from 'zod'

/** Spec §7: a network failure reports 'Network error'; other failures the response text or 'Request failed'. */
export const NETWORK_ERROR_MESSAGE = 'Network error'
export const REQUEST_FAILED_MESSAGE = 'Request failed'

/** A failed call: the HTTP status (0 when the server was not reached) and a message for a person. */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string
  /** True when the server answered `{detail}`: a message written for a person, fit to show as is. */
  readonly hasServerDetail: boolean

  constructor(status: number, detail: string, { hasServerDetail = false }: { hasServerDetail?: boolean } = {}) {
    super(detail)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.hasServerDetail = hasServerDetail
  }
}

/** A 401: the request carried no valid session. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}

/**
 * What a screen shows for a failed call (spec §8 pattern "the detail, '<fallback>', or the network
 * message"): the server's `detail`, the screen's network message when the server was not reached,
 * else the screen's fallback.
 */
export function errorMessageFor(error: unknown, { fallback, network }: { fallback: string; network?: string }): string {
  if (!(error instanceof ApiError)) return fallback
  if (error.status === 0) return network ?? error.detail
  return error.hasServerDetail ? error.detail : fallback
}

type QueryValue = string | number | boolean | null | undefined

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  params?: Record<string, QueryValue>
  body?: unknown
  signal?: AbortSignal
}

function buildUrl(path: string, params: RequestOptions['params']): string {
  if (!params) return path
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/** Spec §7: responses parse as JSON and fall back to text. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const parsed = ApiErrorSchema.safeParse(body)
  if (parsed.success) return new ApiError(status, parsed.data.detail, { hasServerDetail: true })
  if (typeof body === 'string' && body.trim() !== '') return new ApiError(status, body)
  return new ApiError(status, REQUEST_FAILED_MESSAGE)
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * The only caller of `fetch` in the web app: same-origin paths, cookies always sent, JSON bodies.
 * The answer is parsed with `schema`, so a contract drift fails loudly instead of rendering junk.
 * A 401 is reported like any other failure; the query client turns it into a sign-out (spec §4).
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const { method = 'GET', params, body, signal } = options
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(buildUrl(path, params), {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (error) {
    // A cancelled query is not a failure; TanStack Query expects the abort to propagate.
    if (isAbort(error) || signal?.aborted) throw error
    throw new ApiError(0, NETWORK_ERROR_MESSAGE)
  }

  const data = await readBody(response)
  if (!response.ok) throw errorFrom(response.status, data)
  return schema.parse(data)
}

export const apiClient = {
  get: <Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ) => apiRequest(path, schema, { ...options, method: 'GET' }),
  /** A POST with a JSON body (or none); the browser adds the page's `Origin`, which the server checks. */
  post: <Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    body?: unknown,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ) => apiRequest(path, schema, { ...options, method: 'POST', body }),
}
