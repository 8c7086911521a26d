// A semester of menus imported, then imported again unchanged (target: zero rows written), against plain INSERTs as the baseline.
// Run: npm run bench:import   (DATABASE_URL: scratch databases there; BENCH_EMBEDDED=durable|relaxed: on-disk PGlite)
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { createEmbeddedPGlite, type Database, pgliteDatabase, postgresDatabase } from '../apps/server/src/db/client'
import { diningHalls, meals, menuItems, stations } from '../apps/server/src/db/schema/index'
import { desiredRows, runImport } from '../apps/server/src/modules/menus/menus.import'
import { createFileProvider } from '../apps/server/src/modules/menus/providers/file-provider'
import { SEMESTER } from './menu-semester'
import { runBench, Verdict } from './support/verdict'

const root = new URL('..', import.meta.url).pathname
const databaseUrl = process.env.DATABASE_URL
const embedded = process.env.BENCH_EMBEDDED
if (embedded !== undefined && embedded !== 'durable' && embedded !== 'relaxed') {
  throw new Error('BENCH_EMBEDDED must be durable or relaxed')
}
const scratch: string[] = []

async function admin(fn: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await fn(client)
  } finally {
    await client.end()
  }
}

async function freshDatabase(label: string): Promise<Database> {
  if (!databaseUrl && embedded) {
    const dir = join(workDir, `db-${label}`)
    const database = pgliteDatabase(await createEmbeddedPGlite(dir, { durable: embedded === 'durable' }))
    await database.migrate()
    return database
  }
  if (!databaseUrl) {
    const database = pgliteDatabase(await PGlite.create())
    await database.migrate()
    return database
  }
  const name = `cp_bench_${process.pid}_${label}`
  await admin((client) => client.query(`create database ${name}`))
  scratch.push(name)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  const database = postgresDatabase(url.toString(), { poolMax: 4 })
  await database.migrate()
  return database
}

/** process.resourceUsage covers the whole process, so the heap is sampled while `fn` runs. */
async function measured<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number; peakHeapMb: number }> {
  let peakHeap = process.memoryUsage().heapUsed
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
  }, 20)
  const started = performance.now()
  try {
    const value = await fn()
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
    return { value, ms: performance.now() - started, peakHeapMb: peakHeap / 2 ** 20 }
  } finally {
    clearInterval(sampler)
  }
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const perSecond = (rows: number, ms: number) => `${Math.round(rows / (ms / 1000)).toLocaleString('en-US')} rows/s`

const workDir = mkdtempSync(join(tmpdir(), 'campusplate-bench-import-'))
await runBench('bench:import', async () => {
  const file = join(workDir, 'semester.json')
  try {
    const expectedItems = SEMESTER.days * SEMESTER.halls * SEMESTER.meals * SEMESTER.itemsPerMeal
    console.log(
      `Menu import bench on ${databaseUrl ? 'PostgreSQL (scratch databases)' : embedded ? `on-disk PGlite (${embedded})` : 'in-memory PGlite'}: ` +
        `${SEMESTER.days} days × ${SEMESTER.halls} halls × ${SEMESTER.meals} meals × ${SEMESTER.itemsPerMeal} items ` +
        `= ${expectedItems.toLocaleString('en-US')} items`,
    )
    // The generator runs in a process of its own, so its memory does not count against the import.
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'bench', 'menu-semester.ts'), file], {
      stdio: 'inherit',
    })
    console.log(`file: ${mb(statSync(file).size)} of JSON`)

    const database = await freshDatabase('import')
    const first = await measured(async () => {
      const provider = createFileProvider(file)
      const loadStarted = performance.now()
      const { dates } = await provider.load()
      const loadMs = performance.now() - loadStarted
      const result = await runImport(database.db, provider, dates, { trigger: 'bench' })
      return { result, loadMs }
    })
    const { result, loadMs } = first.value
    const verdict = new Verdict()
    verdict.check(result.status === 'ok', `first import ${result.status}: ${result.errors.slice(0, 3).join('; ')}`)
    const rows = result.counts.rowsWritten
    console.log(
      `first import: ${seconds(first.ms)} (reading and checking the file ${seconds(loadMs)}), ` +
        `${rows.toLocaleString('en-US')} rows written (${result.counts.itemsInserted.toLocaleString('en-US')} items), ` +
        `${perSecond(rows, first.ms)}; peak heap ${first.peakHeapMb.toFixed(0)} MB, ` +
        `peak RSS of the process ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    )

    const second = await measured(async () => {
      const provider = createFileProvider(file)
      const loadStarted = performance.now()
      const { dates } = await provider.load()
      const loadMs = performance.now() - loadStarted
      return { result: await runImport(database.db, provider, dates, { trigger: 'bench' }), loadMs }
    })
    console.log(
      `unchanged re-import: ${seconds(second.ms)} (reading and checking the file ${seconds(second.value.loadMs)}), ` +
        `${second.value.result.counts.rowsWritten} rows written (target 0), ` +
        `${second.value.result.counts.itemsUnchanged.toLocaleString('en-US')} items compared`,
    )
    verdict.check(
      second.value.result.status === 'ok' && second.value.result.counts.rowsWritten === 0,
      `unchanged re-import ${second.value.result.status}, ${second.value.result.counts.rowsWritten} rows written (target 0)`,
    )
    await database.close()

    const provider = createFileProvider(file)
    const loaded = await provider.load()
    const hallDays = loaded.dates.flatMap((date) => loaded.days.get(date) ?? [])
    const baselineDatabase = await freshDatabase('baseline')
    const baseline = await measured(async () => {
      let written = 0
      await baselineDatabase.db.transaction(async (tx) => {
        const halls = new Map(hallDays.map((d) => [d.hall.id, d.hall]))
        await tx
          .insert(diningHalls)
          .values([...halls.values()].map((h) => ({ ...h, source: 'file', position: h.position ?? 0 })))
        written += halls.size
        for (const day of hallDays) {
          const rowsOfDay = desiredRows(day)
          await tx.insert(meals).values(rowsOfDay.mealRows)
          await tx.insert(stations).values(rowsOfDay.stationRows)
          for (let i = 0; i < rowsOfDay.itemRows.length; i += 500) {
            await tx.insert(menuItems).values(rowsOfDay.itemRows.slice(i, i + 500))
          }
          written += rowsOfDay.mealRows.length + rowsOfDay.stationRows.length + rowsOfDay.itemRows.length
        }
      })
      return written
    })
    await baselineDatabase.close()
    console.log(
      `baseline (plain INSERTs of the same ${baseline.value.toLocaleString('en-US')} rows): ${seconds(baseline.ms)}, ` +
        `${perSecond(baseline.value, baseline.ms)}`,
    )
    console.log(
      `ratios: first import's database work / baseline ${((first.ms - loadMs) / baseline.ms).toFixed(2)}×; ` +
        `unchanged re-import / first import ${(second.ms / first.ms).toFixed(2)}×`,
    )
    return verdict.finish()
  } finally {
    rmSync(workDir, { recursive: true, force: true })
    for (const name of scratch) await admin((client) => client.query(`drop database if exists ${name} with (force)`))
  }
})
