import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { freePort } from './net'

const root = new URL('../..', import.meta.url).pathname

export interface RunningApp {
  baseUrl: string
  dataDir: string
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

export interface StartOptions {
  /** Copied; without it the server starts on an empty folder, as a first `npm start` does. */
  template?: string
  /** By default stdout is the runner's. */
  onStdout?: (line: string) => void
}

/** The real, built server on a free port, as `npm start` runs it. */
export async function startApp(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningApp> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'campusplate-e2e-'))
  if (options.template) cpSync(options.template, dataDir, { recursive: true })
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
    stdio: ['ignore', options.onStdout ? 'pipe' : 'inherit', 'inherit'],
  })
  const { onStdout } = options
  if (onStdout && child.stdout) createInterface({ input: child.stdout }).on('line', onStdout)
  const stop = async () => {
    const code =
      child.exitCode ??
      (await new Promise<number | null>((resolve) => {
        child.once('exit', (exitCode) => resolve(exitCode))
        child.kill('SIGTERM')
      }))
    rmSync(dataDir, { recursive: true, force: true })
    return code
  }
  try {
    await waitUntil(async () => (await fetch(`${baseUrl}/readyz`)).ok, child, 'the server was ready')
  } catch (error) {
    // Left running, a server that never became ready would outlive the test run.
    await stop()
    throw error
  }
  return { baseUrl, dataDir, stop }
}
