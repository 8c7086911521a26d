import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { startApp } from './support/app-server'

const server = new URL('../apps/server/dist/server.js', import.meta.url).pathname

function run(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'campusplate-proc-'))
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true })
      resolve({ code, stderr })
    })
  })
}

describe('the server process', () => {
  test.each([
    ['PORT', 'eighty'],
    ['CAMPUS_TZ', 'Mars/Olympus_Mons'],
    ['RATE_LIMIT_SCALE', '0'],
    ['DATABASE_URL', 'mysql://localhost/x'],
  ])('stops at once with one line naming %s when it is %s', async (name, value) => {
    const { code, stderr } = await run({ [name]: value, PORT: name === 'PORT' ? value : '0' })
    expect(code).toBe(1)
    expect(stderr.trim().split('\n')).toHaveLength(1)
    expect(stderr).toMatch(new RegExp(`^Invalid ${name}: `))
  })

  test('serves the app with demo menus, answers the probes, and exits 0 on SIGTERM', async () => {
    const app = await startApp()
    try {
      expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200)
      const page = await fetch(`${app.baseUrl}/dashboard`)
      expect(page.headers.get('content-type')).toMatch(/text\/html/)
      const config = (await (await fetch(`${app.baseUrl}/api/app-config`)).json()) as { campus_today: string }
      const options = (await (
        await fetch(`${app.baseUrl}/api/available-options?date=${config.campus_today}`)
      ).json()) as {
        dining_halls: string[]
      }
      expect(options.dining_halls.length).toBeGreaterThanOrEqual(3)
      const html = await page.text()
      const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
      expect(asset).toBeDefined()
      const js = await fetch(`${app.baseUrl}${asset}`, { headers: { 'accept-encoding': 'br' } })
      expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    } finally {
      const started = Date.now()
      const code = await app.stop()
      expect(code).toBe(0)
      expect(Date.now() - started).toBeLessThan(10_000)
    }
  })
})
