// zod's configuration runs before the first schema is built (see zod-config.ts).
import './zod-config'
import { z } from 'zod/mini'

/** Loaded through `loadSchemas` beside a page's first call (decision 046): what calls and records read, by name (074). */
export {
  AccountOkSchema,
  AccountSchema,
  ApiErrorSchema,
  AppConfigSchema,
  AuthOkSchema,
  AvailableOptionsSchema,
  CurrentUserSchema,
  EnergyTargetResponseSchema,
  ExportErrorSchema,
  FavouriteSchema,
  FavouritesResponseSchema,
  FoodListSchema,
  FoodMacrosResponseSchema,
  hasValidCustomMacros,
  LoginRequestSchema,
  MenuFreshnessSchema,
  MenuReportCreatedSchema,
  MicronutrientSummarySchema,
  MyMenuAnswersSchema,
  NutrientsSchema,
  PlateConflictSchema,
  PlateResponseSchema,
  PlateSummarySchema,
  ProfileImageUploadResponseSchema,
  RecentPlatesResponseSchema,
  readPlateQuantity,
  WeightLogEntrySchema,
  WeightLogListSchema,
} from '@campusplate/shared/schemas'

/** Sign-in and sign-out set cookies, a profile save is read back by its query. */
export const UnreadAnswerSchema = z.unknown()

export const OkSchema = z.object({ ok: z.literal(true) })
