import { readFileSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { onTestFinished } from 'vitest'

/**
 * A menu vendor played on loopback (docs/product.md#tests: third parties are real peers on 127.0.0.1): answers
 * fixture files or bodies by path, counts requests, and closes when the test ends.
 */
export interface VendorReply {
  status?: number
  /** Sent as JSON. */
  json?: unknown
  /** Sent as is, for bodies that are not JSON. */
  body?: string
  /** A fixture file sent as is. */
  file?: string
  delayMs?: number
}

/** One reply, a sequence (the last one repeats), or a function of the request. */
export type VendorRoute = VendorReply | VendorReply[] | ((url: URL) => VendorReply)

export interface VendorServer {
  url: string
  /** Path and query of every request, in order. */
  requests: string[]
  headers: IncomingHttpHeaders[]
  /** How many requests had this path (query ignored). */
  hits(pathname: string): number
  route(key: string, route: VendorRoute): void
  close(): Promise<void>
}

/**
 * Routes are keyed by path, or by path and query (`/menu?date=2025-10-14`) when the query matters;
 * the more specific key wins. Anything else answers 404.
 */
export async function startVendorServer(routes: Record<string, VendorRoute> = {}): Promise<VendorServer> {
  const table = new Map(Object.entries(routes))
  const served = new Map<string, number>()
  const requests: string[] = []
  const headers: IncomingHttpHeaders[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const withQuery = `${url.pathname}${url.search}`
    requests.push(withQuery)
    headers.push(req.headers)
    const key = table.has(withQuery) ? withQuery : url.pathname
    const route = table.get(key)
    let reply: VendorReply
    if (!route) reply = { status: 404, json: { error: 'not found' } }
    else if (typeof route === 'function') reply = route(url)
    else if (Array.isArray(route)) {
      const count = served.get(key) ?? 0
      served.set(key, count + 1)
      reply = route[Math.min(count, route.length - 1)] ?? { status: 500 }
    } else reply = route
    const send = () => {
      if (res.destroyed) return
      const body =
        reply.file !== undefined
          ? readFileSync(reply.file)
          : reply.body !== undefined
            ? reply.body
            : JSON.stringify(reply.json ?? null)
      res.writeHead(reply.status ?? 200, {
        'content-type': reply.body !== undefined ? 'text/html' : 'application/json',
      })
      res.end(body)
    }
    if (reply.delayMs) setTimeout(send, reply.delayMs)
    else send()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  onTestFinished(close)
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    headers,
    hits: (pathname) => requests.filter((r) => r.split('?')[0] === pathname).length,
    route: (key, route) => {
      table.set(key, route)
      served.delete(key)
    },
    close,
  }
}
