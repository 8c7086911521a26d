import { setTimeout as sleep } from 'node:timers/promises'

/** Polls `condition` until it holds or `timeoutMs` has passed; the caller asserts what it needs. */
export async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs
  while (!condition() && performance.now() < deadline) await sleep(25)
}
