/** Spec §9: daily reference values for the plate's percent chart. */
export const DAILY_CALORIE_REFERENCE = 2000
export const DAILY_PROTEIN_REFERENCE_G = 50
export const DAILY_CARBS_REFERENCE_G = 275
export const DAILY_FAT_REFERENCE_G = 78

export const DAILY_REFERENCES = {
  calories: DAILY_CALORIE_REFERENCE,
  protein: DAILY_PROTEIN_REFERENCE_G,
  carbs: DAILY_CARBS_REFERENCE_G,
  fat: DAILY_FAT_REFERENCE_G,
} as const

/** Spec §9: calories per gram. */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const
