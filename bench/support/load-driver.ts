/** bench:load's and bench:soak's model (docs/decisions/036): two instances behind a simulated round-robin balancer. */
import { type ChildProcess, execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { Agent, request as httpRequest } from 'node:http'
import { addDays } from '@campusplate/shared'
import pg from 'pg'
import { postgresDatabase } from '../../apps/server/src/db/client'
import { hashPassword } from '../../apps/server/src/modules/auth/passwords'
import { demoProvider } from '../../apps/server/src/modules/menus/demo/demo-provider'
import { runImport } from '../../apps/server/src/modules/menus/menus.import'
import { freePort, startNode, stop, waitForOk } from './processes'
import { createScratchDatabase } from './scratch-database'
import { formatMs, percentile, Verdict } from './verdict'

const root = new URL('../..', import.meta.url).pathname
const SERVER_SCRIPT = `${root}apps/server/dist/server.js`
/** Every instance checks Origin against the balancer's URL. */
const PUBLIC_URL = 'http://campusplate.bench.test'
const PASSWORD = 'Lunch-Rush-Bench-2026'
const REQUEST_TIMEOUT_MS = 10_000
const HISTORY_DAYS = 30
/** Accents and an emoji, so the byte-for-byte check covers more than ASCII. */
const CUSTOM_NAME = 'Crème brûlée from home 🍮'

export interface LoadOptions {
  label: string
  students: number
  rampSeconds: number
  durationSeconds: number
  /** Mean think time between two calls of a student (uniform between half and one and a half). */
  thinkMs: number
  rollAtSecond?: number
  memoryEverySeconds?: number
}

type CallName = 'sign in' | "today's options" | 'menu' | 'save plate' | 'read plate' | '30-day history'
const CALLS: CallName[] = ['sign in', "today's options", 'menu', 'save plate', 'read plate', '30-day history']

interface Answer {
  status: number
  body: string
  setCookie: string[]
}

class CallStats {
  readonly latencies = new Map<CallName, number[]>()
  readonly errors = new Map<string, number>()
  readonly samples = new Map<string, string>()
  retriedOnConnect = 0

  record(call: CallName, ms: number): void {
    const list = this.latencies.get(call) ?? []
    list.push(ms)
    this.latencies.set(call, list)
  }

  error(call: CallName, what: string, sample = ''): void {
    const key = `${call}: ${what}`
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1)
    if (!this.samples.has(key)) this.samples.set(key, sample.slice(0, 200))
  }

  get errorCount(): number {
    return [...this.errors.values()].reduce((a, b) => a + b, 0)
  }
}

class Instance {
  child: ChildProcess
  peakRssMb = 0
  cpuSeconds = 0
  private previousCpuTicks = 0
  readonly history: number[] = []

  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {
    this.child = this.spawn()
  }

  private spawn(): ChildProcess {
    return startNode(SERVER_SCRIPT, [], { ...this.env, PORT: String(this.port) })
  }

  /** A loaded machine starts a server slowly. */
  async ready(): Promise<void> {
    await waitForOk(`http://127.0.0.1:${this.port}/readyz`, this.child, 180_000)
  }

  /** A rolled instance keeps its predecessor's totals. */
  sample(): void {
    const pid = this.child.pid
    if (!pid || this.child.exitCode !== null) return
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const ticks = Number(fields[11]) + Number(fields[12])
      this.cpuSeconds += (ticks - this.previousCpuTicks) / CLOCK_TICKS
      this.previousCpuTicks = ticks
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
      this.peakRssMb = Math.max(this.peakRssMb, hwm)
    } catch {
      // The process just exited.
    }
  }

  rssMb(): number {
    try {
      const status = readFileSync(`/proc/${this.child.pid}/status`, 'utf8')
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
    } catch {
      return Number.NaN
    }
  }

  async roll(): Promise<{ exitCode: number | null; stopMs: number; startMs: number }> {
    this.sample()
    const started = performance.now()
    const old = this.child
    await stop(old)
    const stopMs = performance.now() - started
    this.previousCpuTicks = 0
    this.child = this.spawn()
    await this.ready()
    return { exitCode: old.exitCode, stopMs, startMs: performance.now() - started - stopMs }
  }
}

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100

/** As nginx Plus, HAProxy or Caddy do. */
const HEALTH_CHECK_MS = 250

