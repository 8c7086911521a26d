import type { FastifyInstance } from 'fastify'

/** Not a failure. */
export class ShutdownError extends Error {
  constructor() {
    super('the server is shutting down')
    this.name = 'ShutdownError'
  }
}

export const SHUTDOWN_DRAIN_MS = 10_000

export interface ShutdownTimes {
  /** Serving on with `/readyz` at 503 before closing starts (SHUTDOWN_DELAY_MS). */
  delayMs?: number
  drainMs?: number
}

/** /readyz answers 503 until the balancer has taken the instance out; then a bounded drain (docs/decisions/036). */
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
