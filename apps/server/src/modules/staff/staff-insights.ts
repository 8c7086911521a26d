import { resolveStaffRange, STAFF_RANGE_MESSAGES, type StaffRangeQuery } from '@campusplate/shared/staff'
import type { AppInstance } from '../../app-types'
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
