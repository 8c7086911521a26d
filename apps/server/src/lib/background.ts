import type { FastifyBaseLogger } from 'fastify'

/**
 * Work done after the answer was sent (the forgot-password mail, so the answer takes the same time
 * whether or not the address exists), and work the app must see end before it closes its database
 * (a menu sync). `run` logs failures, never throws; `track` hands the outcome to its caller. The
 * app waits for pending tasks when it closes, and tests wait with `idle()`.
 */
export class BackgroundTasks {
  readonly #pending = new Set<Promise<void>>()

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<unknown>): void {
    void this.track(() =>
      Promise.resolve()
        .then(task)
        .catch((error: unknown) => this.log.error({ err: error, task: name }, 'background task failed')),
    )
  }

  /** Runs `task` as pending work the app waits for when it closes; the caller gets its outcome. */
  track<T>(task: () => Promise<T>): Promise<T> {
    const promise = Promise.resolve().then(task)
    const settled: Promise<void> = promise.then(
      () => undefined,
      () => undefined,
    )
    this.#pending.add(settled)
    void settled.finally(() => this.#pending.delete(settled))
    return promise
  }

  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending])
  }
}
