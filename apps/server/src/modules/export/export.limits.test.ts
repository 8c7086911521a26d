import { setTimeout as sleep } from 'node:timers/promises'
import { ExportDocumentSchema } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { buildTestApp, uniqueRateLimitPrefix } from '../../../test/build-test-app'
import { FULL_HISTORY, insertFullHistory } from '../../../test/full-history'
import { createUser, loginAs, testOrigin } from '../../../test/login'
import { TEST_TZ } from '../../../test/test-config'
import { TEST_REDIS_URL } from '../../../test/test-env'
import type { AppInstance } from '../../app-types'
import { campusToday } from '../../lib/campus-dates'
import { EXPORTS_LIMITED } from '../../plugins/rate-limit'
import { EXPORT_IN_PROGRESS } from './export.routes'

const ALL = { weight: true, meals: true, profile: true }

function exportData(app: AppInstance, cookie: string, format: 'json' | 'csv' | 'pdf') {
  return app.inject({
    method: 'POST',
    url: '/api/export-data',
    headers: { ...testOrigin(app), cookie },
    payload: { format, selections: ALL },
  })
}

async function signedIn(app: AppInstance, history = false): Promise<string> {
  const user = await createUser(app)
  if (history) await insertFullHistory(app.db, user.id, campusToday(TEST_TZ))
  return loginAs(app, user)
}

/**
 * The audit saw /healthz held for 16 s; the target is 100 ms. The bound leaves room for a busy
 * 2-core machine running other suites, and is still far below one PDF's 1.7 s of layout.
 */
const HEALTHZ_BOUND_MS = 250

describe('PDF exports and the instance', () => {
  it(`keeps /healthz answering within ${HEALTHZ_BOUND_MS} ms while six PDFs of full 3-month histories render`, async () => {
    const app = await buildTestApp()
    const cookies: string[] = []
    for (let i = 0; i < 6; i++) cookies.push(await signedIn(app, true))
    // Workers started, so the measure is of the renders, not of loading a worker.
    expect((await exportData(app, await signedIn(app), 'pdf')).statusCode).toBe(200)

    let isDone = false
    const exports = Promise.all(cookies.map((cookie) => exportData(app, cookie, 'pdf'))).finally(() => {
      isDone = true
    })
    const probesMs: number[] = []
    while (!isDone) {
      const started = performance.now()
      const probe = await app.inject({ url: '/healthz' })
      probesMs.push(performance.now() - started)
      expect(probe.statusCode).toBe(200)
      await sleep(10)
    }

    for (const res of await exports) {
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      // 93 days of 100 lines each run to well over a hundred pages.
      expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(FULL_HISTORY.days)
    }
    expect(probesMs.length).toBeGreaterThan(10)
    console.log(`healthz during six PDF renders: ${probesMs.length} probes, max ${Math.max(...probesMs).toFixed(1)} ms`)
    expect(Math.max(...probesMs)).toBeLessThan(HEALTHZ_BOUND_MS)
  }, 240_000)

  it('reads a history longer than one page of lines whole, in order, with no line twice', async () => {
    const app = await buildTestApp()
    const user = await createUser(app)
    // 1,750 lines: the pages of 1,000 end in the middle of a day.
    await insertFullHistory(app.db, user.id, campusToday(TEST_TZ), { days: 25, linesPerDay: 70 })
    const res = await exportData(app, await loginAs(app, user), 'json')
    const meals = ExportDocumentSchema.parse(res.json()).meals ?? []
    expect(meals).toHaveLength(25)
    expect(meals.map((day) => day.date)).toEqual(meals.map((day) => day.date).sort())
    const expected = Array.from({ length: 70 }, (_, position) => `food-${position}`)
    for (const day of meals) expect(day.items.map((item) => item.food_id)).toEqual(expected)
  })

  it('answers 503 with Retry-After and {error} when the instance renders all the PDFs it may, and renders again after', async () => {
    const app = await buildTestApp({}, { pdfRenders: { maxConcurrent: 1 } })
    const first = await signedIn(app, true)
    const second = await signedIn(app)

    // Which of the two takes the one slot first is up to the scheduler; the other is refused.
    const answers = await Promise.all([exportData(app, first, 'pdf'), exportData(app, second, 'pdf')])
    const [rendered, refused] = answers.sort((a, b) => a.statusCode - b.statusCode)

    expect(rendered.statusCode).toBe(200)
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('5')
    expect(refused.json()).toEqual({
      error: 'Many exports are being prepared right now. Please try again in a few seconds.',
    })
    // Other formats are not held back, and the slot is free again once the render is over.
    expect((await exportData(app, second, 'csv')).statusCode).toBe(200)
    expect((await exportData(app, second, 'pdf')).statusCode).toBe(200)
  })

  it("answers 429 with Retry-After to a user's second export while the first is being prepared", async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app, true)

    // Whichever of the two takes the user's turn first, the other is refused.
    const answers = await Promise.all([exportData(app, cookie, 'pdf'), exportData(app, cookie, 'json')])
    const refused = answers.find((res) => res.statusCode === 429)

    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429])
    expect(refused?.headers['retry-after']).toBe('5')
    expect(refused?.json()).toEqual({ error: EXPORT_IN_PROGRESS })
    expect((await exportData(app, cookie, 'json')).statusCode).toBe(200)
  })

  it.skipIf(!TEST_REDIS_URL)(
    "holds a user's turn across two instances sharing Redis, and frees it when the export is done (needs TEST_REDIS_URL)",
    async () => {
      const prefix = uniqueRateLimitPrefix()
      const first = await buildTestApp({ redisUrl: TEST_REDIS_URL }, { rateLimitKeyPrefix: prefix })
      const second = await buildTestApp(
        { redisUrl: TEST_REDIS_URL },
        { rateLimitKeyPrefix: prefix, joinDatabase: true },
      )
      const cookie = await signedIn(first, true)

      const answers = await Promise.all([exportData(first, cookie, 'pdf'), exportData(second, cookie, 'json')])

      expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 429])
      expect(answers.find((res) => res.statusCode === 429)?.json()).toEqual({ error: EXPORT_IN_PROGRESS })
      expect((await exportData(second, cookie, 'json')).statusCode).toBe(200)
      expect((await exportData(first, cookie, 'json')).statusCode).toBe(200)
    },
  )

  it('answers 429 with {error} and Retry-After after six exports in 15 minutes, per user', async () => {
    const app = await buildTestApp()
    const cookie = await signedIn(app)
    for (let i = 0; i < 6; i++) expect((await exportData(app, cookie, 'csv')).statusCode).toBe(200)

    const refused = await exportData(app, cookie, 'json')

    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ error: EXPORTS_LIMITED })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800)
    expect((await exportData(app, await signedIn(app), 'json')).statusCode).toBe(200)
  })
})
