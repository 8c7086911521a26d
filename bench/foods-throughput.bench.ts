// GET /foods for a full meal: the real server against a bare node:http server answering the same bytes, in the same run.
// Run: npm run bench   (BENCH_SECONDS=10 by default)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addDays, DEMO_DAYS_BACK } from '@campusplate/shared'
import { forkNode, freePort, startNode, stop, waitForOk } from './support/processes'
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
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = 50

interface Figures {
  requestsPerSecond: number
  p99Ms: number | undefined
  p50Ms: number | undefined
  answers: Answers
}

async function measure(url: string): Promise<Figures> {
  await measureWithAutocannon({ url, connections, duration: 2 }) // warm-up
  const run = await measureWithAutocannon({ url, connections, duration: seconds })
  return {
    requestsPerSecond: run.requestsPerSecond,
    p99Ms: percentile(run.latenciesMs, 99),
    p50Ms: percentile(run.latenciesMs, 50),
    answers: run.answers,
  }
}

await runBench('bench', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'campusplate-bench-'))
  const appPort = await freePort()
  const app = startNode(join(root, 'apps/server/dist/server.js'), [], {
    PORT: String(appPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MENU_PROVIDER: 'demo',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  })
  try {
    await waitForOk(`http://127.0.0.1:${appPort}/readyz`, app)
    const config = await (await fetch(`http://127.0.0.1:${appPort}/api/app-config`)).json()
    const date = config.campus_today as string
    // The demo window fills in the background after start, nearest days first; measure once it is done.
    const earliest = addDays(date, -DEMO_DAYS_BACK)
    await waitForOk(`http://127.0.0.1:${appPort}/api/available-options?date=${earliest}`, app, 300_000, (body) =>
      body.includes('"dining_halls":["'),
    )
    await new Promise((r) => setTimeout(r, 1000))
    const options = await (await fetch(`http://127.0.0.1:${appPort}/api/available-options?date=${date}`)).json()
    const hall = options.dining_halls[0] as string
    const meal = (options.meal_types_by_hall[hall] as string[]).includes('Lunch')
      ? 'Lunch'
      : options.meal_types_by_hall[hall][0]
    const path = `/foods?dining_hall=${encodeURIComponent(hall)}&meal_name=${encodeURIComponent(meal)}&date=${date}`
    const body = Buffer.from(await (await fetch(`http://127.0.0.1:${appPort}${path}`)).arrayBuffer())
    const items = JSON.parse(body.toString()).length

    const bodyFile = join(dataDir, 'body.json')
    writeFileSync(bodyFile, body)
    const barePort = await freePort()
    const bare = await forkNode(join(root, 'bench/support/bare-server.mjs'), [bodyFile, String(barePort)])

    try {
      console.log(`GET ${path}`)
      console.log(`${items} items, ${body.length} bytes, ${connections} connections, ${seconds} s per run\n`)
      const baseline = await measure(`http://127.0.0.1:${barePort}${path}`)
      const server = await measure(`http://127.0.0.1:${appPort}${path}`)
      const row = (name: string, f: Figures) =>
        `${name.padEnd(22)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${formatMs(f.p50Ms, 0).padStart(3)} ms   p99 ${formatMs(f.p99Ms, 0).padStart(3)} ms   ${answersLine(f.answers)}`
      console.log(row('bare node:http', baseline))
      console.log(row('CampusPlate /foods', server))
      const ratio = server.requestsPerSecond / baseline.requestsPerSecond
      console.log(`\nthroughput ratio (server / bare): ${formatMs(ratio, 2)}   target ≥ 0.50`)
      console.log(`server p99: ${formatMs(server.p99Ms, 0)} ms   target < 20 ms`)
      const verdict = new Verdict()
      verdict.answers('bare node:http', baseline.answers)
      verdict.answers('CampusPlate /foods', server.answers)
      verdict.check(ratio >= 0.5, `throughput ratio ${formatMs(ratio, 2)}, target ≥ 0.50`)
      verdict.check(
        server.p99Ms !== undefined && server.p99Ms < 20,
        `p99 ${formatMs(server.p99Ms, 0)} ms, target < 20 ms`,
      )
      return verdict.finish()
    } finally {
      await stop(bare)
    }
  } finally {
    await stop(app)
    rmSync(dataDir, { recursive: true, force: true })
  }
})
