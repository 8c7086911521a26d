import type { NutrientKey } from './nutrient-keys'

/** docs/product.md#constants */
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

/** docs/product.md#constants */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const

/** docs/product.md#constants */
export const MACRO_ROWS = [
  { key: 'calories', label: 'Calories', unit: 'kcal' },
  { key: 'protein', label: 'Protein', unit: 'g' },
  { key: 'carbs', label: 'Carbs', unit: 'g' },
  { key: 'fat', label: 'Fat', unit: 'g' },
] as const satisfies ReadonlyArray<{ key: keyof typeof DAILY_REFERENCES; label: string; unit: string }>

/** An indented row is part of the row above it. */
export interface NutrientRow {
  key: NutrientKey
  label: string
  isIndented?: boolean
}

/** Nutrition facts order (docs/product.md#food-item). */
export const NUTRIENT_ROWS: readonly NutrientRow[] = [
  { key: 'calories', label: 'Calories' },
  { key: 'total_fat', label: 'Total Fat' },
  { key: 'saturated_fat', label: 'Saturated Fat', isIndented: true },
  { key: 'trans_fat', label: 'Trans Fat', isIndented: true },
  { key: 'saturated_and_trans_fat', label: 'Saturated + Trans Fat', isIndented: true },
  { key: 'cholesterol', label: 'Cholesterol' },
  { key: 'sodium', label: 'Sodium' },
  { key: 'total_carbohydrates', label: 'Total Carbohydrates' },
  { key: 'dietary_fiber', label: 'Dietary Fiber', isIndented: true },
  { key: 'sugars', label: 'Sugars', isIndented: true },
  { key: 'protein', label: 'Protein' },
  { key: 'vitamin_a', label: 'Vitamin A' },
  { key: 'vitamin_c', label: 'Vitamin C' },
  { key: 'vitamin_d', label: 'Vitamin D' },
  { key: 'calcium', label: 'Calcium' },
  { key: 'iron', label: 'Iron' },
  { key: 'potassium', label: 'Potassium' },
]
