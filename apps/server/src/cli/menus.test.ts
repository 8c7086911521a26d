import { execFile } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { DISPLAY_CONTROL_CHARACTERS } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestDatabase } from '../../test/test-database'
import { LAKEVIEW, lakeviewRoutes, nutrisliceRoutes } from '../../test/vendor-fixtures'
import { startVendorServer } from '../../test/vendor-server'
import { menuImports, menuItems, menuReports, users } from '../db/schema/index'
import { campusToday } from '../lib/campus-dates'
import { SERVER_ROOT } from '../lib/paths'
import { MenuFileSchema } from '../modules/menus/providers/menu-file'
import { type CliIo, runMenusCli } from './menus'

const FIXTURES = join(SERVER_ROOT, 'src', 'modules', 'menus', 'providers', 'fixtures', 'file')
const MENUS_JSON = join(FIXTURES, 'menus.json')

interface Run {
  code: number
  stdout: string[]
  stderr: string[]
  opened: number
}

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>

/** Runs the command line in this process on the worker's test database (emptied unless handed in). */
async function cli(
  argv: string[],
  env: NodeJS.ProcessEnv = {},
  given?: TestDatabase,
): Promise<Run & { database: TestDatabase }> {
  const database = given ?? (await createTestDatabase())
  const run: Run = { code: -1, stdout: [], stderr: [], opened: 0 }
  const io: CliIo = {
    argv,
    env: { CAMPUS_TZ: 'America/Chicago', DATA_DIR: join(tmpdir(), 'campusplate-cli-unused'), ...env },
    stdout: (text) => run.stdout.push(text),
    stderr: (text) => run.stderr.push(text),
    openDatabase: async () => {
      run.opened++
      return database
    },
  }
  run.code = await runMenusCli(io)
  return { ...run, database }
}

function tempFile(name: string, content: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'campusplate-cli-')), name)
  writeFileSync(path, content)
  return path
}

describe('npm run menus -- import', () => {
  it('imports a menu file, prints one summary line, and writes nothing the second time', async () => {
    const first = await cli(['import', '--provider', 'file', '--path', MENUS_JSON])
    expect(first.code).toBe(0)
    expect(first.stderr).toEqual([])
    expect(first.stdout).toHaveLength(1)
    expect(first.stdout[0]).toMatch(
      /^import file: ok; 2 days, 3 hall days; items 6 inserted, 0 updated, 0 deleted, 0 unchanged; \d+ rows written in [\d.]+ s \(run 1\)$/,
    )
    expect(await first.database.db.select().from(menuItems)).toHaveLength(6)

    const again = await cli(['import', '--provider', 'file', '--path', join(FIXTURES, 'menus.csv')], {}, first.database)
    expect(again.code).toBe(0)
    expect(again.stdout[0]).toMatch(/items 0 inserted, 0 updated, 0 deleted, 6 unchanged; 0 rows written/)
  })

  it('narrows a file to --from/--to', async () => {
    const run = await cli(['import', '--provider', 'file', '--path', MENUS_JSON, '--from', '2026-01-13'])
    expect(run.code).toBe(0)
    expect(run.stdout[0]).toMatch(/^import file: ok; 1 days, 1 hall days; items 1 inserted/)
  })

  it('imports a vendor over a date range with the settings of the environment', async () => {
    const vendor = await startVendorServer(nutrisliceRoutes())
    const run = await cli(['import', '--provider', 'nutrislice', '--from', '2025-10-13', '--to', '2025-10-15'], {
      NUTRISLICE_DISTRICT: 'stateu-dining',
      NUTRISLICE_API_BASE: vendor.url,
    })
    expect(run.stderr).toEqual([])
    expect(run.code).toBe(0)
    expect(run.stdout[0]).toMatch(/^import nutrislice: ok; 3 days, 6 hall days; items 8 inserted/)
    const [log] = await run.database.db.select().from(menuImports)
    expect(log).toMatchObject({ source: 'nutrislice', trigger: 'cli', dateFrom: '2025-10-13', dateTo: '2025-10-15' })
  })

  it('exits 1 and prints the errors when every date failed', async () => {
    const vendor = await startVendorServer({ '/menu/api/schools/': { status: 404 } })
    const run = await cli(['import', '--provider', 'nutrislice', '--from', '2025-10-14'], {
      NUTRISLICE_DISTRICT: 'stateu-dining',
      NUTRISLICE_API_BASE: vendor.url,
    })
    expect(run.code).toBe(1)
    expect(run.stdout[0]).toMatch(/^import nutrislice: failed; 0 days/)
    expect(run.stderr).toEqual([expect.stringMatching(/^ {2}2025-10-14: .*\/menu\/api\/schools\/ answered 404$/)])
  })
})

