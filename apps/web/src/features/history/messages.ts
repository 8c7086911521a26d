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
  micronutrientsHidden: 'Numbers are hidden. Turn off "Hide numbers" in your profile to see them.',
} as const
