import type { NutrientKey } from '@campusplate/shared'

/** Row labels of the nutrient table, in the order of a nutrition facts panel. */
export const NUTRIENT_ROWS: ReadonlyArray<{ key: NutrientKey; label: string; isIndented?: boolean }> = [
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
