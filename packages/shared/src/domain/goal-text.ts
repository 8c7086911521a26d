import { type GoalDirection, goalDirection, goalRateLbsPerWeek } from './goal-direction'

// A module of its own: only the profile screen and the exports load the goal in words.

/**
 * The rate suggested for a goal (docs/decisions/056-goal-applied-exports-and-small-fixes.md): 1 lb a
 * week to lose, 0.5 lb a week to gain; none to maintain.
 */
export function suggestedGoalRate(direction: GoalDirection | null): 'slow' | 'moderate' | null {
  if (direction === 'lose') return 'moderate'
  if (direction === 'gain') return 'slow'
  return null
}

/** "1 lb per week", "0.5 lbs per week": a rate in words, singular only for exactly one pound. */
export function lbsPerWeekText(lbsPerWeek: number): string {
  return `${lbsPerWeek} ${lbsPerWeek === 1 ? 'lb' : 'lbs'} per week`
}

const GOAL_DIRECTION_WORDS = { lose: 'Losing weight', gain: 'Gaining weight', maintain: 'Maintaining weight' } as const

/** What a goal direction is called on the profile screen and in exports. */
export function goalDirectionText(direction: GoalDirection): string {
  return GOAL_DIRECTION_WORDS[direction]
}

/**
 * The goal as the energy target applies it, in one line: "Losing weight at 1 lb per week",
 * "Maintaining weight", "Losing weight (not applied yet: no rate chosen)", or "Not set" without a
 * goal weight. `direction` is the one the target used (the saved goal type, else the weights').
 */
export function goalLineText(
  profile: {
    weight?: number | null
    weight_goal?: number | null
    weight_goal_rate?: string | null
    weight_goal_custom_rate?: number | null
  },
  direction: GoalDirection,
): string {
  if (goalDirection(profile.weight, profile.weight_goal) === null) return 'Not set'
  const words = goalDirectionText(direction)
  if (direction === 'maintain') return words
  const lbsPerWeek = goalRateLbsPerWeek(profile.weight_goal_rate, profile.weight_goal_custom_rate)
  if (lbsPerWeek === undefined || lbsPerWeek === 0) return `${words} (not applied yet: no rate chosen)`
  return `${words} at ${lbsPerWeekText(lbsPerWeek)}`
}
