import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import {
  DISPLAY_CONTROL_CHARACTERS,
  daysBetween,
  eachDay,
  isValidIsoDate,
  MENU_REPORT_KIND_LABELS,
} from '@campusplate/shared'
import { desc } from 'drizzle-orm'
import { z } from 'zod'
import { type AppConfig, ConfigError, loadConfig, type MenuProviderName } from '../config/env'
import { type Database, openDatabase } from '../db/client'
import { menuImports } from '../db/schema/index'
import { campusToday } from '../lib/campus-dates'
import { listMenuReports } from '../modules/menu-reports/menu-reports.repository'
import { type ImportRunResult, runImport } from '../modules/menus/menus.import'
import { findFlaggedItems } from '../modules/menus/menus.repository'
import { runMenuSync, withSyncLock } from '../modules/menus/menus.sync'
import { createFileProvider, MenuFileError } from '../modules/menus/providers/file-provider'
import { MenuFileSchema } from '../modules/menus/providers/menu-file'
import type { MenuProvider } from '../modules/menus/providers/provider'
import { createMenuProvider, ProviderConfigError } from '../modules/menus/providers/provider-factory'

// Usage errors exit 2 before the database is opened, so nothing is written (docs/menu-import.md).

export const USAGE = `Usage: npm run menus -- <command> [options]

  import --provider file --path <menus.json|menus.csv> [--from YYYY-MM-DD] [--to YYYY-MM-DD]
  import --provider demo|dineoncampus|nutrislice --from YYYY-MM-DD [--to YYYY-MM-DD]
      Import menus now. A file is imported whole unless --from/--to narrow it.
  sync [--from YYYY-MM-DD] [--to YYYY-MM-DD]
      Run the MENU_PROVIDER sync, by default today through MENU_SYNC_DAYS_AHEAD days ahead.
  status [--limit N]
      The last import runs (default 20), with the errors and notes of the latest, and the items
      from today on whose nutrition data failed a sanity check.
  reports [--limit N]
      The newest "Report a problem" reports of students (default 50).
  schema
      Print the JSON Schema of the menu file format (docs/menu-import.schema.json).

The database is the server's: DATABASE_URL, or the embedded one in $DATA_DIR/db.`

const PROVIDERS: readonly MenuProviderName[] = ['demo', 'file', 'dineoncampus', 'nutrislice']
const FLAGGED_SHOWN = 50

/** More days than this is most likely a typo in a date. */
const MAX_RANGE_DAYS = 400

export interface CliIo {
  argv: readonly string[]
  env?: NodeJS.ProcessEnv
  stdout: (text: string) => void
  stderr: (text: string) => void
  openDatabase?: (config: AppConfig) => Promise<Database>
}

class UsageError extends Error {}

type Options = {
  provider?: string | undefined
  path?: string | undefined
  from?: string | undefined
  to?: string | undefined
  limit?: string | undefined
  help?: boolean | undefined
}

const ARG_OPTIONS = {
  provider: { type: 'string' },
  path: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  limit: { type: 'string' },
  help: { type: 'boolean' },
} as const

function parse(argv: readonly string[]): { command: string | undefined; options: Options } {
  try {
    const parsed = parseArgs({ args: [...argv], options: ARG_OPTIONS, allowPositionals: true, strict: true })
    const [command, ...extra] = parsed.positionals
    if (extra.length > 0) throw new UsageError(`unexpected argument "${extra[0]}"`)
    return { command, options: parsed.values }
  } catch (error) {
    throw new UsageError(error instanceof Error ? (error.message.split('\n')[0] ?? '') : 'bad arguments')
  }
}

function allowOnly(options: Options, command: string, allowed: (keyof Options)[]) {
  const extra = (Object.keys(options) as (keyof Options)[]).find((key) => !allowed.includes(key))
  if (extra) throw new UsageError(`${command} takes no --${extra}`)
}

function checkDate(name: 'from' | 'to', value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  if (!isValidIsoDate(value)) throw new UsageError(`--${name} must be a date written YYYY-MM-DD (got "${value}")`)
  return value
}

function checkRange(from: string | undefined, to: string | undefined) {
  if (from && to) {
    if (to < from) throw new UsageError(`--to ${to} is before --from ${from}`)
    if (daysBetween(from, to) >= MAX_RANGE_DAYS)
      throw new UsageError(`--from to --to spans more than ${MAX_RANGE_DAYS} days`)
  }
}

function summary(verb: string, result: ImportRunResult, startedMs: number): string {
  const c = result.counts
  const seconds = ((Date.now() - startedMs) / 1000).toFixed(1)
  return (
    `${verb}: ${result.status}; ${c.days} days, ${c.halls} hall days; items ${c.itemsInserted} inserted, ` +
    `${c.itemsUpdated} updated, ${c.itemsDeleted} deleted, ${c.itemsUnchanged} unchanged; ` +
    `${c.rowsWritten} rows written in ${seconds} s (run ${result.id})`
  )
}

