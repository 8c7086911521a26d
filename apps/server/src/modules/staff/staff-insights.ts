import { resolveStaffRange, STAFF_RANGE_MESSAGES, type StaffRangeQuery } from '@campusplate/shared/staff'
import { asc } from 'drizzle-orm'
import type { AppInstance } from '../../app-types'
import type { Db } from '../../db/client'
import { diningHalls } from '../../db/schema/index'
import { campusToday } from '../../lib/campus-dates'
import { FieldError } from '../../lib/errors'
import { hallExists, type StaffRange } from './staff-demand'

/** The range a console query asks for, on the campus's today; 400 naming the hall when no hall has that name. */
export async function staffRangeOf(app: AppInstance, query: StaffRangeQuery): Promise<StaffRange> {
  const hall = query.dining_hall ?? null
  if (hall !== null && !(await hallExists(app.db, hall))) {
    throw new FieldError('dining_hall', STAFF_RANGE_MESSAGES.unknownHall(hall))
  }
  return { ...resolveStaffRange(query, campusToday(app.config.campusTz, app.now())), hall }
}

/** Every imported hall's name, in the halls' order. */
export async function allHallNames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: diningHalls.name })
    .from(diningHalls)
    .orderBy(asc(diningHalls.position), asc(diningHalls.name))
  return rows.map((row) => row.name)
}
