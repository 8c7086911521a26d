import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type CustomMacros, type MacroValues, type PlateLine, plateTotals } from '@campusplate/shared'
import { type SQL, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createIsolatedTestDatabase } from '../../test/test-database'
import { MIGRATIONS_DIR } from '../lib/paths'
import { getPlate } from '../modules/plates/plates.service'
import type { Db } from './client'

/** The schema in which plates had no totals of their own and custom lines kept three copies of their macros. */
const OLD_SCHEMA_LAST_MIGRATION = '0001_auth_and_plates'

/** A copy of the committed migrations that stops after `lastTag`. */
function migrationsUpTo(lastTag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'campusplate-migrations-'))
  cpSync(MIGRATIONS_DIR, dir, { recursive: true })
  const journalPath = join(dir, 'meta', '_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
  if (last < 0) throw new Error(`no migration ${lastTag}`)
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }))
  return dir
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

interface OldLine extends PlateLine {
  foodId: string
  name: string
  customMacros: CustomMacros | null
}

let counter = 0
/** Awkward but reproducible per-serving values: thirds, long fractions, tiny and large amounts. */
function awkward(n: number): number {
  const values = [333.3, 0.1, 1 / 3, 12.345678901234567, 1e-7, 7.77, 2.2, 1234.5678, 0.7, 99.99, 0, 45.05]
  return values[n % values.length] as number
}
const QUANTITIES = [0.1, 0.3, 0.7, 1.5, 33.3, 99.9, 100, 2.2, 1, 0.9]

function menuLine(n: number): OldLine {
  return {
    foodId: `menu-item-${n}`,
    name: `Dish ${n}`,
    quantity: QUANTITIES[n % QUANTITIES.length] as number,
    calories: awkward(n) * 10,
    protein: awkward(n + 1),
    carbs: awkward(n + 2),
    fat: awkward(n + 3),
    customMacros: null,
  }
}

function customLine(n: number): OldLine {
  const macros = { name: `Shake ${n}`, calories: awkward(n + 4), protein: 0.1, carbs: awkward(n + 5), totalFat: 1 / 3 }
  return {
    foodId: `custom-${n}`,
    name: macros.name,
    quantity: QUANTITIES[(n + 3) % QUANTITIES.length] as number,
    calories: macros.calories,
    protein: macros.protein,
    carbs: macros.carbs,
    fat: macros.totalFat,
    customMacros: macros,
  }
}

/** Writes a plate as the code before stored totals did: a plate row and its lines, three copies of custom macros. */
async function insertOldPlate(db: Db, userId: string, date: string, lines: OldLine[]): Promise<string> {
  const [plate] = await rows<{ id: string }>(
    db,
    sql`insert into plates (user_id, date, saved_at) values (${userId}, ${date}, now()) returning id`,
  )
  if (!plate) throw new Error('no plate row')
  // Inserted last line first, so the backfill has to follow the positions, not the insertion order.
  for (const [position, line] of [...lines.entries()].reverse()) {
    const nutrients = line.customMacros
      ? {
          calories: line.calories,
          protein: line.protein,
          total_carbohydrates: line.carbs,
          total_fat: line.fat,
        }
      : {
          calories: line.calories,
          protein: line.protein,
          total_carbohydrates: line.carbs,
          total_fat: line.fat,
          sodium: 5,
        }
    await db.execute(sql`
      insert into plate_items
        (plate_id, position, food_id, name, portion_size, quantity, calories, protein, carbs, fat, custom_macros, nutrients)
      values (${plate.id}, ${position}, ${line.foodId}, ${line.name}, '1 serving', ${line.quantity}, ${line.calories},
        ${line.protein}, ${line.carbs}, ${line.fat},
        ${line.customMacros ? JSON.stringify(line.customMacros) : null}::jsonb, ${JSON.stringify(nutrients)}::jsonb)`)
  }
  return plate.id
}