describe('npm run menus -- sync', () => {
  it('runs the configured provider over --from/--to under the sync lock', async () => {
    const run = await cli(['sync', '--from', '2026-01-12', '--to', '2026-01-13'], {
      MENU_PROVIDER: 'file',
      MENU_FILE: MENUS_JSON,
    })
    expect(run.stderr).toEqual([])
    expect(run.code).toBe(0)
    expect(run.stdout[0]).toMatch(/^sync file: ok; 2 days, 3 hall days; items 6 inserted/)
    const [log] = await run.database.db.select().from(menuImports)
    expect(log).toMatchObject({ source: 'file', trigger: 'cli' })
  })

  it('syncs a district whose menu type is not published as ok, and status shows the 404 as a note', async () => {
    const vendor = await startVendorServer(lakeviewRoutes())
    const env = { MENU_PROVIDER: 'nutrislice', NUTRISLICE_DISTRICT: LAKEVIEW.district, NUTRISLICE_API_BASE: vendor.url }
    const run = await cli(['sync', '--from', '2025-10-13', '--to', '2025-10-17'], env)
    expect(run.stderr).toEqual([])
    expect(run.code).toBe(0)
    expect(run.stdout[0]).toMatch(/^sync nutrislice: ok; 5 days, 10 hall days; items 25 inserted/)
    const note = `2025-10-13: Lakeview High: Catering: not published for the week of 2025-10-12 (${vendor.url}${LAKEVIEW.cateringWeek} answered 404)`
    expect(run.stdout.slice(1)).toEqual([`  note: ${note}`])

    const status = await cli(['status'], env, run.database)
    expect(status.stdout[0]).toMatch(/ +errors +notes +took$/)
    expect(status.stdout[1]).toMatch(/ +nutrislice +cli +2025-10-13…2025-10-17 +ok +25 +0 +0 +0 +0 +1 +[\d.]+ s$/)
    expect(status.stdout.slice(2)).toEqual(['', 'Notes of run 1:', `  ${note}`])
  })

  it('says so when another instance holds the lock', async () => {
    const database = await createTestDatabase()
    const out: string[] = []
    const code = await database.withAdvisoryLock(0x4d454e55, () =>
      runMenusCli({
        argv: ['sync', '--from', '2026-01-12'],
        env: { CAMPUS_TZ: 'America/Chicago', MENU_PROVIDER: 'file', MENU_FILE: MENUS_JSON },
        stdout: (text) => out.push(text),
        stderr: (text) => out.push(text),
        openDatabase: async () => database,
      }),
    )
    expect(code).toEqual({ ran: true, value: 1 })
    expect(out).toEqual(['Another instance is running the menu sync; try again when it has finished.'])
  })
})

