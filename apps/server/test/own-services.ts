import { execFile, spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { promisify } from 'node:util'

/**
 * A PostgreSQL and a Redis of a test's own, in a temporary directory on a free loopback port, so
 * that a test may stop, freeze and restart them; the machine's servers are never touched.
 */

const run = promisify(execFile)

/** A port nobody listens on at the moment. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (address === null || typeof address === 'string') throw new Error('no free port')
  return address.port
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const file = join(dir, name)
    if (dir && existsSync(file)) return file
  }
  return undefined
}

/** Debian keeps PostgreSQL's server binaries in /usr/lib/postgresql/<major>/bin, off the PATH. */
function debianPostgresBin(name: string): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const majors = readdirSync(root)
    .filter((entry) => /^\d+$/.test(entry))
    .sort((a, b) => Number(b) - Number(a))
  return majors.map((major) => join(root, major, 'bin', name)).find((file) => existsSync(file))
}

const which = (name: string) => onPath(name) ?? debianPostgresBin(name)

export const POSTGRES_BINARIES = (() => {
  const initdb = which('initdb')
  const pgCtl = which('pg_ctl')
  return initdb && pgCtl ? { initdb, pgCtl } : undefined
})()

export const REDIS_SERVER = onPath('redis-server')

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` account. */
const isRoot = process.getuid?.() === 0
const RUNUSER = isRoot ? (onPath('runuser') ?? '/usr/sbin/runuser') : undefined

async function asServerUser(file: string, args: string[]): Promise<string> {
  const { stdout } = RUNUSER ? await run(RUNUSER, ['-u', 'postgres', '--', file, ...args]) : await run(file, args)
  return stdout
}

/** The processes of a process tree: its root and every descendant, from /proc. */
function processTree(rootPid: number): number[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Field 4 (ppid) follows the command name, which is in parentheses and may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      parents.set(Number(entry), ppid)
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [rootPid]
  for (let i = 0; i < tree.length; i++) {
    for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid)
  }
  return tree
}

export interface OwnPostgres {
  url: string
  port: number
  /** `pg_ctl stop` in a mode (fast: ends sessions and rolls their transactions back). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>
  start(): Promise<void>
  /** SIGSTOP to the server and its backends: connections stay open and nothing answers. */
  freeze(): void
  thaw(): void
  destroy(): Promise<void>
}

export async function startOwnPostgres(): Promise<OwnPostgres> {
  if (!POSTGRES_BINARIES) throw new Error('initdb and pg_ctl are not installed')
  const { initdb, pgCtl } = POSTGRES_BINARIES
  const dir = await mkdtemp(join(tmpdir(), 'cp-own-pg-'))
  if (isRoot) await run('chown', ['-R', 'postgres:', dir])
  const data = join(dir, 'data')
  await asServerUser(initdb, ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'])
  const port = await freePort()
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=60`
  const start = () =>
    asServerUser(pgCtl, ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start'])
  await start()
  let frozen: number[] = []
  const thaw = () => {
    for (const pid of frozen) {
      try {
        process.kill(pid, 'SIGCONT')
      } catch {
        // Gone already.
      }
    }
    frozen = []
  }
  const postmasterPid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async stop(mode = 'fast') {
      await asServerUser(pgCtl, ['-D', data, '-m', mode, '-w', '-t', '30', 'stop'])
    },
    async start() {
      await start()
    },
    freeze() {
      frozen = processTree(postmasterPid())
      for (const pid of frozen) process.kill(pid, 'SIGSTOP')
    },
    thaw,
    async destroy() {
      thaw()
      await asServerUser(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {})
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export interface OwnRedis {
  url: string
  port: number
  start(): Promise<void>
  stop(): Promise<void>
  /** SIGSTOP: its connections stay open and nothing answers. */
  freeze(): void
  thaw(): void
  destroy(): Promise<void>
}

/** A redis-server on a free port, without persistence; `stop` and `start` keep the port. */
export async function startOwnRedis(): Promise<OwnRedis> {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed')
  const server = REDIS_SERVER
  const dir = await mkdtemp(join(tmpdir(), 'cp-own-redis-'))
  const port = await freePort()
  let child: ReturnType<typeof spawn> | undefined
  const start = async () => {
    const proc = spawn(
      server,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'ignore'] },
    )
    child = proc
    await new Promise<void>((resolve, reject) => {
      let output = ''
      proc.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('Ready to accept connections')) resolve()
      })
      proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${output.slice(-500)}`)))
    })
    proc.stdout?.resume()
  }
  const stop = async () => {
    const proc = child
    child = undefined
    if (!proc || proc.exitCode !== null) return
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve())
      proc.kill('SIGTERM')
    })
  }
  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    start,
    stop,
    freeze: () => child?.kill('SIGSTOP'),
    thaw: () => child?.kill('SIGCONT'),
    async destroy() {
      child?.kill('SIGCONT')
      await stop()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
