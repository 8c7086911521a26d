import type { FastifyBaseLogger } from 'fastify'

/**
 * Work done after the answer was sent (the forgot-password mail, so the answer takes the same time
 * whether or not the address exists). Failures are logged, never thrown; the app waits for pending
 * tasks when it closes, and tests wait with `idle()`.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>()

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>): void {
    const promise: Promise<void> = Promise.resolve()
      .then(task)
      .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed'))
      .finally(() => this.#pending.delete(promise))
    this.#pending.add(promise)
  }

  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending])
  }
}
