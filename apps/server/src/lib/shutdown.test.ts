import { connect, type Socket } from 'node:net'
import { addDays } from '@campusplate/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildTestApp } from '../../test/build-test-app'
import { providerHeldOnSecondDate } from '../../test/held-provider'
import { logCollector } from '../../test/log-collector'
import type { AppInstance } from '../app-types'
import { meals, menuImports } from '../db/schema/index'
import { SHUTDOWN_RUN_NOTE } from '../modules/menus/menus.import'
import { syncMenus } from '../modules/menus/menus.sync'
import { campusToday } from './campus-dates'
import { closeGracefully } from './shutdown'

const sockets: Socket[] = []
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy()
})

/** A raw connection to the listening app, collecting what it answers until it closes. */
async function rawConnection(app: AppInstance) {
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the app is not listening')
  const socket = connect(address.port, '127.0.0.1')
  sockets.push(socket)
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  let answer = ''
  socket.on('data', (chunk) => {
    answer += chunk.toString()
  })
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(answer)))
  socket.on('error', () => {})
  return { socket, closed }
}

const REGISTER_BODY = JSON.stringify({
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@campus.test',
  password: 'Compiler-Cobol-59',
})

function registerHead(app: AppInstance, length = Buffer.byteLength(REGISTER_BODY)) {
  return (
    `POST /auth/register HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${app.config.publicUrl}\r\n` +
    `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`
  )
}

describe('graceful shutdown', () => {
  it('stops a running menu sync between two dates, records its run as interrupted in one log line, then closes the database', async () => {
    const log = logCollector()
    const app = await buildTestApp({ logLevel: 'info' }, { logStream: log.stream })
    const closeDatabase = vi.spyOn(app.database, 'close')
    const today = campusToday(app.config.campusTz)
    const held = providerHeldOnSecondDate(addDays(today, 1))
    const sync = app.background.track(() =>
      syncMenus(app, 'start', { provider: held.provider, from: today, to: addDays(today, 3) }),
    )
    await held.reached
    const linesBefore = log.lines().length

    const closing = closeGracefully(app)
    await vi.waitFor(() => expect(app.stopping.aborted).toBe(true))
    expect(closeDatabase).not.toHaveBeenCalled()
    held.release()
    await closing

    const outcome = await sync
    expect(outcome).toMatchObject({ ran: true, result: { status: 'interrupted', errors: [] } })
    expect(closeDatabase).toHaveBeenCalledOnce()
    const [run] = await app.db.select().from(menuImports)
    expect(run).toMatchObject({ status: 'interrupted', errors: [], notes: [SHUTDOWN_RUN_NOTE] })
    expect(run?.counts?.days).toBe(1)
    expect(run?.finishedAt).toBeInstanceOf(Date)
    // The second date was fetched but none of its halls written.
    const dates = new Set((await app.db.select({ date: meals.date }).from(meals)).map((m) => m.date))
    expect([...dates]).toEqual([today])

    const written = log.lines().slice(linesBefore)
    expect(written.map((line) => line.msg)).toEqual(['menu sync interrupted: the server is shutting down'])
    expect(JSON.stringify(written[0]).length).toBeLessThan(300)
  }, 180_000)

  it('finishes a request in flight, then stops listening', async () => {
    const app = await buildTestApp()
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const { socket, closed } = await rawConnection(app)
    const half = REGISTER_BODY.length >> 1
    socket.write(registerHead(app) + REGISTER_BODY.slice(0, half))
    await new Promise((resolve) => setTimeout(resolve, 100))

    const closing = closeGracefully(app)
    await vi.waitFor(() => expect(app.server.listening).toBe(false))
    socket.write(REGISTER_BODY.slice(half))
    const answer = await closed
    await closing

    expect(answer).toMatch(/^HTTP\/1\.1 201 /)
    expect(answer.toLowerCase()).toContain('connection: close')
    const refused = connect(port, '127.0.0.1')
    sockets.push(refused)
    await expect(
      new Promise((resolve, reject) => refused.once('connect', resolve).once('error', reject)),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' })
  })

  it('answers 503 on /readyz while it still serves during a shutdown', async () => {
    const app = await buildTestApp()
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    let finish = () => {}
    // Background work keeps the shutdown in its first step, while the server still listens.
    void app.background.track(() => new Promise<void>((resolve) => (finish = resolve)))
    const closing = closeGracefully(app)
    await vi.waitFor(() => expect(app.stopping.aborted).toBe(true))

    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ detail: 'The server is shutting down' })
    expect(ready.headers.get('connection')).toBe('close')
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200)
    finish()
    await closing
  })

  it('with a pre-stop delay, keeps accepting and answering new connections with /readyz at 503, then stops listening', async () => {
    const app = await buildTestApp()
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as { port: number }).port
    const closing = closeGracefully(app, { delayMs: 600 })
    await vi.waitFor(() => expect(app.stopping.aborted).toBe(true))

    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503)
    // A request on a new connection is still answered (a balancer that has not yet noticed sends it).
    const { socket, closed } = await rawConnection(app)
    socket.write(registerHead(app) + REGISTER_BODY)
    const answer = await closed
    expect(answer).toMatch(/^HTTP\/1\.1 201 /)
    expect(answer.toLowerCase()).toContain('connection: close')
    expect(app.server.listening).toBe(true)

    await closing
    expect(app.server.listening).toBe(false)
  })

  it('closes a request still in flight at the end of the drain time, so shutting down is bounded', async () => {
    const app = await buildTestApp()
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { socket, closed } = await rawConnection(app)
    socket.write(registerHead(app) + REGISTER_BODY.slice(0, 10))
    await new Promise((resolve) => setTimeout(resolve, 100))

    const started = performance.now()
    await closeGracefully(app, { drainMs: 300 })
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(await closed).toBe('')
  })
})

describe('HTTP server timeouts', () => {
  it('answers 408 and closes the connection of a client that sends its body too slowly', async () => {
    const app = await buildTestApp(
      {},
      {
        httpTimeouts: { headersTimeoutMs: 300, requestTimeoutMs: 500, checkIntervalMs: 100, keepAliveTimeoutMs: 5_000 },
      },
    )
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { socket, closed } = await rawConnection(app)
    const started = performance.now()
    socket.write(registerHead(app))
    let sent = 0
    const trickle = setInterval(() => {
      if (!socket.destroyed) socket.write(REGISTER_BODY.charAt(sent++))
    }, 50)
    try {
      const answer = await closed
      expect(answer).toMatch(/^HTTP\/1\.1 408 /)
      expect(performance.now() - started).toBeLessThan(1_500)
      expect(sent).toBeLessThan(REGISTER_BODY.length)
    } finally {
      clearInterval(trickle)
    }
  })
})
