import type { MenuReportStatus } from '../schemas/menu-reports'
import type { CorrectionField } from '../schemas/menus'

/** What the reporter reads beside the dish once the dining team has answered. */
export const MENU_REPORT_ANSWER_LABELS: Readonly<Record<MenuReportStatus, string>> = {
  new: 'Reported — thank you',
  in_progress: 'The dining team is looking into it',
  fixed: 'Fixed — thank you',
  wont_fix: 'Reviewed by the dining team',
}

export const CORRECTION_FIELD_LABELS: Readonly<Record<CorrectionField, string>> = {
  nutrients: 'Nutrients',
  allergens: 'Allergens',
  may_contain: 'May contain',
  labels: 'Labels',
  ingredients: 'Ingredients',
  portion_size: 'Portion',
}

/** The note beside a value the dining team corrected, on the menu. */
export const CORRECTED_NOTE = 'corrected by the dining team'
