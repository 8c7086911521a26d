import { setTimeout as sleep } from 'node:timers/promises'

/** Retries with backoff on 5xx, timeouts and dropped connections, never on 4xx (docs/decisions/013). */

export type HttpFailure = 'status' | 'timeout' | 'network' | 'no-such-host' | 'invalid-json' | 'too-large'

export class HttpError extends Error {
  constructor(
    readonly kind: HttpFailure,
    readonly url: string,
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export interface HttpClientOptions {
  /** Per attempt, until the whole body is read. */
  timeoutMs?: number
  retries?: number
  /** Doubles with each further retry. */
  backoffMs?: number
  /** Across every caller of this client. */
  concurrency?: number
  /** Larger answers fail rather than fill memory. */
  maxBytes?: number
  headers?: Readonly<Record<string, string>>
  onRetry?: (info: { url: string; attempt: number; error: HttpError; delayMs: number }) => void
}

export interface HttpClient {
  getJson(url: string, options?: { headers?: Readonly<Record<string, string>> }): Promise<unknown>
}

export const HTTP_DEFAULTS = {
  timeoutMs: 20_000,
  retries: 3,
  backoffMs: 500,
  concurrency: 4,
  maxBytes: 20 * 1024 * 1024,
} as const

function semaphore(limit: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async <T>(fn: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve))
    active++
    try {
      return await fn()
    } finally {
      active--
      waiting.shift()?.()
    }
  }
}

/** The query string may be long. */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.origin}${parsed.pathname}`
  } catch {
    return url
  }
}

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause
  return typeof cause?.code === 'string' ? cause.code : undefined
}

function isRetryable(error: HttpError): boolean {
  if (error.kind === 'timeout' || error.kind === 'network') return true
  return error.kind === 'status' && (error.status ?? 0) >= 500
}

async function attempt(url: string, headers: Record<string, string>, timeoutMs: number, maxBytes: number) {
  const where = shortUrl(url)
  let response: Response
  let body: string
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' })
    const length = Number(response.headers.get('content-length') ?? 0)
    if (length > maxBytes) {
      await response.body?.cancel()
      throw new HttpError('too-large', url, `${where} answered ${length} bytes, more than ${maxBytes}`)
    }
    body = await response.text()
  } catch (error) {
    if (error instanceof HttpError) throw error
    const name = (error as { name?: string } | undefined)?.name
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new HttpError('timeout', url, `${where} did not answer within ${timeoutMs} ms`)
    }
    const code = causeCode(error)
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      // An unknown host (a mistyped district) does not come back by asking again.
      throw new HttpError('no-such-host', url, `${where}: no such host`)
    }
    throw new HttpError(
      'network',
      url,
      `${where}: ${code ?? (error instanceof Error ? error.message : 'network error')}`,
    )
  }
  if (body.length > maxBytes) throw new HttpError('too-large', url, `${where} answered more than ${maxBytes} bytes`)
  if (!response.ok) {
    throw new HttpError('status', url, `${where} answered ${response.status}`, response.status)
  }
  try {
    return JSON.parse(body) as unknown
  } catch {
    throw new HttpError('invalid-json', url, `${where} answered ${response.status} with a body that is not JSON`)
  }
}

export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const timeoutMs = options.timeoutMs ?? HTTP_DEFAULTS.timeoutMs
  const retries = options.retries ?? HTTP_DEFAULTS.retries
  const backoffMs = options.backoffMs ?? HTTP_DEFAULTS.backoffMs
  const maxBytes = options.maxBytes ?? HTTP_DEFAULTS.maxBytes
  const limit = semaphore(Math.max(1, options.concurrency ?? HTTP_DEFAULTS.concurrency))
  const baseHeaders = { accept: 'application/json, text/plain, */*', ...options.headers }

  return {
    async getJson(url, requestOptions = {}) {
      const headers = { ...baseHeaders, ...requestOptions.headers }
      for (let attemptNumber = 0; ; attemptNumber++) {
        try {
          return await limit(() => attempt(url, headers, timeoutMs, maxBytes))
        } catch (error) {
          if (!(error instanceof HttpError) || !isRetryable(error)) throw error
          if (attemptNumber >= retries) {
            if (attemptNumber === 0) throw error
            throw new HttpError(error.kind, url, `${error.message} (${attemptNumber + 1} attempts)`, error.status)
          }
          // Full jitter halves the chance that instances retrying together collide again.
          const delayMs = Math.round(backoffMs * 2 ** attemptNumber * (0.5 + Math.random() / 2))
          options.onRetry?.({ url, attempt: attemptNumber + 1, error, delayMs })
          await sleep(delayMs)
        }
      }
    },
  }
}
