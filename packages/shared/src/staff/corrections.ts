import { z } from 'zod/mini'
import { NUTRIENT_KEYS } from '../constants/nutrient-keys'
import { textSchema } from '../schemas/common'
import { AllergenSchema } from '../schemas/enums'
import { CORRECTION_FIELDS, NutrientsSchema } from '../schemas/menus'

/** One serving (that date's menu row) or the dish wherever and whenever its hall serves it. */
export const CORRECTION_SCOPES = ['serving', 'dish'] as const
export type CorrectionScope = (typeof CORRECTION_SCOPES)[number]

export const CORRECTION_LIST_MAX = 50
export const CORRECTION_TEXT_MAX = 200

export const CORRECTION_MESSAGES = {
  itemNotFound: 'This item is no longer on the menu',
  notFound: 'This correction no longer exists.',
  alreadyUndone: 'This correction was already undone.',
  nothingToChange: 'Change at least one value',
  scopeRequired: 'Choose this serving or every serving of the dish',
  textTooLong: `Must be at most ${CORRECTION_TEXT_MAX} characters`,
  tooMany: `At most ${CORRECTION_LIST_MAX} entries`,
  blank: 'Must not be empty',
  nutrientUnknown: `Nutrients are ${NUTRIENT_KEYS.join(', ')}`,
} as const

const entry = textSchema().check(
  z.trim(),
  z.minLength(1, CORRECTION_MESSAGES.blank),
  z.maxLength(CORRECTION_TEXT_MAX, CORRECTION_MESSAGES.textTooLong),
)
const list = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(CORRECTION_LIST_MAX, CORRECTION_MESSAGES.tooMany))

/** The corrected values: each field given replaces the imported one; nutrients replace only the keys given. */
export const CorrectionChangesSchema = z
  .strictObject(
    {
      nutrients: z.optional(z.strictObject(NutrientsSchema.shape, { error: CORRECTION_MESSAGES.nutrientUnknown })),
      allergens: z.optional(list(AllergenSchema)),
      may_contain: z.optional(list(AllergenSchema)),
      labels: z.optional(list(entry)),
      ingredients: z.optional(list(entry)),
      portion_size: z.optional(entry),
    },
    { error: `Fields are ${CORRECTION_FIELDS.join(', ')}` },
  )
  .check(
    z.refine(
      (changes) =>
        Object.keys(changes).length > 0 &&
        (changes.nutrients === undefined || Object.keys(changes.nutrients).length > 0),
      { message: CORRECTION_MESSAGES.nothingToChange },
    ),
  )
export type CorrectionChanges = z.infer<typeof CorrectionChangesSchema>

export const CorrectionCreateSchema = z.object({
  food_id: textSchema().check(z.trim(), z.minLength(1, CORRECTION_MESSAGES.itemNotFound), z.maxLength(200)),
  scope: z.enum(CORRECTION_SCOPES, { error: CORRECTION_MESSAGES.scopeRequired }),
  changes: CorrectionChangesSchema,
})
export type CorrectionCreate = z.input<typeof CorrectionCreateSchema>

/** A correction as the console lists it: what, where, by whom, when, and what it replaced. */
export const CorrectionSchema = z.object({
  id: z.int(),
  scope: z.enum(CORRECTION_SCOPES),
  food_id: z.nullable(z.string()),
  dining_hall: z.string(),
  name: z.string(),
  date: z.nullable(z.string()),
  changes: z.record(z.string(), z.unknown()),
  replaced: z.record(z.string(), z.unknown()),
  created_by: z.string(),
  created_at: z.string(),
  undone_at: z.nullable(z.string()),
  undone_by: z.nullable(z.string()),
})
export type Correction = z.infer<typeof CorrectionSchema>

export const CorrectionListSchema = z.object({ corrections: z.array(CorrectionSchema) })

export const CorrectionIdParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive()) })

export const StaffMenuItemParamsSchema = z.object({
  id: textSchema().check(z.minLength(1, CORRECTION_MESSAGES.itemNotFound), z.maxLength(200)),
})
