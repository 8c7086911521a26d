import { type GoalDirection, goalDirection, goalRateLbsPerWeek } from './goal-direction'

// A module of its own: only the profile screen and the exports load the goal in words.

/** docs/decisions/056 */
export function suggestedGoalRate(direction: GoalDirection | null): 'slow' | 'moderate' | null {
  if (direction === 'lose') return 'moderate'
  if (direction === 'gain') return 'slow'
  return null
}

export function lbsPerWeekText(lbsPerWeek: number): string {
  return `${lbsPerWeek} ${lbsPerWeek === 1 ? 'lb' : 'lbs'} per week`
}

const GOAL_DIRECTION_WORDS = { lose: 'Losing weight', gain: 'Gaining weight', maintain: 'Maintaining weight' } as const

export function goalDirectionText(direction: GoalDirection): string {
  return GOAL_DIRECTION_WORDS[direction]
}

/** `direction` is the one the target used: the saved goal type, else the weights'. */
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
