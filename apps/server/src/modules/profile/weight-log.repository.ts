import type { WeightLogEntry } from '@campusplate/shared'
import { and, asc, between, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { profiles, weightLogs } from '../../db/schema/index'

/** A second entry the same day replaces the first, keeping the goal weight of the time. */
export async function recordWeight(
  db: Db,
  userId: string,
  date: string,
  weight: number,
  now: Date,
): Promise<WeightLogEntry | undefined> {
  const [profile] = await db.select({ goal: profiles.weightGoalLbs }).from(profiles).where(eq(profiles.userId, userId))
  if (!profile) return undefined
  const [row] = await db
    .insert(weightLogs)
    .values({ userId, date, weightLbs: weight, goalWeightLbs: profile.goal, recordedAt: now })
    .onConflictDoUpdate({
      target: [weightLogs.userId, weightLogs.date],
      set: {
        weightLbs: sql`excluded.weight_lbs`,
        goalWeightLbs: sql`excluded.goal_weight_lbs`,
        recordedAt: sql`excluded.recorded_at`,
      },
    })
    .returning()
  return row && { date: row.date, weight: row.weightLbs, goal_weight: row.goalWeightLbs }
}

export async function listWeights(db: Db, userId: string, start: string, end: string): Promise<WeightLogEntry[]> {
  const rows = await db
    .select({ date: weightLogs.date, weight: weightLogs.weightLbs, goal_weight: weightLogs.goalWeightLbs })
    .from(weightLogs)
    .where(and(eq(weightLogs.userId, userId), between(weightLogs.date, start, end)))
    .orderBy(asc(weightLogs.date))
  return rows
}