/** An instance that refused a connection is skipped for a second. */
class Balancer {
  private next = 0
  private readonly downUntil = new Map<number, number>()
  private readonly unready = new Set<number>()
  // No keep-alive: a request is either refused at connect (and sent elsewhere) or sent whole.
  private readonly agent = new Agent({ keepAlive: false })

  constructor(
    private readonly instances: Instance[],
    private readonly stats: CallStats,
  ) {}

  checkHealth(intervalMs: number): NodeJS.Timeout {
    const check = (instance: Instance) =>
      fetch(`http://127.0.0.1:${instance.port}/readyz`, { signal: AbortSignal.timeout(intervalMs * 4) }).then(
        (res) => {
          if (res.ok) this.unready.delete(instance.port)
          else this.unready.add(instance.port)
          return res.body?.cancel()
        },
        () => this.unready.add(instance.port),
      )
    return setInterval(() => {
      for (const instance of this.instances) void check(instance)
    }, intervalMs)
  }

  private pick(exclude?: Instance): Instance {
    const now = Date.now()
    for (let i = 0; i < this.instances.length; i++) {
      const candidate = this.instances[(this.next++ + i) % this.instances.length] as Instance
      if (candidate === exclude || this.unready.has(candidate.port)) continue
      if ((this.downUntil.get(candidate.port) ?? 0) <= now) return candidate
    }
    return this.instances.find((instance) => instance !== exclude) ?? (this.instances[0] as Instance)
  }

  async send(method: 'GET' | 'POST', path: string, cookie: string, body?: unknown): Promise<Answer> {
    let target = this.pick()
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.once(target, method, path, cookie, body)
      } catch (error) {
        const refused = (error as { connectFailed?: boolean }).connectFailed === true
        if (!refused || attempt >= this.instances.length * 3) throw error
        this.downUntil.set(target.port, Date.now() + 1000)
        this.stats.retriedOnConnect++
        target = this.pick(target)
      }
    }
  }

  private once(target: Instance, method: string, path: string, cookie: string, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    return new Promise((resolve, reject) => {
      let connected = false
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port: target.port,
          method,
          path,
          agent: this.agent,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(payload !== undefined
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin: PUBLIC_URL }
              : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              setCookie: res.headers['set-cookie'] ?? [],
            }),
          )
          res.on('error', reject)
        },
      )
      req.on('socket', (socket) => {
        if (!socket.connecting) connected = true
        else socket.once('connect', () => (connected = true))
      })
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })))
      req.on('error', (error) => reject(Object.assign(error, { connectFailed: !connected })))
      req.end(payload)
    })
  }
}

interface Acknowledged {
  userId: string
  email: string
  date: string
  plate: {
    version: number
    items: { food_id: string; quantity: number; name: string; portion_size: string; macros: Record<string, number> }[]
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Resolves with 0 when every target is met. */
export async function runLoad(options: LoadOptions): Promise<number> {
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
  for (const url of [adminUrl, redisUrl]) {
    const host = new URL(url).hostname
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(host)) throw new Error(`loopback only: ${url} is not local`)
  }
  const scratchName = `campusplate_bench_load_${process.pid}`
  const scratch = await createScratchDatabase(adminUrl, scratchName)
  const instances: Instance[] = []
  try {
    console.log(`${options.label}: building the server…`)
    execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' })
    const campusTz = Intl.DateTimeFormat().resolvedOptions().timeZone
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: campusTz }).format(new Date())

