// A year of daily plates exported as JSON, CSV and PDF through the real route; the two plate queries are the baseline.
// Run: npm run bench:export
import { PGlite } from '@electric-sql/pglite'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config/env'
import { pgliteDatabase } from '../apps/server/src/db/client'
import { insertUserWithProfile } from '../apps/server/src/modules/auth/auth.repository'
import { createSession } from '../apps/server/src/modules/auth/sessions'
import { findMealDays } from '../apps/server/src/modules/export/export.repository'
// `app.db` is declared by the db plugin, which app.ts's declarations do not import (tsc -b reads those).
import type {} from '../apps/server/src/plugins/db'
import { insertFullHistory } from '../apps/server/test/full-history'
import { runBench, Verdict } from './support/verdict'

const DAYS = 365
const LINES_PER_DAY = 5
const TARGET_MS = 2000

await runBench('bench:export', async () => {
  const database = pgliteDatabase(await PGlite.create())
  await database.migrate()
  const config = Object.freeze({ ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/campusplate-bench' }) })
  const app = await buildApp(config, { database, closeDatabase: true })
  await app.ready()
  try {
    const now = new Date('2026-07-01T17:00:00Z')
    const user = await insertUserWithProfile(
      app.db,
      { email: 'year@campus.test', passwordHash: null, googleSubject: null, emailVerifiedAt: null, createdAt: now },
      { name: 'Year Long', image: null },
    )
    await insertFullHistory(app.db, user.id, '2026-06-30', { days: DAYS, linesPerDay: LINES_PER_DAY })
    const token = await createSession(app.db, user.id, new Date())
    const cookie = `cp_session=${token}`

    let started = performance.now()
    const days = await findMealDays(app.db, user.id)
    const baselineMs = performance.now() - started
    console.log(`baseline: read ${days.length} days in ${baselineMs.toFixed(0)} ms`)

    const verdict = new Verdict()
    for (const format of ['json', 'csv', 'pdf'] as const) {
      started = performance.now()
      const res = await app.inject({
        method: 'POST',
        url: '/api/export-data',
        headers: { cookie, origin: config.publicUrl },
        payload: { format, selections: { weight: true, meals: true, profile: true } },
      })
      const ms = performance.now() - started
      const ok = res.statusCode === 200 && ms < TARGET_MS
      verdict.check(ok, `${format}: ${res.statusCode} in ${ms.toFixed(0)} ms, target 200 in < ${TARGET_MS} ms`)
      console.log(
        `${format}: ${res.statusCode} ${(res.rawPayload.length / 1024).toFixed(0)} KB in ${ms.toFixed(0)} ms ` +
          `(${(ms / baselineMs).toFixed(1)}× baseline; target < ${TARGET_MS} ms) ${ok ? 'ok' : 'TOO SLOW'}`,
      )
    }
    return verdict.finish()
  } finally {
    await app.close()
  }
})
