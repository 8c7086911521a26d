import { createServer } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { freePort } from './processes'
import { answerProblems, formatMs, measureWithAutocannon, percentile, reasonOf, runBench, Verdict } from './verdict'

afterEach(() => {
  process.exitCode = undefined
  vi.restoreAllMocks()
})

describe('percentile', () => {
  it('is undefined for no values, never 0, and reads as n/a', () => {
    expect(percentile([], 95)).toBeUndefined()
    expect(formatMs(percentile([], 95))).toBe('n/a')
    expect(formatMs(Number.NaN)).toBe('n/a')
  })

  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 95)).toBe(95)
    expect(percentile([7], 99)).toBe(7)
  })
})

describe('Verdict', () => {
  it('exits 0 and says so when every target is met', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const verdict = new Verdict()
    verdict.check(3 < 15, 'p95 under 15 ms')
    verdict.answers('history', { answered: 10, errors: new Map(), timeouts: 0, non2xx: 0 })
    expect(verdict.finish()).toBe(0)
    expect(log).toHaveBeenCalledWith('targets met')
  })

  it('exits 1 naming each miss: a target, no answers, errors, timeouts and non-2xx answers', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const verdict = new Verdict()
    verdict.check(false, 'p95 n/a ms, target < 15 ms')
    verdict.answers('summary', {
      answered: 0,
      errors: new Map([['ECONNREFUSED', 40]]),
      timeouts: 2,
      non2xx: 0,
    })
    verdict.answers('profile', { answered: 5, errors: new Map(), timeouts: 0, non2xx: 5 })
    expect(verdict.finish()).toBe(1)
    expect(log).toHaveBeenCalledWith(
      'TARGETS MISSED: p95 n/a ms, target < 15 ms; summary: no request was answered; ' +
        'summary: 40 errors (ECONNREFUSED ×40); summary: 2 timeouts; profile: 5 answers other than 2xx',
    )
  })
})

describe('a bench that cannot reach its server', () => {
  it('counts autocannon’s connection errors and no answers, and misses its targets', async () => {
    const port = await freePort()
    const run = await measureWithAutocannon({ url: `http://127.0.0.1:${port}/`, connections: 2, duration: 1 })
    expect(run.latenciesMs).toEqual([])
    expect(run.answers.answered).toBe(0)
    expect([...run.answers.errors.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
    expect(answerProblems('menu', run.answers)[0]).toBe('menu: no request was answered')
  })

  it('says why on one line and exits 1 when it throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const port = await freePort()
    await runBench('bench:history', async () => {
      await fetch(`http://127.0.0.1:${port}/readyz`)
      return 0
    })
    expect(process.exitCode).toBe(1)
    expect(error).toHaveBeenCalledWith(
      `bench:history could not run: fetch failed: connect ECONNREFUSED 127.0.0.1:${port}`,
    )
  })

  it('keeps the bench’s own exit code when it runs', async () => {
    await runBench('bench:export', async () => 1)
    expect(process.exitCode).toBe(1)
    await runBench('bench:export', async () => 0)
    expect(process.exitCode).toBe(0)
  })
})

describe('a bench whose server answers', () => {
  it('counts every answer, its latency and the non-2xx ones', async () => {
    const port = await freePort()
    const server = createServer((request, response) => {
      response.writeHead(request.url === '/missing' ? 404 : 200).end('ok')
    })
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    try {
      const run = await measureWithAutocannon({ url: `http://127.0.0.1:${port}/missing`, connections: 1, amount: 20 })
      expect(run.answers.answered).toBe(20)
      expect(run.answers.non2xx).toBe(20)
      expect(run.answers.errors.size).toBe(0)
      expect(percentile(run.latenciesMs, 95)).toBeGreaterThanOrEqual(0)
    } finally {
      server.close()
    }
  })
})

it('reasonOf follows the causes of an error', () => {
  const cause = new Error('connect ECONNREFUSED 127.0.0.1:5432')
  expect(reasonOf(new Error('could not seed', { cause }))).toBe('could not seed: connect ECONNREFUSED 127.0.0.1:5432')
  expect(reasonOf('plain')).toBe('plain')
})
