import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { addDays } from '@campusplate/shared'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, loginAs } from '../../test/login'
import { type OwnPostgres, POSTGRES_BINARIES, startOwnPostgres } from '../../test/own-services'
import { testConfig } from '../../test/test-config'
import { TEST_POSTGRES_URL } from '../../test/test-env'
import { waitUntil } from '../../test/wait-until'
import { buildApp } from '../app'
import type { AppInstance } from '../app-types'
import { campusToday } from '../lib/campus-dates'
import { DATABASE_UNAVAILABLE_DETAIL } from '../lib/errors'
import { postgresDatabase } from './client'

/**
 * docs/decisions/037: two instances on a PostgreSQL of the test's own, under a steady load of saves
 * and reads, while the database is stopped (`pg_ctl stop -m fast`) or frozen (SIGSTOP) and then
 * comes back. It runs in the PostgreSQL pass of the suites (TEST_DATABASE_URL), once.
 */
const skipReason = !POSTGRES_BINARIES
  ? 'initdb and pg_ctl are not installed'
  : !TEST_POSTGRES_URL
    ? 'runs in the PostgreSQL pass (TEST_DATABASE_URL unset)'
    : undefined
if (skipReason) console.log(`database fault tests skipped: ${skipReason}`)
const title = (what: string) => (skipReason ? `${what} (skipped: ${skipReason})` : what)

const WORKERS = 8
const DATES_PER_USER = 6
const ITEMS_PER_PLATE = 3
const OUTAGE_MS = 4000
/** The bounds: an answer within 2 s while the database is away, service within 5 s of its return. */
const ANSWER_BOUND_MS = 2000
const RECOVERY_BOUND_MS = 5000

interface Call {
  kind: 'save' | 'read' | 'ready'
  instance: number
  startedAt: number
  endedAt: number
  /** 0: no answer (the request hung past 10 s or the connection failed). */
  status: number
  body: string
}

interface Save {
  call: Call
  userIndex: number
  date: string
  serial: number
}

let postgres: OwnPostgres | undefined
let apps: AppInstance[] = []
let bases: string[] = []
let cookies: string[] = []
let userIds: string[] = []
let dates: string[] = []
/** Numbers every save across both runs, so a plate's lines tell which save wrote them. */
let serial = 0
/** Every save of both runs: a plate's lines may be those of a save of the earlier run. */
const allSaves: Save[] = []

async function timedFetch(kind: Call['kind'], instance: number, path: string, init: RequestInit = {}): Promise<Call> {
  const startedAt = performance.now()
  try {
    const res = await fetch(`${bases[instance]}${path}`, { ...init, signal: AbortSignal.timeout(10_000) })
    const body = await res.text()
    return { kind, instance, startedAt, endedAt: performance.now(), status: res.status, body }
  } catch (error) {
    return { kind, instance, startedAt, endedAt: performance.now(), status: 0, body: String(error) }
  }
}

function platePayload(date: string, serial: number) {
  return {
    date,
    items: Array.from({ length: ITEMS_PER_PLATE }, (_, k) => ({
      food_id: `custom-fault-${k}`,
      quantity: 1,
      custom_macros: { name: `s${serial} line ${k}`, calories: 100 + k, protein: 5, carbs: 10, totalFat: 2 },
    })),
  }
}

/** Saves and reads by every worker, and /readyz on both instances, until `stop` is called. */
function startLoad() {
  const calls: Call[] = []
  const saves: Save[] = []
  let running = true
  const worker = async (userIndex: number) => {
    const cookie = cookies[userIndex] as string
    while (running) {
      const mine = ++serial
      const date = dates[mine % DATES_PER_USER] as string
      const instance = mine % 2
      const save = await timedFetch('save', instance, '/api/plate', {
        method: 'POST',
        headers: { cookie, origin: apps[instance]?.config.publicUrl ?? '', 'content-type': 'application/json' },
        body: JSON.stringify(platePayload(date, mine)),
      })
      calls.push(save)
      saves.push({ call: save, userIndex, date, serial: mine })
      allSaves.push({ call: save, userIndex, date, serial: mine })
      calls.push(await timedFetch('read', 1 - instance, `/api/plate?date=${date}`, { headers: { cookie } }))
      await sleep(20)
    }
  }
  const prober = async () => {
    while (running) {
      calls.push(...(await Promise.all([0, 1].map((i) => timedFetch('ready', i, '/readyz')))))
      await sleep(100)
    }
  }
  const done = Promise.all([...Array.from({ length: WORKERS }, (_, i) => worker(i)), prober()])
  return {
    calls,
    saves,
    async stop() {
      running = false
      await done
    },
  }
}