describe('npm run menus -- status', () => {
  it('prints the last runs as a table, newest first, with the errors of the latest', async () => {
    const clash = tempFile(
      'clash.json',
      JSON.stringify({
        version: 1,
        days: [
          {
            date: '2026-01-14',
            hall: 'North Commons',
            hall_id: 'elsewhere',
            meals: [{ name: 'Lunch', stations: [{ name: 'Grill', items: [{ name: 'Taco' }] }] }],
          },
        ],
      }),
    )
    const { database } = await cli(['import', '--provider', 'file', '--path', MENUS_JSON, '--to', '2026-01-12'])
    await cli(['import', '--provider', 'file', '--path', clash], {}, database)
    const run = await cli(['status', '--limit', '5'], {}, database)
    expect(run.code).toBe(0)
    expect(run.stdout).toHaveLength(6)
    expect(run.stdout[0]).toMatch(
      /^run +started \(UTC\) +source +trigger +dates +status +inserted +updated +deleted +unchanged +errors +notes +took$/,
    )
    expect(run.stdout[1]).toMatch(
      /^2 +\d{4}-\d\d-\d\d \d\d:\d\d:\d\d +file +cli +2026-01-14 +partial +0 +0 +0 +0 +1 +0 +[\d.]+ s$/,
    )
    expect(run.stdout[2]).toMatch(
      /^1 +\d{4}-\d\d-\d\d \d\d:\d\d:\d\d +file +cli +2026-01-12 +ok +5 +0 +0 +0 +0 +0 +[\d.]+ s$/,
    )
    expect(run.stdout.slice(3)).toEqual([
      '',
      'Errors of run 2:',
      '  North Commons 2026-01-14: a hall named "North Commons" already comes from the file menus',
    ])
  })

  it('says when there are no runs', async () => {
    const run = await cli(['status'])
    expect(run).toMatchObject({ code: 0, stdout: ['No import runs yet.'] })
  })

  it('lists the items from today on whose nutrition data failed a sanity check, with their notes', async () => {
    const today = campusToday('America/Chicago')
    const item = (name: string, nutrients: Record<string, number>) => ({ name, nutrients })
    const file = tempFile(
      'flagged.json',
      JSON.stringify({
        version: 1,
        days: ['2025-01-06', today].map((date) => ({
          date,
          hall: 'North Commons',
          meals: [
            {
              name: 'Lunch',
              stations: [
                {
                  name: 'Grill',
                  items: [
                    item('Loaded Nachos', { calories: 900, protein: 24, total_carbohydrates: 30, total_fat: 11 }),
                    item('Grilled Chicken', { calories: 320, protein: 24, total_carbohydrates: 30, total_fat: 11 }),
                  ],
                },
              ],
            },
          ],
        })),
      }),
    )
    const { database } = await cli(['import', '--provider', 'file', '--path', file])
    const run = await cli(['status'], {}, database)
    expect(run.code).toBe(0)
    expect(run.stdout.slice(-3)).toEqual([
      '',
      'Flagged items from today on (1): imported, shown with a note',
      `  ${today} North Commons Lunch: Loaded Nachos — Stated 900 kcal, but its protein, carbs and fat make about 315 kcal`,
    ])
  })
})

