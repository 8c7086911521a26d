import { type CorrectionField, favouriteIdentity } from '@campusplate/shared'
import {
  CORRECTION_MESSAGES,
  type Correction,
  type CorrectionChanges,
  type CorrectionScope,
} from '@campusplate/shared/staff'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { type CorrectedValues, menuCorrections, menuItems } from '../../db/schema/index'
import { ConflictError, NotFoundError } from '../../lib/errors'
import { reapplyCorrections, valuesOf } from '../menus/menus.corrections'
import { findFoodById } from '../menus/menus.repository'
import { recordStaffAction, type StaffActor } from './staff-audit'

const LIST_LIMIT = 200

type CorrectionRow = typeof menuCorrections.$inferSelect

function correctionOf(row: CorrectionRow): Correction {
  return {
    id: row.id,
    scope: row.scope,
    food_id: row.foodId,
    dining_hall: row.hallName,
    name: row.dishName,
    date: row.date,
    changes: row.changes,
    replaced: row.replaced,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    undone_at: row.undoneAt?.toISOString() ?? null,
    undone_by: row.undoneBy,
  }
}

const subjectOf = (row: Pick<CorrectionRow, 'dishName' | 'hallName' | 'scope' | 'date'>) =>
  `${row.dishName} (${row.hallName}, ${row.scope === 'dish' ? 'every serving' : row.date})`

/** The values `changes` replace on `current`: whole fields, and only the nutrients it names. */
function replacedBy(changes: CorrectionChanges, current: Required<CorrectedValues>): CorrectedValues {
  const replaced: CorrectedValues = {}
  for (const field of Object.keys(changes) as CorrectionField[]) {
    if (field === 'nutrients') {
      replaced.nutrients = Object.fromEntries(
        Object.keys(changes.nutrients ?? {}).map((key) => [
          key,
          current.nutrients[key as keyof typeof current.nutrients] ?? null,
        ]),
      )
    } else Object.assign(replaced, { [field]: current[field] })
  }
  return replaced
}

/** Returns the dates whose menus changed, for the read caches. */
export async function createCorrection(
  db: Db,
  actor: StaffActor,
  input: { food_id: string; scope: CorrectionScope; changes: CorrectionChanges },
  now: Date,
): Promise<{ correction: Correction; dates: string[] }> {
  return db.transaction(async (tx) => {
    const food = await findFoodById(tx, input.food_id)
    if (!food) throw new NotFoundError(CORRECTION_MESSAGES.itemNotFound)
    const [item] = await tx.select().from(menuItems).where(eq(menuItems.id, food.id)).for('update')
    if (!item) throw new NotFoundError(CORRECTION_MESSAGES.itemNotFound)
    const [row] = await tx
      .insert(menuCorrections)
      .values({
        scope: input.scope,
        foodId: food.id,
        dishIdentity: favouriteIdentity(food.dining_hall, food.name),
        hallName: food.dining_hall,
        dishName: food.name,
        date: input.scope === 'serving' ? food.date : null,
        changes: input.changes,
        replaced: replacedBy(input.changes, valuesOf(item)),
        createdBy: actor.email,
        createdAt: now,
      })
      .returning()
    if (!row) throw new Error('Could not store the correction')
    const dates = await reapplyCorrections(tx, row, row.hallName)
    await recordStaffAction(tx, {
      actor,
      action: 'correction',
      subject: subjectOf(row),
      detail: { correction: row.id, changes: row.changes, replaced: row.replaced },
      at: now,
    })
    return { correction: correctionOf(row), dates }
  })
}

/** The menus get the source's values back, or an older correction's. */
export async function undoCorrection(
  db: Db,
  actor: StaffActor,
  id: number,
  now: Date,
): Promise<{ correction: Correction; dates: string[] }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(menuCorrections).where(eq(menuCorrections.id, id)).for('update')
    if (!found) throw new NotFoundError(CORRECTION_MESSAGES.notFound)
    if (found.undoneAt) throw new ConflictError(CORRECTION_MESSAGES.alreadyUndone)
    const [row] = await tx
      .update(menuCorrections)
      .set({ undoneAt: now, undoneBy: actor.email })
      .where(eq(menuCorrections.id, id))
      .returning()
    if (!row) throw new NotFoundError(CORRECTION_MESSAGES.notFound)
    const dates = await reapplyCorrections(tx, row, row.hallName)
    await recordStaffAction(tx, {
      actor,
      action: 'correction_undo',
      subject: subjectOf(row),
      detail: { correction: row.id, changes: row.changes },
      at: now,
    })
    return { correction: correctionOf(row), dates }
  })
}

export async function listCorrections(db: Db): Promise<Correction[]> {
  const rows = await db.select().from(menuCorrections).orderBy(desc(menuCorrections.id)).limit(LIST_LIMIT)
  return rows.map(correctionOf)
}