    const database = postgresDatabase(scratch.url, { poolMax: 4 })
    await database.migrate()
    const menus = await runImport(database.db, demoProvider, [today], { trigger: 'bench' })
    await database.close()
    const seeding = new pg.Client({ connectionString: scratch.url })
    await seeding.connect()
    // The scratch database is dropped with (force) if the run fails: that ends this connection.
    seeding.on('error', () => {})
    const hash = await hashPassword(PASSWORD)
    const { rows: users } = await seeding.query<{ id: string; email: string }>(
      `insert into users (email, password_hash)
       select 'student-' || g || '@campus.bench.test', $2 from generate_series(1, $1::int) g
       returning id, email`,
      [options.students, hash],
    )
    console.log(
      `${options.label}: scratch database ${scratchName}: ${users.length} students, today's menus (${today}, ${menus.counts.itemsInserted} items)`,
    )

    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      PUBLIC_URL,
      CAMPUS_TZ: campusTz,
      HOST: '127.0.0.1',
      MENU_PROVIDER: '',
      RATE_LIMIT_SCALE: process.env.RATE_LIMIT_SCALE ?? '1000',
      // /readyz answers 503 before the listener closes, so the balancer takes the instance out first (docs/decisions/036).
      SHUTDOWN_DELAY_MS: '1000',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    }
    for (const name of ['A', 'B']) instances.push(new Instance(name, await freePort(), env))
    await Promise.all(instances.map((instance) => instance.ready()))
    console.log(
      `${options.label}: instances ${instances.map((i) => `${i.name} :${i.port}`).join(', ')}; ` +
        `${options.students} students over ${options.rampSeconds} s, ${options.durationSeconds} s in all, ` +
        `think time ~${options.thinkMs} ms${options.rollAtSecond !== undefined ? `, instance B rolled at ${options.rollAtSecond} s` : ''}`,
    )

    const stats = new CallStats()
    const balancer = new Balancer(instances, stats)
    const healthChecks = balancer.checkHealth(HEALTH_CHECK_MS)
    const acknowledged = new Map<string, Acknowledged>()
    const readBackMismatches: string[] = []
    const started = performance.now()
    const deadline = started + options.durationSeconds * 1000
    let active = 0
    let peakActive = 0

    const timed = async (
      call: CallName,
      method: 'GET' | 'POST',
      path: string,
      cookie: string,
      body?: unknown,
    ): Promise<Answer | undefined> => {
      const t0 = performance.now()
      try {
        const answer = await balancer.send(method, path, cookie, body)
        if (answer.status >= 200 && answer.status < 300) stats.record(call, performance.now() - t0)
        else stats.error(call, String(answer.status), answer.body)
        return answer.status >= 200 && answer.status < 300 ? answer : undefined
      } catch (error) {
        stats.error(call, (error as NodeJS.ErrnoException).code ?? (error as Error).message)
        return undefined
      }
    }
    const think = () => sleep(options.thinkMs * (0.5 + Math.random()))

    const student = async (index: number, user: { id: string; email: string }) => {
      active++
      peakActive = Math.max(peakActive, active)
      try {
        // A sign-in that failed is tried again after a pause, as a person would.
        let cookie = ''
        while (!cookie && performance.now() < deadline) {
          const signIn = await timed('sign in', 'POST', '/auth/login', '', { email: user.email, password: PASSWORD })
          if (signIn) cookie = signIn.setCookie.map((c) => c.split(';')[0]).join('; ')
          else await think()
        }
        for (let iteration = 0; performance.now() < deadline; iteration++) {
          await think()
          const available = await timed("today's options", 'GET', `/api/available-options?date=${today}`, cookie)
          if (!available || performance.now() >= deadline) break
          const halls = JSON.parse(available.body) as { meal_types_by_hall: Record<string, string[]> }
          const hallNames = Object.keys(halls.meal_types_by_hall)
          const hall = hallNames[(index + iteration) % hallNames.length] ?? ''
          const mealNames = halls.meal_types_by_hall[hall] ?? []
          const meal = mealNames[iteration % Math.max(1, mealNames.length)] ?? ''
          await think()
          const query = new URLSearchParams({ date: today, dining_hall: hall, meal_name: meal })
          const menu = await timed('menu', 'GET', `/foods?${query}`, cookie)
          if (!menu || performance.now() >= deadline) break
          const foods = (JSON.parse(menu.body) as { id: string; trackable: boolean }[]).filter((f) => f.trackable)
          // Missed days are custom lines only: a menu item can be saved only on the date it is served.
          const date = addDays(today, -(iteration % HISTORY_DAYS))
          const custom = (n: number) => ({
            food_id: `custom-bench-${index}-${iteration}-${n}`,
            quantity: 1 + n * 0.5,
            custom_macros: {
              name: `${CUSTOM_NAME} #${iteration}.${n}`,
              calories: 310.5,
              protein: 4.2,
              carbs: 38,
              totalFat: 15.1,
            },
          })
          const fromMenu = foods
            .slice(iteration % 5, (iteration % 5) + 2)
            .map((food, i) => ({ food_id: food.id, quantity: 1 + i * 0.5 }))
          const items = date === today ? [...fromMenu, custom(0)] : [custom(0), custom(1)]
          await think()
          const saved = await timed('save plate', 'POST', '/api/plate', cookie, { date, items })
          if (saved)
            acknowledged.set(`${user.id} ${date}`, {
              userId: user.id,
              email: user.email,
              date,
              plate: JSON.parse(saved.body),
            })
          if (performance.now() >= deadline) break
          await think()
          const read = await timed('read plate', 'GET', `/api/plate?date=${date}`, cookie)
          if (read && saved && read.body !== saved.body) readBackMismatches.push(`${user.email} ${date}`)
          if (performance.now() >= deadline) break
          await think()
          await timed(
            '30-day history',
            'GET',
            `/api/plate/summary?start_date=${addDays(today, -(HISTORY_DAYS - 1))}&end_date=${today}`,
            cookie,
          )
        }
      } finally {
        active--
      }
    }

    const sampler = setInterval(() => {
      for (const instance of instances) instance.sample()
    }, 1000)
    const memoryLog: { minute: number; rss: number[] }[] = []
    const memoryTimer = options.memoryEverySeconds
      ? setInterval(() => {
          const minute = Math.round((performance.now() - started) / 60_000)
          const rss = instances.map((instance) => instance.rssMb())
          memoryLog.push({ minute, rss })
          console.log(
            `  ${String(minute).padStart(3)} min  ${instances.map((instance, i) => `${instance.name} ${rss[i]?.toFixed(0)} MB`).join('   ')}   students ${active}`,
          )
        }, options.memoryEverySeconds * 1000)
      : undefined
    let rollReport = ''
    const roll =
      options.rollAtSecond === undefined
        ? Promise.resolve()
        : sleep(options.rollAtSecond * 1000)
            .then(async () => {
              const errorsBefore = stats.errorCount
              const result = await (instances[1] as Instance).roll()
              rollReport =
                `instance B rolled at ${options.rollAtSecond} s: SIGTERM to exit ${result.stopMs.toFixed(0)} ms (exit code ${result.exitCode}), ` +
                `new process ready in ${result.startMs.toFixed(0)} ms; errors during the roll ${stats.errorCount - errorsBefore}`
            })
            .catch((error: unknown) => {
              rollReport = `ROLL FAILED: ${error instanceof Error ? error.message : String(error)}`
            })

    const running: Promise<void>[] = []
    for (let i = 0; i < users.length; i++) {
      const startAt = started + (options.rampSeconds * 1000 * i) / users.length
      const wait = startAt - performance.now()
      if (wait > 0) await sleep(wait)
      if (performance.now() >= deadline) break
      running.push(student(i, users[i] as { id: string; email: string }))
    }
    await Promise.all(running)
    await roll
    clearInterval(sampler)
    clearInterval(healthChecks)
    if (memoryTimer) clearInterval(memoryTimer)
    for (const instance of instances) instance.sample()
    const elapsed = (performance.now() - started) / 1000

    const missing: string[] = []
    for (const ack of acknowledged.values()) {
      const { rows } = await seeding.query<{
        version: string
        food_id: string
        name: string
        portion_size: string
        quantity: number
        calories: number
        protein: number
        carbs: number
        fat: number
      }>(
        `select p.version, i.food_id, i.name, i.portion_size, i.quantity::float8 as quantity, i.calories, i.protein, i.carbs, i.fat
         from plates p join plate_items i on i.plate_id = p.id
         where p.user_id = $1 and p.date = $2 order by i.position`,
        [ack.userId, ack.date],
      )
      const stored = JSON.stringify(
        rows.map((r) => [
          Number(r.version),
          r.food_id,
          r.name,
          r.portion_size,
          r.quantity,
          r.calories,
          r.protein,
          r.carbs,
          r.fat,
        ]),
      )
      const answered = JSON.stringify(
        ack.plate.items.map((item) => [
          ack.plate.version,
          item.food_id,
          item.name,
          item.portion_size,
          item.quantity,
          item.macros.calories,
          item.macros.protein,
          item.macros.carbs,
          item.macros.fat,
        ]),
      )
      if (stored !== answered) missing.push(`${ack.email} ${ack.date}`)
    }
    await seeding.end()

    const total = [...stats.latencies.values()].reduce((sum, list) => sum + list.length, 0)
    console.log(
      `\n${options.label}: ${elapsed.toFixed(0)} s, peak ${peakActive} concurrent students, ${total} successful calls, ${(total / elapsed).toFixed(1)} calls/s`,
    )
    console.log(
      `${'call'.padEnd(16)}${'count'.padStart(8)}${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}`,
    )
    for (const call of CALLS) {
      const sorted = (stats.latencies.get(call) ?? []).sort((a, b) => a - b)
      console.log(
        `${call.padEnd(16)}${String(sorted.length).padStart(8)}${formatMs(percentile(sorted, 50)).padStart(9)}` +
          `${formatMs(percentile(sorted, 95)).padStart(9)}${formatMs(percentile(sorted, 99)).padStart(9)}`,
      )
    }
    console.log(
      `errors: ${stats.errorCount === 0 ? 'none' : [...stats.errors].map(([k, n]) => `${k} ×${n}`).join(', ')}` +
        `; requests sent to the other instance after a refused connection: ${stats.retriedOnConnect}`,
    )
    for (const [key, sample] of stats.samples) if (sample) console.log(`  first ${key}: ${sample}`)
    if (rollReport) console.log(rollReport)
    for (const instance of instances) {
      console.log(
        `instance ${instance.name}: CPU ${instance.cpuSeconds.toFixed(1)} s (${((100 * instance.cpuSeconds) / elapsed).toFixed(0)}% of one core), peak RSS ${instance.peakRssMb.toFixed(0)} MB`,
      )
    }
    const own = process.cpuUsage()
    console.log(
      `driver: CPU ${((own.user + own.system) / 1e6).toFixed(1)} s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    )
    console.log(
      `acknowledged saves checked in the database: ${acknowledged.size}, missing or different: ${missing.length}` +
        (missing.length ? ` (${missing.slice(0, 5).join(', ')}…)` : '') +
        `; read-backs different from the save's answer: ${readBackMismatches.length}`,
    )

    const p95 = (call: CallName) =>
      percentile(
        (stats.latencies.get(call) ?? []).sort((a, b) => a - b),
        95,
      )
    console.log('targets: 0 errors, every save stored, p95 menu reads < 100 ms, saves < 250 ms')
    const verdict = new Verdict()
    verdict.check(!rollReport.startsWith('ROLL FAILED'), rollReport)
    verdict.check(stats.errorCount === 0, `${stats.errorCount} errors`)
    verdict.check(missing.length === 0, `${missing.length} acknowledged saves missing or different`)
    verdict.check(readBackMismatches.length === 0, `${readBackMismatches.length} read-backs different from the save`)
    for (const [call, targetMs] of [
      ["today's options", 100],
      ['menu', 100],
      ['save plate', 250],
    ] as const) {
      const measured = p95(call)
      verdict.check(
        measured !== undefined && measured < targetMs,
        `${call}: p95 ${formatMs(measured)} ms (${stats.latencies.get(call)?.length ?? 0} answered), target < ${targetMs} ms`,
      )
    }
    const code = verdict.finish()
    if (memoryLog.length >= 3) reportMemoryGrowth(memoryLog, instances)
    return code
  } finally {
    await Promise.all(instances.map((instance) => stop(instance.child)))
    await scratch.drop()
  }
}

/** The first third of the samples is warm-up; the last third against the second shows growth. */
function reportMemoryGrowth(log: { minute: number; rss: number[] }[], instances: Instance[]): void {
  const third = Math.max(1, Math.floor(log.length / 3))
  const mean = (rows: typeof log, i: number) => rows.reduce((sum, row) => sum + (row.rss[i] ?? 0), 0) / rows.length
  for (const [i, instance] of instances.entries()) {
    const middle = mean(log.slice(third, 2 * third), i)
    const last = mean(log.slice(-third), i)
    const grew = last - middle > Math.max(20, middle * 0.1)
    console.log(
      `memory of instance ${instance.name}: ${middle.toFixed(0)} MB (middle third) → ${last.toFixed(0)} MB (last third): ${grew ? 'GREW' : 'steady'}`,
    )
  }
}

export function flag(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  if (index === -1) return fallback
  const value = Number(process.argv[index + 1])
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`)
  return value
}
