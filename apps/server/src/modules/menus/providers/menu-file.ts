import { IsoDateSchema, NUTRIENT_KEYS, type NutrientKey } from '@campusplate/shared'
import { z } from 'zod'

/** The file as written (docs/menu-import.md; the JSON schema is generated from it); the provider applies menu-values.ts on reading. */

export const MENU_FILE_VERSION = 1

const text = (description: string) => z.string().regex(/\S/, 'must not be blank').describe(description)
const optionalText = (description: string) => z.string().nullable().optional().describe(description)
const clockTime = (description: string) =>
  z
    .string()
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'must be a 24-hour time HH:MM')
    .describe(description)

const isNegative = (value: number | string | null) =>
  typeof value === 'number' ? value < 0 : typeof value === 'string' && /^\s*-\s*\.?\d/.test(value)

const nutrientInput = z
  .union([z.number(), z.string(), z.null()])
  .refine((value) => !isNegative(value), 'must not be negative')
  .describe(
    "In the key's unit (kcal, g, mg or mcg) unless the text names another ('500 mg', '400 IU'). " +
      "'<1' counts as 0.5 and '5+' as 5; '-', '', 'N/A' and null mean unknown.",
  )

export const MenuFileNutrientsSchema = z
  .strictObject(
    Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, nutrientInput.optional()])) as Record<
      NutrientKey,
      z.ZodOptional<typeof nutrientInput>
    >,
  )
  .describe('Per serving; leave a key out when it is unknown.')

export const MenuFileItemSchema = z
  .strictObject({
    id: z
      .union([z.string().regex(/\S/, 'must not be blank'), z.number()])
      .optional()
      .describe("The dining team's recipe or item id; keeps the item's id stable across re-imports."),
    name: text('Item name as shown to students.'),
    description: optionalText('Short description.'),
    portion_size: optionalText("Portion text such as '4 oz' or '1 cup'; '1 serving' when left out."),
    labels: z
      .array(z.string())
      .optional()
      .describe("Dietary or marketing labels: 'Vegan', 'Vegetarian', 'Good Source of Protein', 'Halal', …"),
    allergens: z
      .array(z.string())
      .optional()
      .describe(
        "Allergens the item contains: milk (dairy), eggs, fish, shellfish, tree nuts, peanuts, wheat, soy, sesame; others become 'contains: …' labels.",
      ),
    may_contain: z
      .array(z.string())
      .optional()
      .describe('Allergens the item may contain (shared equipment, cross-contact).'),
    ingredients: z
      .union([z.string(), z.array(z.string())])
      .nullable()
      .optional()
      .describe('One ingredient statement (split at commas outside parentheses) or a list.'),
    nutrients: MenuFileNutrientsSchema.optional(),
  })
  .describe('One menu item.')
export type MenuFileItem = z.infer<typeof MenuFileItemSchema>

export const MenuFileStationSchema = z
  .strictObject({
    name: text("Station name: 'Grill', 'Salad Bar', …"),
    description: optionalText('Short description of the station.'),
    items: z.array(MenuFileItemSchema),
  })
  .describe('A station (counter, section) of a meal.')
export type MenuFileStation = z.infer<typeof MenuFileStationSchema>

export const MenuFileMealSchema = z
  .strictObject({
    name: text("Meal name: 'Breakfast', 'Lunch', 'Dinner', 'Everyday', 'Late Night', …"),
    start: clockTime('When the meal starts, campus time, 24-hour HH:MM.').optional(),
    end: clockTime("When the meal ends, campus time, 24-hour HH:MM ('24:00' is midnight).").optional(),
    stations: z.array(MenuFileStationSchema),
  })
  .refine((meal) => (meal.start === undefined) === (meal.end === undefined), {
    message: 'give both start and end, or neither',
    path: ['end'],
  })
  .refine((meal) => meal.start === undefined || meal.end === undefined || meal.start < meal.end, {
    message: 'must be later than start',
    path: ['end'],
  })
  .describe('A meal with its serving window; without start and end the configured or default window applies.')
export type MenuFileMeal = z.infer<typeof MenuFileMealSchema>

export const MenuFileDaySchema = z
  .strictObject({
    date: IsoDateSchema.check(z.describe('The campus-local date, YYYY-MM-DD.')),
    hall: text('Dining hall name, as shown to students.'),
    hall_id: z
      .string()
      .regex(/\S/, 'must not be blank')
      .optional()
      .describe('A stable id for the hall, so it can be renamed; the name when left out.'),
    meals: z.array(MenuFileMealSchema),
  })
  .describe("One dining hall's menu for one date.")
export type MenuFileDay = z.infer<typeof MenuFileDaySchema>

export const MenuFileSchema = z
  .strictObject({
    $schema: z.string().optional().describe('Optional link to this JSON Schema.'),
    version: z.literal(MENU_FILE_VERSION).describe('Format version.'),
    days: z.array(MenuFileDaySchema).describe('Hall menus, one entry per hall and date.'),
  })
  .describe('CampusPlate menu file (docs/menu-import.md).')
export type MenuFile = z.infer<typeof MenuFileSchema>

/** docs/menu-import.md */
export const MENU_CSV_COLUMNS = [
  'date',
  'hall',
  'hall_id',
  'meal',
  'meal_start',
  'meal_end',
  'station',
  'station_description',
  'item_id',
  'name',
  'description',
  'portion_size',
  'labels',
  'allergens',
  'may_contain',
  'ingredients',
  ...NUTRIENT_KEYS,
] as const
export type MenuCsvColumn = (typeof MENU_CSV_COLUMNS)[number]

export const MENU_CSV_REQUIRED_COLUMNS: readonly MenuCsvColumn[] = ['date', 'hall', 'meal', 'station', 'name']

export const MENU_CSV_LIST_SEPARATOR = ';'
