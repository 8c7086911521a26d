import { describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'

describe('health probes', () => {
  it('answers /healthz and /readyz while the database is up', async () => {
    const app = await buildTestApp()
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    const ready = await app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ok' })
  })

  it('answers 503 on /readyz when the database does not answer, without internals', async () => {
    const app = await buildTestApp({}, { isolatedDatabase: true })
    await app.database.close()
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      detail: 'CampusPlate cannot reach its database right now. Please try again in a moment.',
    })
    expect((await app.inject('/healthz')).statusCode).toBe(200)
  })
})
