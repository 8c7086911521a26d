import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './net'

const root = new URL('../..', import.meta.url).pathname

export interface RunningApp {
  baseUrl: string
  dataDir: string
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  stop(): Promise<number | null>
}

async function waitUntil(check: () => Promise<boolean>, child: ChildProcess, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before ${what}`)
    try {
      if (await check()) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`timed out waiting for ${what}`)
}

/**
 * The real, built server (`apps/server/dist/server.js`, the web app it serves) on a free port, with
 * an embedded database in a fresh folder and demo menus, as `npm start` runs it.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'campusplate-e2e-'))
  const baseUrl = `http://localhost:${port}`
  const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      MENU_PROVIDER: 'demo',
      CAMPUS_TZ: 'America/Chicago',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitUntil(async () => (await fetch(`${baseUrl}/readyz`)).ok, child, 'the server was ready')
  return {
    baseUrl,
    dataDir,
    async stop() {
      const code =
        child.exitCode ??
        (await new Promise<number | null>((resolve) => {
          child.once('exit', (exitCode) => resolve(exitCode))
          child.kill('SIGTERM')
        }))
      rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
}
