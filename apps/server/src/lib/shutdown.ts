import type { FastifyInstance } from 'fastify'

/** The abort reason of work stopped because the server is shutting down (not a failure). */
export class ShutdownError extends Error {
  constructor() {
    super('the server is shutting down')
    this.name = 'ShutdownError'
  }
}

/** How long requests in flight may run on after a shutdown began before their connections close. */
export const SHUTDOWN_DRAIN_MS = 10_000

export interface ShutdownTimes {
  /** Serving on with `/readyz` at 503 before closing starts (SHUTDOWN_DELAY_MS). */
  delayMs?: number
  /** How long requests in flight may run once closing started. */
  drainMs?: number
}

/**
 * The shutdown sequence (docs/decisions/036): with a delay, `app.stopping` aborts at once (so
 * `/readyz` answers 503 and answers close their connections) while the app keeps listening and
 * serving, until a load balancer's health check has taken the instance out and nothing is left
 * waiting in the listen backlog. Then `app.close()` waits for background work (a menu sync stops
 * between two halls, its run recorded as interrupted), stops listening and closes idle connections,
 * waits for the requests in flight, then closes the pool and Redis. Requests still running after
 * `drainMs` lose their connections, so closing is bounded.
 */
export async function closeGracefully(
  app: FastifyInstance,
  { delayMs = 0, drainMs = SHUTDOWN_DRAIN_MS }: ShutdownTimes = {},
): Promise<void> {
  if (delayMs > 0) {
    app.beginStopping()
    app.log.info({ delayMs }, 'serving on while the load balancer takes this instance out')
    await new Promise((resolve) => setTimeout(resolve, delayMs))
  }
  const drain = setTimeout(() => {
    app.log.warn({ drainMs }, 'requests still in flight at the end of the shutdown grace: closing their connections')
    app.server.closeAllConnections()
  }, drainMs)
  drain.unref()
  try {
    await app.close()
  } finally {
    clearTimeout(drain)
  }
}
