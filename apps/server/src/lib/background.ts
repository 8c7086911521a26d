import type { FastifyBaseLogger } from 'fastify'

/** Work after the answer (a forgot-password mail, so timing says nothing of the address) and work the app waits for on close. */
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
