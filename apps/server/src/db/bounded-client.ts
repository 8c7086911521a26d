import pg from 'pg'

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

// docs/decisions/037: a timed-out statement closes its connection (others would queue); a failed `begin` releases it (Drizzle leaks it).
export class BoundedClient extends pg.Client {
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