function reportErrors(io: CliIo, errors: readonly string[]) {
  for (const error of errors.slice(0, 20)) io.stderr(`  ${error}`)
  if (errors.length > 20) io.stderr(`  … and ${errors.length - 20} more (npm run menus -- status)`)
}

/** Notes are no failure: they go to stdout, after the summary. */
function reportNotes(io: CliIo, notes: readonly string[]) {
  for (const note of notes.slice(0, 20)) io.stdout(`  note: ${note}`)
  if (notes.length > 20) io.stdout(`  … and ${notes.length - 20} more notes (npm run menus -- status)`)
}

/** Escape codes and bidirectional characters from students or vendors are shown, not acted on by the terminal. */
function terminalText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(DISPLAY_CONTROL_CHARACTERS, (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`)
}

function pad(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? []
  return rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd(),
  )
}

async function withDatabase<T>(io: CliIo, config: AppConfig, fn: (database: Database) => Promise<T>): Promise<T> {
  const database = await (io.openDatabase ?? openDatabase)(config)
  try {
    await database.migrate()
    return await fn(database)
  } finally {
    await database.close()
  }
}

async function importCommand(io: CliIo, config: AppConfig, options: Options): Promise<number> {
  allowOnly(options, 'import', ['provider', 'path', 'from', 'to'])
  const name = options.provider
  if (!name) throw new UsageError('import needs --provider (file, demo, dineoncampus or nutrislice)')
  if (!PROVIDERS.includes(name as MenuProviderName)) {
    throw new UsageError(`--provider must be one of ${PROVIDERS.join(', ')} (got "${name}")`)
  }
  const from = checkDate('from', options.from)
  const to = checkDate('to', options.to)
  checkRange(from, to)
  let provider: MenuProvider
  let dates: string[]
  if (name === 'file') {
    if (!options.path) throw new UsageError('import --provider file needs --path <menus.json|menus.csv>')
    const fileProvider = createFileProvider(options.path, { servingWindows: config.menuServingWindows })
    const loaded = await fileProvider.load()
    dates = loaded.dates.filter((date) => (!from || date >= from) && (!to || date <= to))
    if (dates.length === 0) throw new UsageError(`${options.path} holds no menus from ${from ?? '…'} to ${to ?? '…'}`)
    provider = fileProvider
  } else {
    if (options.path) throw new UsageError(`--path is for --provider file, not ${name}`)
    if (!from) throw new UsageError(`import --provider ${name} needs --from YYYY-MM-DD`)
    dates = eachDay(from, to ?? from)
    provider = createMenuProvider(config, { name: name as MenuProviderName })
  }
  const started = Date.now()
  return withDatabase(io, config, async (database) => {
    const outcome = await withSyncLock({ db: database.db, database, config }, (signal) =>
      runImport(database.db, provider, dates, { trigger: 'cli', signal }),
    )
    if (!outcome.ran) {
      io.stderr('A menu sync is running; try again when it has finished.')
      return 1
    }
    io.stdout(summary(`import ${name}`, outcome.value, started))
    reportNotes(io, outcome.value.notes)
    reportErrors(io, outcome.value.errors)
    return outcome.value.status === 'failed' ? 1 : 0
  })
}

async function syncCommand(io: CliIo, config: AppConfig, options: Options): Promise<number> {
  allowOnly(options, 'sync', ['from', 'to'])
  const from = checkDate('from', options.from)
  const to = checkDate('to', options.to)
  checkRange(from ?? campusToday(config.campusTz), to)
  if (!config.menuProvider) throw new UsageError('MENU_PROVIDER is not set: there is nothing to sync')
  // Builds the provider now, so a bad setting stops here, before the database is opened.
  const provider = createMenuProvider(config)
  if ('load' in provider && typeof provider.load === 'function') await provider.load()
  const started = Date.now()
  return withDatabase(io, config, async (database) => {
    const explicit = from !== undefined || to !== undefined
    const outcome = await runMenuSync({ db: database.db, database, config }, 'cli', {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(explicit || config.menuProvider !== 'demo' ? { provider } : {}),
    })
    if (!outcome.ran) {
      io.stderr('Another instance is running the menu sync; try again when it has finished.')
      return 1
    }
    if (!outcome.result) {
      io.stdout(`sync ${config.menuProvider}: nothing to do`)
      return 0
    }
    io.stdout(summary(`sync ${config.menuProvider}`, outcome.result, started))
    reportNotes(io, outcome.result.notes)
    reportErrors(io, outcome.result.errors)
    return outcome.result.status === 'failed' ? 1 : 0
  })
}

function checkLimit(options: Options, fallback: number): number {
  const limit = options.limit === undefined ? fallback : Number(options.limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new UsageError(`--limit must be a whole number from 1 to 1000 (got "${options.limit}")`)
  }
  return limit
}

async function reportFlaggedItems(io: CliIo, config: AppConfig, database: Database) {
  const { items, total } = await findFlaggedItems(database.db, campusToday(config.campusTz), FLAGGED_SHOWN)
  if (total === 0) return
  io.stdout('')
  io.stdout(`Flagged items from today on (${total}): imported, shown with a note`)
  for (const item of items) {
    const what = terminalText(`${item.hall} ${item.meal}: ${item.name} — ${item.notes.join('; ')}`)
    io.stdout(`  ${item.date} ${what}`)
  }
  if (total > items.length) io.stdout(`  … and ${total - items.length} more`)
}

async function reportsCommand(io: CliIo, config: AppConfig, options: Options): Promise<number> {
  allowOnly(options, 'reports', ['limit'])
  const limit = checkLimit(options, 50)
  return withDatabase(io, config, async (database) => {
    const reports = await listMenuReports(database.db, limit)
    if (reports.length === 0) {
      io.stdout('No reports yet.')
      return 0
    }
    const rows = [
      ['report', 'received (UTC)', 'served', 'hall', 'meal', 'item', 'problem', 'note'],
      ...reports.map((report) => [
        String(report.id),
        report.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        report.date,
        terminalText(report.diningHall),
        terminalText(report.mealName),
        terminalText(report.foodName),
        MENU_REPORT_KIND_LABELS[report.kind],
        terminalText(report.note ?? ''),
      ]),
    ]
    for (const line of pad(rows)) io.stdout(line)
    return 0
  })
}

async function statusCommand(io: CliIo, config: AppConfig, options: Options): Promise<number> {
  allowOnly(options, 'status', ['limit'])
  const limit = checkLimit(options, 20)
  return withDatabase(io, config, async (database) => {
    const runs = await database.db.select().from(menuImports).orderBy(desc(menuImports.id)).limit(limit)
    if (runs.length === 0) {
      io.stdout('No import runs yet.')
      return 0
    }
    const rows = [
      [
        'run',
        'started (UTC)',
        'source',
        'trigger',
        'dates',
        'status',
        'inserted',
        'updated',
        'deleted',
        'unchanged',
        'errors',
        'notes',
        'took',
      ],
      ...runs.map((run) => {
        const c = run.counts
        const took = run.finishedAt
          ? `${((run.finishedAt.getTime() - run.startedAt.getTime()) / 1000).toFixed(1)} s`
          : '—'
        return [
          String(run.id),
          run.startedAt.toISOString().slice(0, 19).replace('T', ' '),
          run.source,
          run.trigger,
          run.dateFrom === run.dateTo ? run.dateFrom : `${run.dateFrom}…${run.dateTo}`,
          run.status,
          String(c?.itemsInserted ?? '—'),
          String(c?.itemsUpdated ?? '—'),
          String(c?.itemsDeleted ?? '—'),
          String(c?.itemsUnchanged ?? '—'),
          String(run.errors.length),
          String(run.notes.length),
          took,
        ]
      }),
    ]
    for (const line of pad(rows)) io.stdout(line)
    const latest = runs[0]
    if (latest && latest.errors.length > 0) {
      io.stdout('')
      io.stdout(`Errors of run ${latest.id}:`)
      for (const error of latest.errors.slice(0, 20)) io.stdout(`  ${error}`)
    }
    if (latest && latest.notes.length > 0) {
      io.stdout('')
      io.stdout(`Notes of run ${latest.id}:`)
      for (const note of latest.notes.slice(0, 20)) io.stdout(`  ${note}`)
    }
    await reportFlaggedItems(io, config, database)
    return 0
  })
}

export async function runMenusCli(io: CliIo): Promise<number> {
  try {
    const { command, options } = parse(io.argv)
    if (options.help || command === 'help') {
      io.stdout(USAGE)
      return 0
    }
    if (command === 'schema') {
      allowOnly(options, 'schema', [])
      io.stdout(JSON.stringify(z.toJSONSchema(MenuFileSchema), null, 2))
      return 0
    }
    if (command !== 'import' && command !== 'sync' && command !== 'status' && command !== 'reports') {
      throw new UsageError(
        command
          ? `unknown command "${command}" (import, sync, status, reports, schema)`
          : 'no command given (import, sync, status, reports, schema; --help)',
      )
    }
    const config = loadConfig(io.env)
    if (command === 'import') return await importCommand(io, config, options)
    if (command === 'sync') return await syncCommand(io, config, options)
    if (command === 'reports') return await reportsCommand(io, config, options)
    return await statusCommand(io, config, options)
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof ConfigError ||
      error instanceof MenuFileError ||
      error instanceof ProviderConfigError
    ) {
      io.stderr(error.message)
      return 2
    }
    io.stderr(`menus: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMenusCli({
    argv: process.argv.slice(2),
    stdout: (text) => process.stdout.write(`${text}\n`),
    stderr: (text) => process.stderr.write(`${text}\n`),
  }).then((code) => {
    process.exitCode = code
  })
}
