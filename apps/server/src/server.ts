import { buildApp } from './app'
import { ConfigError, loadConfig } from './config/env'
import { openDatabase } from './db/client'
import { closeGracefully, SHUTDOWN_DRAIN_MS } from './lib/shutdown'
import { ensureDemoWindow, scheduleMenuSync, syncMenus, withSyncLock } from './modules/menus/menus.sync'

async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
  const database = await openDatabase(config)
  await database.migrate()
  const app = await buildApp(config, { database, closeDatabase: true })
  scheduleMenuSync(app)
  await app.ready()

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    // closeGracefully is bounded by its drain time; this catches a hook that never returns.
    const force = setTimeout(() => process.exit(1), config.shutdownDelayMs + SHUTDOWN_DRAIN_MS + 5_000)
    force.unref()
    closeGracefully(app, { delayMs: config.shutdownDelayMs }).then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  if (config.menuProvider === 'demo') {
    // Today first, before the first visitor; the rest of the window fills in the background.
    await app.background.track(() =>
      withSyncLock(app, (signal) => ensureDemoWindow(app, { trigger: 'start', limit: 1, signal })),
    )
  }
  if (closing) return
  await app.listen({ port: config.port, host: config.host })
  if (config.menuProvider) app.background.run('menu sync at start', () => syncMenus(app, 'start'))
}

main().catch((error) => {
  process.stderr.write(`CampusPlate failed to start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