describe('npm run menus -- reports', () => {
  it('lists the reports newest first, one line each, without their authors', async () => {
    const database = await createTestDatabase()
    const [user] = await database.db.insert(users).values({ email: 'ada@campus.test' }).returning()
    if (!user) throw new Error('no user')
    const base = { userId: user.id, diningHall: 'North Commons', mealName: 'Lunch', date: '2026-01-12' }
    await database.db.insert(menuReports).values([
      {
        ...base,
        foodId: 'n1',
        foodName: 'Nachos',
        kind: 'allergen',
        note: 'Peanuts\nin the salsa',
        createdAt: new Date('2026-01-12T18:05:00Z'),
      },
      {
        ...base,
        foodId: 's1',
        foodName: 'Soup',
        kind: 'not_served',
        note: null,
        createdAt: new Date('2026-01-12T19:00:00Z'),
      },
    ])
    const run = await cli(['reports'], {}, database)
    expect(run.code).toBe(0)
    expect(run.stdout).toEqual([
      'report  received (UTC)    served      hall           meal   item    problem         note',
      '2       2026-01-12 19:00  2026-01-12  North Commons  Lunch  Soup    Not served',
      '1       2026-01-12 18:05  2026-01-12  North Commons  Lunch  Nachos  Wrong allergen  Peanuts in the salsa',
    ])
    expect(run.stdout.join('\n')).not.toContain('ada@campus.test')
    const limited = await cli(['reports', '--limit', '1'], {}, database)
    expect(limited.stdout).toHaveLength(2)
  })

  it("shows escape codes and direction overrides in reports as text, never sending them to the operator's terminal", async () => {
    const database = await createTestDatabase()
    const [user] = await database.db.insert(users).values({ email: 'mallory@campus.test' }).returning()
    if (!user) throw new Error('no user')
    await database.db.insert(menuReports).values({
      userId: user.id,
      diningHall: 'North Commons',
      mealName: 'Lunch',
      date: '2026-01-12',
      foodId: 'n1',
      foodName: 'Nachos\u001b]0;pwned\u0007',
      kind: 'allergen',
      note: 'ok\u001b[2J\u001b[H\u202eenoD\u009b31m',
      createdAt: new Date('2026-01-12T18:05:00Z'),
    })
    const run = await cli(['reports'], {}, database)
    expect(run.code).toBe(0)
    expect(run.stdout[1]).toBe(
      '1       2026-01-12 18:05  2026-01-12  North Commons  Lunch  Nachos\\u001b]0;pwned\\u0007  Wrong allergen  ' +
        'ok\\u001b[2J\\u001b[H\\u202eenoD\\u009b31m',
    )
    for (const line of run.stdout) expect(line.replace(DISPLAY_CONTROL_CHARACTERS, '')).toBe(line)
  })

  it('says when there are none, and refuses a bad limit before opening the database', async () => {
    expect(await cli(['reports'])).toMatchObject({ code: 0, stdout: ['No reports yet.'] })
    expect(await cli(['reports', '--limit', '0'])).toMatchObject({
      code: 2,
      opened: 0,
      stderr: ['--limit must be a whole number from 1 to 1000 (got "0")'],
    })
    expect(await cli(['reports', '--path', 'x'])).toMatchObject({ code: 2, stderr: ['reports takes no --path'] })
  })
})