interface Outage {
  faultedAt: number
  /** When the recovery began (pg_ctl start, the thaw): the database may answer from then on. */
  recoveringAt: number
  /** When the recovery's command returned: pg_ctl -w notices a started server a little late. */
  recoveredAt: number
  calls: Call[]
  saves: Save[]
  /** Per instance: from the database's return to the first 2xx save answered there. */
  recoveryMs: number[]
}

/** Runs the load, applies `fault` for OUTAGE_MS, `recover`s, and runs until both instances save again. */
async function outage(fault: () => Promise<void> | void, recover: () => Promise<void> | void): Promise<Outage> {
  const load = startLoad()
  await sleep(1500)
  await fault()
  const faultedAt = performance.now()
  await sleep(OUTAGE_MS)
  const recoveringAt = performance.now()
  await recover()
  const recoveredAt = performance.now()
  const firstSaveAfter = (instance: number) =>
    load.calls.find(
      (c) => c.kind === 'save' && c.instance === instance && c.status === 200 && c.startedAt >= recoveredAt,
    )
  await waitUntil(() => firstSaveAfter(0) !== undefined && firstSaveAfter(1) !== undefined, 15_000)
  await sleep(1000)
  await load.stop()
  const recoveryMs = [0, 1].map((i) => (firstSaveAfter(i)?.endedAt ?? Number.POSITIVE_INFINITY) - recoveredAt)
  return { faultedAt, recoveringAt, recoveredAt, calls: load.calls, saves: load.saves, recoveryMs }
}

const slowestOf = (calls: Call[]) => Math.max(0, ...calls.map((c) => c.endedAt - c.startedAt))

function expectBoundedAnswers(run: Outage) {
  const hung = run.calls.filter((c) => c.status === 0)
  expect(hung, 'requests without an answer').toEqual([])
  const unexpected = run.calls.filter((c) => c.status !== 200 && c.status !== 503)
  expect(unexpected.map((c) => `${c.kind} ${c.status} ${c.body}`)).toEqual([])
  for (const call of run.calls.filter((c) => c.status === 503)) {
    expect(JSON.parse(call.body)).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL })
  }
  // What started once the fault was in place and ended before the recovery began failed with 503,
  // within the bound; a call already under way when the fault came had its earlier part too. (A call
  // ending while pg_ctl start still waits may already be served: the server is up before pg_ctl sees it.)
  const during = run.calls.filter((c) => c.startedAt >= run.faultedAt && c.endedAt <= run.recoveringAt)
  for (const instance of [0, 1]) {
    const mine = during.filter((c) => c.instance === instance)
    expect(mine.filter((c) => c.kind !== 'ready').length).toBeGreaterThan(0)
    expect(mine.filter((c) => c.kind === 'ready').length).toBeGreaterThan(0)
    expect(mine.filter((c) => c.status !== 503)).toEqual([])
  }
  expect(slowestOf(run.calls.filter((c) => c.startedAt >= run.faultedAt && c.status === 503))).toBeLessThan(
    ANSWER_BOUND_MS,
  )
  expect(slowestOf(run.calls)).toBeLessThan(2 * ANSWER_BOUND_MS)
  // Every instance serves again soon after the database returns, /readyz included.
  for (const ms of run.recoveryMs) expect(ms).toBeLessThan(RECOVERY_BOUND_MS)
  for (const instance of [0, 1]) {
    const lastReady = run.calls.filter((c) => c.kind === 'ready' && c.instance === instance).at(-1)
    expect(lastReady?.status).toBe(200)
  }
}

/** What the database holds for each user and date: the serial of each line's plate. */
async function storedPlates(): Promise<Map<string, string[]>> {
  const client = new pg.Client({ connectionString: postgres?.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ user_id: string; date: string; name: string }>(
      `select p.user_id, p.date::text as date, i.name from plates p join plate_items i on i.plate_id = p.id
       order by p.user_id, p.date, i.position`,
    )
    const byPlate = new Map<string, string[]>()
    for (const row of rows) {
      const key = `${row.user_id} ${row.date}`
      byPlate.set(key, [...(byPlate.get(key) ?? []), row.name])
    }
    return byPlate
  } finally {
    await client.end()
  }
}

