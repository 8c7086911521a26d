import {
  CORRECTION_FIELDS,
  type CorrectionField,
  favouriteIdentity,
  isTrackable,
  menuSanityFlags,
  type Nutrients,
} from '@campusplate/shared'
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  type AppliedCorrection,
  type CorrectedValues,
  diningHalls,
  meals,
  menuCorrections,
  menuDayVersions,
  menuItems,
} from '../../db/schema/index'

/** The correctable values of a menu row, as its columns hold them. */
export interface CorrectableRow {
  id: string
  name: string
  nutrients: Nutrients
  allergens: string[]
  mayContain: string[]
  labels: string[]
  ingredients: string[]
  portionSize: string
  trackable: boolean
  flags: ReturnType<typeof menuSanityFlags>
  correction?: AppliedCorrection | null
}

export type ActiveCorrection = Pick<
  typeof menuCorrections.$inferSelect,
  'id' | 'scope' | 'foodId' | 'dishIdentity' | 'changes'
>

export function valuesOf(row: CorrectableRow): Required<CorrectedValues> {
  return {
    nutrients: row.nutrients,
    allergens: row.allergens,
    may_contain: row.mayContain,
    labels: row.labels,
    ingredients: row.ingredients,
    portion_size: row.portionSize,
  }
}

/** The source's own values of a row: its columns, with the corrected fields as the source had them. */
export function sourceValuesOf(row: CorrectableRow): Required<CorrectedValues> {
  return { ...valuesOf(row), ...(row.correction?.source ?? {}) }
}

/** Whether a correction names the row (its serving, or its dish in its hall). */
export function correctionNames(
  correction: ActiveCorrection,
  row: { id: string; name: string },
  hall: string,
): boolean {
  return correction.scope === 'serving'
    ? correction.foodId === row.id
    : correction.dishIdentity === favouriteIdentity(hall, row.name)
}

/** Nutrients are replaced key by key; trackable and the sanity flags follow the corrected nutrients. */
export function withCorrections<Row extends CorrectableRow>(row: Row, corrections: readonly ActiveCorrection[]): Row {
  const source = sourceValuesOf(row)
  const values: Required<CorrectedValues> = { ...source }
  const fields = new Set<CorrectionField>()
  for (const { changes } of corrections) {
    for (const field of Object.keys(changes) as CorrectionField[]) {
      fields.add(field)
      if (field === 'nutrients') values.nutrients = { ...values.nutrients, ...changes.nutrients }
      else Object.assign(values, { [field]: changes[field] })
    }
  }
  const corrected = CORRECTION_FIELDS.filter((field) => fields.has(field))
  const nutrientsChanged = fields.has('nutrients') || row.correction?.fields.includes('nutrients')
  return {
    ...row,
    nutrients: values.nutrients,
    allergens: values.allergens,
    mayContain: values.may_contain,
    labels: values.labels,
    ingredients: values.ingredients,
    portionSize: values.portion_size,
    ...(nutrientsChanged ? { trackable: isTrackable(values.nutrients), flags: menuSanityFlags(values.nutrients) } : {}),
    correction:
      corrected.length > 0
        ? { fields: corrected, source: Object.fromEntries(corrected.map((field) => [field, source[field]])) }
        : null,
  }
}

export async function activeCorrectionsFor(
  db: Db,
  hall: string,
  rows: readonly { id: string; name: string }[],
): Promise<ActiveCorrection[]> {
  if (rows.length === 0) return []
  const identities = [...new Set(rows.map((row) => favouriteIdentity(hall, row.name)))]
  return db
    .select({
      id: menuCorrections.id,
      scope: menuCorrections.scope,
      foodId: menuCorrections.foodId,
      dishIdentity: menuCorrections.dishIdentity,
      changes: menuCorrections.changes,
    })
    .from(menuCorrections)
    .where(
      and(
        isNull(menuCorrections.undoneAt),
        or(
          and(
            eq(menuCorrections.scope, 'serving'),
            inArray(
              menuCorrections.foodId,
              rows.map((row) => row.id),
            ),
          ),
          and(eq(menuCorrections.scope, 'dish'), inArray(menuCorrections.dishIdentity, identities)),
        ),
      ),
    )
    .orderBy(asc(menuCorrections.id))
}

export async function applyCorrections<Row extends CorrectableRow>(db: Db, hall: string, rows: Row[]): Promise<Row[]> {
  const corrections = await activeCorrectionsFor(db, hall, rows)
  if (corrections.length === 0) return rows
  return rows.map((row) =>
    withCorrections(
      row,
      corrections.filter((correction) => correctionNames(correction, row, hall)),
    ),
  )
}

/** The menu rows a correction names: its serving, or every row of its dish in its hall, on any date. */
async function rowsNamedBy(
  db: Db,
  correction: Pick<ActiveCorrection, 'scope' | 'foodId' | 'dishIdentity'>,
  hall: string,
) {
  const query = db
    .select({ item: menuItems, hall: diningHalls.name })
    .from(menuItems)
    .innerJoin(meals, eq(meals.id, menuItems.mealId))
    .innerJoin(diningHalls, eq(diningHalls.id, meals.hallId))
  if (correction.scope === 'serving') return query.where(eq(menuItems.id, correction.foodId ?? ''))
  const rows = await query.where(sql`lower(${diningHalls.name}) = lower(${hall})`)
  return rows.filter((row) => favouriteIdentity(row.hall, row.item.name) === correction.dishIdentity)
}

/** Bumps the versions of the dates it changed, for the read caches. */
export async function reapplyCorrections(
  db: Db,
  correction: Pick<ActiveCorrection, 'scope' | 'foodId' | 'dishIdentity'>,
  hall: string,
): Promise<string[]> {
  const named = await rowsNamedBy(db, correction, hall)
  if (named.length === 0) return []
  const corrections = await activeCorrectionsFor(
    db,
    hall,
    named.map(({ item }) => item),
  )
  const dates = new Set<string>()
  for (const { item, hall: itemHall } of named) {
    const next = withCorrections(
      item,
      corrections.filter((c) => correctionNames(c, item, itemHall)),
    )
    await db
      .update(menuItems)
      .set({
        nutrients: next.nutrients,
        allergens: next.allergens,
        mayContain: next.mayContain,
        labels: next.labels,
        ingredients: next.ingredients,
        portionSize: next.portionSize,
        trackable: next.trackable,
        flags: next.flags,
        correction: next.correction ?? null,
      })
      .where(eq(menuItems.id, item.id))
    dates.add(item.date)
  }
  for (const date of dates) {
    await db
      .insert(menuDayVersions)
      .values({ date, version: 1 })
      .onConflictDoUpdate({
        target: menuDayVersions.date,
        set: { version: sql`${menuDayVersions.version} + 1`, updatedAt: sql`now()` },
      })
  }
  return [...dates]
}
