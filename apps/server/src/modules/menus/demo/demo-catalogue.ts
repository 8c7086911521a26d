// The demo generator's catalogue (demo-catalogue.json); menu item ids derive from the keys, so never rename one.

import { AllergenSchema, MenuTagSchema, NUTRIENT_KEYS, type NutrientKey, STANDARD_MEALS } from '@campusplate/shared'
import { z } from 'zod'
import catalogueJson from './demo-catalogue.json' with { type: 'json' }

export const DEMO_STATIONS = [
  'Breakfast Grill',
  'Bakery',
  'Fruit & Yogurt',
  'Grill',
  'Home Style',
  'Global Kitchen',
  'Pizza & Pasta',
  'Deli',
  'Salad Bar',
  'Soup',
  'Vegan Table',
  'Desserts',
  'Beverages',
] as const

const DemoStationSchema = z.enum(DEMO_STATIONS)
const DemoMealSchema = z.enum(STANDARD_MEALS).exclude(['Everyday'])

/** The saturated-and-trans sum is derived by the generator. */
const DEMO_NUTRIENT_KEYS = NUTRIENT_KEYS.filter(
  (key): key is Exclude<NutrientKey, 'saturated_and_trans_fat'> => key !== 'saturated_and_trans_fat',
)
const nutrientAmount = z.number().finite().nonnegative()
const DemoNutrientsSchema = z.strictObject(
  Object.fromEntries(DEMO_NUTRIENT_KEYS.map((key) => [key, nutrientAmount])) as Record<
    (typeof DEMO_NUTRIENT_KEYS)[number],
    typeof nutrientAmount
  >,
)

const text = z.string().trim().min(1)

export const DemoDishSchema = z.strictObject({
  /** Ids derive from it, so never change one once written. */
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: text,
  description: text,
  portion: text,
  station: DemoStationSchema,
  meals: z.array(DemoMealSchema).min(1),
  /** Never aliases. */
  labels: z.array(MenuTagSchema),
  allergens: z.array(AllergenSchema),
  /** Sub-ingredients stay in parentheses. */
  ingredients: z.array(text).min(1),
  nutrients: DemoNutrientsSchema,
})
export type DemoDish = z.infer<typeof DemoDishSchema>
export type DemoStation = DemoDish['station']
export type DemoMeal = DemoDish['meals'][number]
export type DemoLabel = DemoDish['labels'][number]
export type DemoAllergen = DemoDish['allergens'][number]
export type DemoNutrientKey = keyof DemoDish['nutrients']

export const DemoCatalogueSchema = z.array(DemoDishSchema)

/** A bad entry stops start-up with its path. */
export const DEMO_CATALOGUE: readonly DemoDish[] = DemoCatalogueSchema.parse(catalogueJson)