/** What `GET /api/plate` answered as totals before they were stored: `plateTotals` over the saved lines in order. */
async function oldComputedTotals(db: Db, plateId: string): Promise<MacroValues> {
  const lines = await rows<{ quantity: string; calories: number; protein: number; carbs: number; fat: number }>(
    db,
    sql`select quantity::text as quantity, calories, protein, carbs, fat from plate_items
      where plate_id = ${plateId} order by position`,
  )
  return plateTotals(lines.map((line) => ({ ...line, quantity: Number(line.quantity) })))
}

describe('the migration that stores plate totals', () => {
  it('backfills every existing plate with exactly the totals computed before, and keeps custom lines’ answers', async () => {
    const database = await createIsolatedTestDatabase({ isMigrated: false })
    const oldMigrations = migrationsUpTo(OLD_SCHEMA_LAST_MIGRATION)
    try {
      await database.migrate(oldMigrations)
      const { db } = database
      const [user] = await rows<{ id: string }>(
        db,
        sql`insert into users (email) values (${`backfill${++counter}@example.edu`}) returning id`,
      )
      if (!user) throw new Error('no user row')
      const plates: { date: string; lines: OldLine[] }[] = [
        {
          date: '2025-07-01',
          lines: Array.from({ length: 40 }, (_, i) => (i % 4 === 3 ? customLine(i) : menuLine(i))),
        },
        { date: '2025-07-02', lines: [menuLine(7)] },
        { date: '2025-07-03', lines: [customLine(1), customLine(2)] },
        ...Array.from({ length: 20 }, (_, day) => ({
          date: `2025-06-${String(day + 1).padStart(2, '0')}`,
          lines: Array.from({ length: 1 + (day % 9) }, (_, i) =>
            i % 3 === 1 ? customLine(day + i) : menuLine(day * 3 + i),
          ),
        })),
      ]
      const before = new Map<string, { date: string; totals: MacroValues; lines: OldLine[] }>()
      for (const plate of plates) {
        const id = await insertOldPlate(db, user.id, plate.date, plate.lines)
        before.set(id, { date: plate.date, totals: await oldComputedTotals(db, id), lines: plate.lines })
      }
      // These plates are sensitive to summation order: a backfill that ignored the positions would differ.
      const orderSensitive = [...before.values()].filter(
        ({ lines, totals }) => !Object.is(plateTotals([...lines].reverse()).calories, totals.calories),
      )
      expect(orderSensitive.length).toBeGreaterThan(0)

      await database.migrate()

      const stored = await rows<MacroValues & { id: string }>(
        db,
        sql`select id, calories, protein, carbs, fat from plates`,
      )
      expect(stored).toHaveLength(plates.length)
      for (const { id, ...totals } of stored) {
        const old = before.get(id)
        expect(totals).toEqual(old?.totals)
        // The same numbers the shared formula gives for the lines as they were written.
        expect(totals).toEqual(plateTotals(old?.lines ?? []))
      }

      // The API answers as before: stored totals, and each custom line's custom_macros from its one copy.
      for (const { date, totals, lines } of before.values()) {
        const answer = await getPlate(db, user.id, date)
        expect(answer.totals).toEqual(totals)
        expect(answer.items.map((item) => [item.food_id, item.custom_macros])).toEqual(
          lines.map((line) => [line.foodId, line.customMacros]),
        )
      }
      const customCopies = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from plate_items where food_id like 'custom-%' and nutrients is not null`,
      )
      expect(customCopies).toEqual([{ n: 0 }])
      const menuNutrients = await rows<{ nutrients: Record<string, number> }>(
        db,
        sql`select nutrients from plate_items where food_id = 'menu-item-7' limit 1`,
      )
      expect(menuNutrients[0]?.nutrients).toMatchObject({ sodium: 5 })
    } finally {
      await database.close()
      rmSync(oldMigrations, { recursive: true, force: true })
    }
  }, 120_000)
})
