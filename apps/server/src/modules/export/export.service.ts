import {
  type EnergyTarget,
  type ExportDocument,
  type ExportFavourite,
  type ExportMealDay,
  type ExportSelections,
  type ExportWeightEntry,
  energyTarget,
  type Profile,
} from '@campusplate/shared'
import type { Db } from '../../db/client'
import { UnauthorizedError } from '../../lib/errors'
import { listFavourites } from '../favourites/favourites.repository'
import { findCurrentUser } from '../profile/profile.repository'
import { findMealDays, findWeightEntries } from './export.repository'

/** A part is present only when it was selected. */
export interface ExportData {
  exportedAt: Date
  /** Ages and targets are computed for this campus day. */
  today: string
  email: string
  /** docs/product.md#hide-numbers */
  hideNumbers: boolean
  profile?: Profile
  energy?: EnergyTarget
  weight?: ExportWeightEntry[]
  meals?: ExportMealDay[]
  /** Part of the profile selection: the profile is what the user told us. */
  favourites?: ExportFavourite[]
}

/** The preference may not be part of the profile yet. */
function hidesNumbers(profile: Profile): boolean {
  return (profile as Profile & { hide_numbers?: unknown }).hide_numbers === true
}

export async function gatherExport(
  db: Db,
  userId: string,
  selections: ExportSelections,
  clock: { now: Date; today: string },
): Promise<ExportData> {
  const user = await findCurrentUser(db, userId)
  // The account was deleted between the session check and this query.
  if (!user) throw new UnauthorizedError()
  const data: ExportData = {
    exportedAt: clock.now,
    today: clock.today,
    email: user.email,
    hideNumbers: hidesNumbers(user.profile),
  }
  if (selections.profile) {
    data.profile = user.profile
    data.energy = energyTarget(user.profile, clock.today)
    data.favourites = (await listFavourites(db, userId)).map((row) => ({
      dining_hall: row.diningHall,
      name: row.name,
      created_at: row.createdAt.toISOString(),
    }))
  }
  if (selections.weight) data.weight = await findWeightEntries(db, userId)
  if (selections.meals) data.meals = await findMealDays(db, userId)
  return data
}

export function toExportDocument(data: ExportData): ExportDocument {
  return {
    exported_at: data.exportedAt.toISOString(),
    email: data.email,
    ...(data.profile ? { profile: data.profile, energy_target: data.energy?.energy_target ?? null } : {}),
    ...(data.weight ? { weight_log: data.weight } : {}),
    ...(data.meals ? { meals: data.meals } : {}),
    ...(data.favourites ? { favourites: data.favourites } : {}),
  }
}
