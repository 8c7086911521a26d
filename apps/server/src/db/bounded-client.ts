import pg from 'pg'

/** pg's error when a statement outlives `query_timeout`. */
export const QUERY_READ_TIMEOUT = 'Query read timeout'

type QueryCall = (this: pg.Client, ...args: unknown[]) => unknown
type Callback = (error: Error | null, result?: unknown) => void

const baseQuery = pg.Client.prototype.query as unknown as QueryCall

function queryText(args: unknown[]): string {
  const [first] = args
  if (typeof first === 'string') return first
  const text = (first as { text?: unknown } | undefined)?.text
  return typeof text === 'string' ? text : ''
}

/**
 * node-postgres' client, repaired for a server that stops answering (docs/decisions/037):
 * - A statement that outlives `query_timeout` closes the connection. pg rejects the statement but
 *   keeps the connection, whose next statements would queue behind the one the server never
 *   answers; closed, they fail at once and the pool replaces the connection.
 * - A failed `begin` releases the connection with its error. Drizzle's transaction sends `begin`
 *   before its try/finally, so without this the connection would stay checked out for ever and
 *   each database restart would take pool slots with it until none were left.
 */
export class BoundedClient extends pg.Client {
  /** The pool's release function while the client is checked out. */
  declare release?: (error?: Error) => void

  handleQueryError(error: unknown, isBegin: boolean): void {
    if (error instanceof Error && error.message === QUERY_READ_TIMEOUT) {
      ;(this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy()
    }
    if (isBegin && this.release) this.release(error instanceof Error ? error : new Error(String(error)))
  }
}

function boundedQuery(this: BoundedClient, ...args: unknown[]): unknown {
  const last = args.at(-1)
  if (typeof last === 'function') {
    // The callback form is the pool's own `pool.query`, which releases the client itself.
    const callback = last as Callback
    args[args.length - 1] = (error: Error | null, result?: unknown) => {
      if (error) this.handleQueryError(error, false)
      callback(error, result)
    }
    return baseQuery.apply(this, args)
  }
  const isBegin = /^\s*begin\b/i.test(queryText(args))
  const result = baseQuery.apply(this, args)
  if (result instanceof Promise) result.catch((error: unknown) => this.handleQueryError(error, isBegin))
  return result
}

;(BoundedClient.prototype as unknown as { query: typeof boundedQuery }).query = boundedQuery
