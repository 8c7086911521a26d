import { QUERY_READ_TIMEOUT } from './bounded-client'

/** Unreachable, stopped answering, or the instance closed its database while shutting down. */
const UNAVAILABLE_MESSAGES = new Set([
  QUERY_READ_TIMEOUT,
  'timeout exceeded when trying to connect',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
])

const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/** Includes a statement cancelled at its `statement_timeout`. */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || // connection exception
    code.startsWith('53') || // insufficient resources: too many connections, out of memory or disk
    ['57P01', '57P02', '57P03', '57014'].includes(code) // admin/crash shutdown, cannot connect now, cancelled
  )
}

const MAX_CAUSES = 5

/** Drizzle wraps the driver's error, so causes are followed; a database down, frozen or overloaded answers 503. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth <= MAX_CAUSES && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code
    if (UNAVAILABLE_MESSAGES.has(current.message)) return true
    if (typeof code === 'string' && (UNAVAILABLE_SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true
    current = current.cause
  }
  return false
}
