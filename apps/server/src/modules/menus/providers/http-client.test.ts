import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { startVendorServer } from '../../../../test/vendor-server'
import { createHttpClient, HttpError } from './http-client'

const fast = { timeoutMs: 300, retries: 2, backoffMs: 5 }

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof HttpError) return error
    throw error
  }
  throw new Error('expected the request to fail')
}

describe('createHttpClient', () => {
  it('gets and parses JSON, sending the Accept header and the configured headers', async () => {
    const vendor = await startVendorServer({ '/menu': { json: { ok: [1, 2] } } })
    const client = createHttpClient({ ...fast, headers: { 'user-agent': 'CampusPlate test' } })
    expect(await client.getJson(`${vendor.url}/menu`, { headers: { referer: 'https://example.edu/' } })).toEqual({
      ok: [1, 2],
    })
    expect(vendor.headers[0]).toMatchObject({
      accept: 'application/json, text/plain, */*',
      'user-agent': 'CampusPlate test',
      referer: 'https://example.edu/',
    })
  })

  it('retries a 500 and returns the answer that follows', async () => {
    const vendor = await startVendorServer({ '/menu': [{ status: 500 }, { status: 503 }, { json: { ok: true } }] })
    const retries: number[] = []
    const client = createHttpClient({ ...fast, onRetry: ({ attempt }) => retries.push(attempt) })
    expect(await client.getJson(`${vendor.url}/menu`)).toEqual({ ok: true })
    expect(vendor.hits('/menu')).toBe(3)
    expect(retries).toEqual([1, 2])
  })

  it('gives up on a lasting 5xx after the configured retries, naming the status and the attempts', async () => {
    const vendor = await startVendorServer({ '/menu': { status: 502 } })
    const error = await failure(createHttpClient(fast).getJson(`${vendor.url}/menu?date=2025-10-14`))
    expect(error).toMatchObject({ kind: 'status', status: 502 })
    expect(error.message).toBe(`${vendor.url}/menu answered 502 (3 attempts)`)
    expect(vendor.hits('/menu')).toBe(3)
  })

  it.each([400, 403, 404, 429])('does not retry a %d', async (status) => {
    const vendor = await startVendorServer({ '/menu': { status } })
    const error = await failure(createHttpClient(fast).getJson(`${vendor.url}/menu`))
    expect(error).toMatchObject({ kind: 'status', status, message: `${vendor.url}/menu answered ${status}` })
    expect(vendor.hits('/menu')).toBe(1)
  })

  it('times out a slow answer, retries it, and reports the timeout when it never comes', async () => {
    const vendor = await startVendorServer({ '/slow': { json: {}, delayMs: 2_000 } })
    const started = Date.now()
    const error = await failure(createHttpClient({ ...fast, timeoutMs: 100, retries: 1 }).getJson(`${vendor.url}/slow`))
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe(`${vendor.url}/slow did not answer within 100 ms (2 attempts)`)
    expect(vendor.hits('/slow')).toBe(2)
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('returns the answer when a timed-out request succeeds on retry', async () => {
    const vendor = await startVendorServer({ '/menu': [{ json: {}, delayMs: 1_000 }, { json: { second: true } }] })
    expect(await createHttpClient({ ...fast, timeoutMs: 100 }).getJson(`${vendor.url}/menu`)).toEqual({
      second: true,
    })
  })

  it('reports a body that is not JSON without retrying', async () => {
    const vendor = await startVendorServer({ '/menu': { body: '<html>Checking your browser…</html>' } })
    const error = await failure(createHttpClient(fast).getJson(`${vendor.url}/menu`))
    expect(error).toMatchObject({ kind: 'invalid-json' })
    expect(error.message).toBe(`${vendor.url}/menu answered 200 with a body that is not JSON`)
    expect(vendor.hits('/menu')).toBe(1)
  })

  it('refuses an answer larger than the limit', async () => {
    const vendor = await startVendorServer({ '/big': { json: { text: 'x'.repeat(5_000) } } })
    const error = await failure(createHttpClient({ ...fast, maxBytes: 1_000 }).getJson(`${vendor.url}/big`))
    expect(error.kind).toBe('too-large')
  })

  it('retries a refused connection, then reports it as a network failure', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address()
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
      })
    })
    const retries: number[] = []
    const client = createHttpClient({ ...fast, onRetry: ({ attempt }) => retries.push(attempt) })
    const error = await failure(client.getJson(`http://127.0.0.1:${port}/menu`))
    expect(error.kind).toBe('network')
    expect(error.message).toContain('ECONNREFUSED')
    expect(retries).toEqual([1, 2])
  })

  it('keeps at most `concurrency` requests in flight', async () => {
    let inFlight = 0
    let peak = 0
    const vendor = await startVendorServer({
      '/menu': () => {
        inFlight++
        peak = Math.max(peak, inFlight)
        setTimeout(() => inFlight--, 40)
        return { json: { ok: true }, delayMs: 40 }
      },
    })
    const client = createHttpClient({ ...fast, concurrency: 2 })
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => client.getJson(`${vendor.url}/menu?i=${i}`)))
    expect(answers).toHaveLength(7)
    expect(vendor.hits('/menu')).toBe(7)
    expect(peak).toBe(2)
  })
})
