// History at campus scale: 10,000 users with up to three years of plates; summary and food-macros over 90 days must stay flat.
// Run: DATABASE_URL=postgres://… npm run bench:history   (BENCH_USERS, BENCH_SECONDS per user)
import { addDays } from '@campusplate/shared'
import pg from 'pg'
import { freePort, startNode, stop, waitForOk } from './support/processes'
import { createScratchDatabase } from './support/scratch-database'
import {
  type Answers,
  answersLine,
  formatMs,
  measureWithAutocannon,
  percentile,
  runBench,
  Verdict,
} from './support/verdict'

const root = new URL('..', import.meta.url).pathname
const adminUrl = process.env.DATABASE_URL
const userCount = Number(process.env.BENCH_USERS ?? 10_000)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 10
const THREE_MONTHS_DAYS = 90
const THREE_YEARS_DAYS = 1095
const LINES_PER_DAY = 5

async function register(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ first_name: 'Bench', last_name: 'User', email, password: 'Grilled-Tofu-42' }),
  })
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/** One in twenty has three years, the others one to six months, so the tables hold millions of plates. */
async function seed(db: pg.Client, today: string): Promise<void> {
  await db.query(
    `insert into users (email) select 'bench-' || g || '@example.test' from generate_series(1, $1::int) g`,
    [userCount - 2],
  )
  await db.query(
    `insert into plates (user_id, date, saved_at, calories, protein, carbs, fat)
     select u.id, d::date, now(), t.calories, t.protein, t.carbs, t.fat
     from (
       select id,
         case
           when email = 'three-months@example.test' then $2::int
           when email = 'three-years@example.test' then $3::int
           when n % 20 = 0 then $3::int
           else 30 + (n * 7919) % 151
         end as days
       from (select id, email, row_number() over (order by email) as n from users) numbered
     ) u
     cross join lateral generate_series($1::date - (u.days - 1)::int, $1::date, interval '1 day') d
     cross join (
       select sum(100.5 + 50 * g) as calories, sum(10.25 + g) as protein, sum(20.1 + g) as carbs, sum(5.3 + g) as fat
       from generate_series(0, $4::int - 1) g
     ) t`,
    [today, THREE_MONTHS_DAYS, THREE_YEARS_DAYS, LINES_PER_DAY],
  )
  await db.query(
    // A save writes a plate's lines together, so they share a heap page, as here (ordered by plate).
    `insert into plate_items (plate_id, position, food_id, name, portion_size, quantity, calories, protein, carbs, fat)
     select p.id, g, 'bench-' || g, 'Bench dish ' || g, '1 serving', 1, 100.5 + 50 * g, 10.25 + g, 20.1 + g, 5.3 + g
     from plates p cross join generate_series(0, $1::int - 1) g
     order by p.id, g`,
    [LINES_PER_DAY],
  )
  // A live database is vacuumed; without this, autovacuum's first pass runs during the first measurement.
  await db.query('vacuum (analyze) users, plates, plate_items')
}

type Figures = { p95Ms: number | undefined; answers: Answers }

function measureHistory(baseUrl: string, cookie: string, today: string): Promise<Figures> {
  const query = `start_date=${addDays(today, -(THREE_MONTHS_DAYS - 1))}&end_date=${today}`
  return measure(baseUrl, cookie, [`/api/plate/summary?${query}`, `/api/plate/food-macros?${query}`])
}

async function measure(baseUrl: string, cookie: string, paths: string[]): Promise<Figures> {
  const options = {
    url: baseUrl,
    connections,
    headers: { cookie },
    requests: paths.map((path) => ({ method: 'GET' as const, path })),
  }
  await measureWithAutocannon({ ...options, duration: 2 }) // warm-up
  const run = await measureWithAutocannon({ ...options, duration: seconds })
  return { p95Ms: percentile(run.latenciesMs, 95), answers: run.answers }
}

await runBench('bench:history', async () => {
  if (!adminUrl) {
    throw new Error(
      'DATABASE_URL must name the PostgreSQL server to benchmark on (a scratch database is created there)',
    )
  }
  const scratch = await createScratchDatabase(adminUrl, `campusplate_bench_history_${process.pid}`)
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = startNode(`${root}apps/server/dist/server.js`, [], {
    NODE_ENV: 'production',
    PORT: String(port),
    DATABASE_URL: scratch.url,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  })
  try {
    await waitForOk(`${baseUrl}/readyz`, server)
    const config = await (await fetch(`${baseUrl}/api/app-config`)).json()
    const today = config.campus_today as string
    const shortCookie = await register(baseUrl, 'three-months@example.test')
    const longCookie = await register(baseUrl, 'three-years@example.test')

    const db = new pg.Client({ connectionString: scratch.url })
    await db.connect()
    db.on('error', (error) => console.error(`seeding connection: ${error.message}`))
    console.log('server ready, two accounts registered; seeding…')
    const started = performance.now()
    await seed(db, today)
    const seedingSeconds = (performance.now() - started) / 1000
    const counts = await db.query<{ users: number; plates: number; lines: number }>(
      `select (select count(*) from users)::int as users, (select count(*) from plates)::int as plates,
              (select count(*) from plate_items)::int as lines`,
    )
    await db.end()
    const { users, plates, lines } = counts.rows[0] ?? { users: 0, plates: 0, lines: 0 }
    console.log(`seeded ${users} users, ${plates} plates, ${lines} lines in ${seedingSeconds.toFixed(1)} s`)
    console.log(`summary + food-macros for 90 days, ${connections} concurrent requests, ${seconds} s per user\n`)

    const baseline = await measure(baseUrl, shortCookie, ['/api/profile'])
    const short = await measureHistory(baseUrl, shortCookie, today)
    const long = await measureHistory(baseUrl, longCookie, today)
    const row = (name: string, f: Figures) =>
      `${name.padEnd(28)} p95 ${formatMs(f.p95Ms, 2).padStart(6)} ms   ${answersLine(f.answers)}`
    console.log(row('baseline: GET /api/profile', baseline))
    console.log(row('3 months of history', short))
    console.log(row('3 years of history', long))
    const ratio = long.p95Ms !== undefined && short.p95Ms !== undefined ? long.p95Ms / short.p95Ms : undefined
    console.log(`\nratio (3 years / 3 months): ${formatMs(ratio, 2)}   target ≤ 1.2`)
    const baselineRatio = short.p95Ms !== undefined && baseline.p95Ms ? short.p95Ms / baseline.p95Ms : undefined
    console.log(`p95 target < 15 ms; 3 months / baseline: ${formatMs(baselineRatio, 2)}`)

    const verdict = new Verdict()
    verdict.answers('baseline', baseline.answers)
    verdict.answers('3 months', short.answers)
    verdict.answers('3 years', long.answers)
    for (const [name, f] of [
      ['3 months', short],
      ['3 years', long],
    ] as const) {
      verdict.check(f.p95Ms !== undefined && f.p95Ms < 15, `${name}: p95 ${formatMs(f.p95Ms, 2)} ms, target < 15 ms`)
    }
    verdict.check(ratio !== undefined && ratio <= 1.2, `ratio ${formatMs(ratio, 2)}, target ≤ 1.2`)
    return verdict.finish()
  } finally {
    await stop(server)
    await scratch.drop()
  }
})
