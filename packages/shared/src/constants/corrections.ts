/** What the dining team may correct on a dish (docs/decisions/058). */
export const CORRECTION_FIELDS = [
  'nutrients',
  'allergens',
  'may_contain',
  'labels',
  'ingredients',
  'portion_size',
] as const
export type CorrectionField = (typeof CORRECTION_FIELDS)[number]

/** One serving (that date's menu row) or the dish wherever and whenever its hall serves it. */
export const CORRECTION_SCOPES = ['serving', 'dish'] as const
export type CorrectionScope = (typeof CORRECTION_SCOPES)[number]

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
