/** Every bench says what it measured and why it failed, and exits non-zero on a miss (docs/decisions/050). */
import autocannon from 'autocannon'

/** Undefined when nothing was measured. */
export function percentile(sorted: readonly number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * p) / 100) - 1))]
}

export function formatMs(ms: number | undefined, digits = 1): string {
  return ms === undefined || !Number.isFinite(ms) ? 'n/a' : ms.toFixed(digits)
}

export interface Answers {
  answered: number
  /** Timeouts included, by code or message. */
  errors: Map<string, number>
  timeouts: number
  non2xx: number
}

export function answerProblems(label: string, answers: Answers): string[] {
  const problems: string[] = []
  if (answers.answered === 0) problems.push(`${label}: no request was answered`)
  const errorCount = [...answers.errors.values()].reduce((sum, n) => sum + n, 0)
  if (errorCount > 0) {
    const kinds = [...answers.errors].map(([what, n]) => `${what} ×${n}`).join(', ')
    problems.push(`${label}: ${errorCount} errors (${kinds})`)
  }
  if (answers.timeouts > 0) problems.push(`${label}: ${answers.timeouts} timeouts`)
  if (answers.non2xx > 0) problems.push(`${label}: ${answers.non2xx} answers other than 2xx`)
  return problems
}

export class Verdict {
  readonly misses: string[] = []

  /** A value that was never measured (NaN, undefined) is a miss. */
  check(isMet: boolean, miss: string): void {
    if (!isMet) this.misses.push(miss)
  }

  answers(label: string, answers: Answers): void {
    this.misses.push(...answerProblems(label, answers))
  }

  finish(): number {
    if (this.misses.length === 0) {
      console.log('targets met')
      return 0
    }
    console.log(`TARGETS MISSED: ${this.misses.join('; ')}`)
    return 1
  }
}

/** `fetch failed: connect ECONNREFUSED 127.0.0.1:3000`, not just `fetch failed`. */
export function reasonOf(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 5 && current !== undefined && current !== null; depth++) {
    if (current instanceof AggregateError && current.errors.length > 0 && !current.message) current = current.errors[0]
    parts.push(current instanceof Error ? current.message || current.name : String(current))
    current = current instanceof Error ? current.cause : undefined
  }
  return parts.filter((part, i) => part && parts.indexOf(part) === i).join(': ')
}

/** A bench that throws exits 1 with its reason on one line. */
export async function runBench(name: string, bench: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await bench()
  } catch (error) {
    console.error(`${name} could not run: ${reasonOf(error)}`)
    process.exitCode = 1
  }
}

export async function measureWithAutocannon(
  options: autocannon.Options,
): Promise<{ latenciesMs: number[]; answers: Answers; requestsPerSecond: number }> {
  const latenciesMs: number[] = []
  const errors = new Map<string, number>()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, responseTimeMs) => latenciesMs.push(responseTimeMs))
    instance.on('reqError', (error: unknown) => {
      const what = (error as { code?: string }).code ?? reasonOf(error)
      errors.set(what, (errors.get(what) ?? 0) + 1)
    })
  })
  latenciesMs.sort((a, b) => a - b)
  // autocannon counts errors it reports no event for (a connection it could not open, say).
  const counted = [...errors.values()].reduce((sum, n) => sum + n, 0)
  if (result.errors > counted)
    errors.set('connection errors', (errors.get('connection errors') ?? 0) + result.errors - counted)
  return {
    latenciesMs,
    answers: { answered: latenciesMs.length, errors, timeouts: result.timeouts, non2xx: result.non2xx },
    requestsPerSecond: result.requests.average,
  }
}

export function answersLine(answers: Answers): string {
  const errors = [...answers.errors].map(([what, n]) => `${what} ×${n}`).join(', ') || 'none'
  return `${answers.answered} answered, errors ${errors}, timeouts ${answers.timeouts}, non-2xx ${answers.non2xx}`
}
