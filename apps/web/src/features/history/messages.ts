import { HISTORY_MESSAGES } from '@campusplate/shared'

/** docs/product.md#errors History messages, and this screen's own words. */
export const HISTORY_TEXT = {
  summaryFailed: HISTORY_MESSAGES.summaryFailed,
  chartFailed: HISTORY_MESSAGES.chartFailed,
  weightFailed: HISTORY_MESSAGES.weightFailed,
  emptyTitle: 'No meals tracked in this period yet',
  emptyBody: 'Add what you eat from the menu and your history appears here.',
  goToMenu: 'Go to the menu',
  noWeights: 'No weights logged in this period.',
  hidden: 'Hidden',
  micronutrientsFailed: 'Failed to load micronutrient data',
  /** The 2,400 kcal line is drawn when the profile cannot give a target. */
  defaultTarget: 'This is the default target: complete your profile (birthday, height and weight) to see your own.',
  averagesOf: (unit: 'week' | 'month') =>
    `Each bar is the average energy per tracked day of its ${unit}, not the ${unit}'s total.`,
  partialNote: (unit: 'week' | 'month') => `Paler bars: a ${unit} only partly in this period.`,
  partial: (daysInRange: number) => `partial: ${daysInRange} ${daysInRange === 1 ? 'day' : 'days'}`,
  micronutrientsHidden: 'Numbers are hidden. Turn off "Hide numbers" in your profile to see them.',
} as const