describe('npm run menus -- bad input', () => {
  const file = () => tempFile('menus.json', '{"version": 1, "days": [{"date": "2026-01-12", "hall": "North"}]}')
  it.each<[string[], NodeJS.ProcessEnv, string | RegExp]>([
    [[], {}, 'no command given (import, sync, status, reports, schema; --help)'],
    [['export'], {}, 'unknown command "export" (import, sync, status, reports, schema)'],
    [['import', 'extra'], {}, 'unexpected argument "extra"'],
    [['import', '--bogus'], {}, /^Unknown option '--bogus'/],
    [['import', '--path'], {}, /^Option '--path <value>' argument missing/],
    [['import'], {}, 'import needs --provider (file, demo, dineoncampus or nutrislice)'],
    [
      ['import', '--provider', 'sodexo'],
      {},
      '--provider must be one of demo, file, dineoncampus, nutrislice (got "sodexo")',
    ],
    [['import', '--provider', 'file'], {}, 'import --provider file needs --path <menus.json|menus.csv>'],
    [['import', '--provider', 'file', '--path', '/nonexistent/menus.json'], {}, 'menus.json: no such file'],
    [
      ['import', '--provider', 'file', '--path', '<file>'],
      {},
      'menus.json: days[0].meals: Invalid input: expected array, received undefined',
    ],
    [
      ['import', '--provider', 'file', '--path', MENUS_JSON, '--from', '2027-01-01'],
      {},
      /holds no menus from 2027-01-01 to …$/,
    ],
    [['import', '--provider', 'file', '--path', MENUS_JSON, '--limit', '3'], {}, 'import takes no --limit'],
    [['import', '--provider', 'demo'], {}, 'import --provider demo needs --from YYYY-MM-DD'],
    [
      ['import', '--provider', 'demo', '--path', MENUS_JSON, '--from', '2026-01-12'],
      {},
      '--path is for --provider file, not demo',
    ],
    [
      ['import', '--provider', 'demo', '--from', '2026-02-30'],
      {},
      '--from must be a date written YYYY-MM-DD (got "2026-02-30")',
    ],
    [
      ['import', '--provider', 'demo', '--from', '2026-01-12', '--to', '2026-01-11'],
      {},
      '--to 2026-01-11 is before --from 2026-01-12',
    ],
    [
      ['import', '--provider', 'demo', '--from', '2026-01-01', '--to', '2027-12-31'],
      {},
      '--from to --to spans more than 400 days',
    ],
    [
      ['import', '--provider', 'dineoncampus', '--from', '2026-01-12'],
      {},
      'Invalid DINEONCAMPUS_SITE: must be set when MENU_PROVIDER=dineoncampus',
    ],
    [['sync'], { DATABASE_URL: 'postgres://127.0.0.1:1/none' }, 'MENU_PROVIDER is not set: there is nothing to sync'],
    [['sync', '--provider', 'file'], {}, 'sync takes no --provider'],
    [['sync'], { MENU_PROVIDER: 'file', MENU_FILE: '/nonexistent/menus.csv' }, 'menus.csv: no such file'],
    [['sync'], { CAMPUS_TZ: 'Mars/Base' }, /^Invalid CAMPUS_TZ: /],
    [['status', '--limit', 'ten'], {}, '--limit must be a whole number from 1 to 1000 (got "ten")'],
    [['schema', '--from', '2026-01-12'], {}, 'schema takes no --from'],
  ])('%j exits 2 with one line and opens no database', async (argv, env, message) => {
    const args = argv.map((arg) => (arg === '<file>' ? file() : arg))
    const run = await cli(args, env)
    expect(run.code).toBe(2)
    expect(run.opened).toBe(0)
    expect(run.stdout).toEqual([])
    expect(run.stderr).toHaveLength(1)
    if (typeof message === 'string') expect(run.stderr[0]).toBe(message)
    else expect(run.stderr[0]).toMatch(message)
    expect(await run.database.db.select().from(menuImports)).toEqual([])
  })

  it('prints the usage for --help', async () => {
    const run = await cli(['--help'])
    expect(run.code).toBe(0)
    expect(run.stdout[0]).toMatch(/^Usage: npm run menus -- <command> \[options\]/)
  })

  it('prints the JSON Schema of the file format', async () => {
    const run = await cli(['schema'])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout[0] ?? '')).toEqual(z.toJSONSchema(MenuFileSchema))
  })
})

describe('the menus command as a process', () => {
  const exec = promisify(execFile)
  const run = (args: string[], dataDir: string) =>
    exec(process.execPath, ['--import', 'tsx', join(SERVER_ROOT, 'src', 'cli', 'menus.ts'), ...args], {
      cwd: SERVER_ROOT,
      env: { CAMPUS_TZ: 'America/Chicago', DATA_DIR: dataDir },
    }).then(
      (result) => ({ code: 0, ...result }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    )

  it('exits 2 on a bad file without creating the database, then imports a good one into $DATA_DIR/db', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'campusplate-cli-process-')), 'data')
    const bad = await run(['import', '--provider', 'file', '--path', tempFile('menus.csv', 'date,hall\n')], dataDir)
    expect(bad).toMatchObject({ code: 2, stdout: '', stderr: 'menus.csv: the required column "meal" is missing\n' })
    expect(existsSync(dataDir)).toBe(false)

    const good = await run(['import', '--provider', 'file', '--path', MENUS_JSON], dataDir)
    expect(good.stderr).toBe('')
    expect(good).toMatchObject({ code: 0, stdout: expect.stringMatching(/^import file: ok; 2 days/) })
    expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true)
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false)
  }, 60_000)
})
