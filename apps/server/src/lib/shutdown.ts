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

/**
 * The shutdown sequence (docs/decisions/036): `app.close()` aborts `app.stopping` and waits for
 * background work (a menu sync stops between two halls, its run recorded as interrupted), stops
 * listening and closes idle connections, waits for the requests in flight, then closes the pool and
 * Redis. Requests still running after `drainMs` lose their connections, so closing is bounded.
 */
export async function closeGracefully(app: FastifyInstance, drainMs = SHUTDOWN_DRAIN_MS): Promise<void> {
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