/**
 * No save answered 2xx is lost and none is half-written: each plate holds exactly the lines of one
 * save, and that save is the last one acknowledged for its date or one that failed after it (a
 * commit whose answer was lost with the connection may have gone through).
 */
async function expectSavesIntact(saves: readonly Save[]) {
  const stored = await storedPlates()
  const byPlate = new Map<string, Save[]>()
  for (const save of saves) {
    const key = `${userIds[save.userIndex]} ${save.date}`
    byPlate.set(key, [...(byPlate.get(key) ?? []), save])
  }
  for (const [key, attempts] of byPlate) {
    const acknowledged = attempts.filter((s) => s.call.status === 200).map((s) => s.serial)
    const lastAcknowledged = Math.max(0, ...acknowledged)
    const lines = stored.get(key)
    if (acknowledged.length === 0 && lines === undefined) continue
    expect(lines, `plate ${key}`).toBeDefined()
    const serials = new Set((lines ?? []).map((name) => Number(/^s(\d+) /.exec(name)?.[1])))
    expect(serials.size, `plate ${key} holds lines of one save`).toBe(1)
    expect(lines?.length).toBe(ITEMS_PER_PLATE)
    const [serial = 0] = [...serials]
    expect(serial).toBeGreaterThanOrEqual(lastAcknowledged)
    if (serial > lastAcknowledged) {
      expect(attempts.some((s) => s.serial === serial && s.call.status !== 200)).toBe(true)
    }
  }
}

function report(name: string, run: Outage) {
  const failed = run.calls.filter((c) => c.status === 503)
  const slowestFailure = slowestOf(failed)
  const saves = run.saves.filter((s) => s.call.status === 200).length
  console.log(
    `${name}: ${run.calls.length} calls, ${saves} saves acknowledged, ${failed.length} answered 503 ` +
      `(slowest ${Math.round(slowestFailure)} ms, slowest call ${Math.round(slowestOf(run.calls))} ms); service back ${run.recoveryMs.map(Math.round).join(' / ')} ms after the database`,
  )
}

describe('two instances while their PostgreSQL restarts or freezes', () => {
  beforeAll(async () => {
    if (skipReason) return
    postgres = await startOwnPostgres()
    const migrator = postgresDatabase(postgres.url)
    await migrator.migrate()
    await migrator.close()
    for (let i = 0; i < 2; i++) {
      const config = testConfig({ databaseUrl: postgres.url })
      const app = await buildApp(config, {
        database: postgresDatabase(postgres.url, config.database),
        closeDatabase: true,
      })
      await app.listen({ port: 0, host: '127.0.0.1' })
      apps.push(app)
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`)
    }
    const first = apps[0] as AppInstance
    for (let i = 0; i < WORKERS; i++) {
      const user = await createUser(first)
      userIds.push(user.id)
      cookies.push(await loginAs(first, user))
    }
    const today = campusToday(first.config.campusTz)
    dates = Array.from({ length: DATES_PER_USER }, (_, k) => addDays(today, -k))
  }, 60_000)

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()))
    await postgres?.destroy()
    apps = []
    bases = []
    cookies = []
    userIds = []
  })

  it.skipIf(skipReason)(
    title('answer 503 within 2 s while it is stopped, serve within 5 s of its start, and lose no save'),
    async () => {
      const db = postgres as OwnPostgres
      const run = await outage(
        () => db.stop('fast'),
        () => db.start(),
      )
      report('stopped (pg_ctl stop -m fast)', run)
      expectBoundedAnswers(run)
      await expectSavesIntact(allSaves)
    },
    60_000,
  )

  it.skipIf(skipReason)(
    title('answer 503 within 2 s while it is frozen, serve within 5 s of its thaw, and lose no save'),
    async () => {
      const db = postgres as OwnPostgres
      const run = await outage(
        () => db.freeze(),
        () => db.thaw(),
      )
      report('frozen (SIGSTOP)', run)
      expectBoundedAnswers(run)
      await expectSavesIntact(allSaves)
    },
    60_000,
  )
})
