/** docs/product.md#enumerations: the multiplier on BMR of each activity level (canonical names; `very` is read as `high`). */
export const ACTIVITY_MULTIPLIERS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  high: 1.725,
  extreme: 1.9,
} as const

/** docs/product.md#constants: the activity level used when none is set (1.55). */
export const DEFAULT_ACTIVITY_LEVEL = 'moderate' satisfies keyof typeof ACTIVITY_MULTIPLIERS

/** docs/product.md#constants: the sex used when none is set. */
export const DEFAULT_SEX = 'male'

/** docs/product.md#enumerations: the preset weight goal rates, in lbs per week (custom and maintain are not presets). */
export const GOAL_RATE_PRESETS_LBS_PER_WEEK = { slow: 0.5, moderate: 1, fast: 1.5 } as const

/** docs/product.md#goal-rate: the custom weight goal rate, lbs per week, in 0.1 steps. */
export const CUSTOM_GOAL_RATE_MIN_LBS = 0.1
export const CUSTOM_GOAL_RATE_MAX_LBS = 10

/** docs/product.md#constants: calorie adjustment = 3500 × lbs per week ÷ 7. */
export const KCAL_PER_LB = 3500

/** docs/product.md#profile-cards: a goal weight within this many lbs of the current weight means "maintain". */
export const GOAL_DIRECTION_TOLERANCE_LBS = 1

/** docs/product.md#safety-floors: an energy target never goes below these floors. */
export const ENERGY_FLOOR_KCAL = { female: 1200, male: 1500 } as const

/** docs/product.md#safety-floors: a person younger than this gets no weight-loss deficit. */
export const NO_DEFICIT_UNDER_AGE = 18

/** docs/product.md#constants: macro ratios (percent of energy) used when the profile has none. */
export const DEFAULT_MACRO_RATIOS = { protein: 30, carbs: 50, fat: 20 } as const

/** docs/product.md#constants: the sliders' state before the profile has loaded (a quirk the product keeps: it adds up to 99). */
export const INITIAL_MACRO_SLIDERS = { protein: 29, carbs: 58, fat: 12 } as const

/** docs/product.md#profile-fields: each macro slider's range, in percent. */
export const MACRO_RATIO_LIMITS = {
  protein: { min: 10, max: 50 },
  carbs: { min: 5, max: 70 },
  fat: { min: 5, max: 70 },
} as const

/** docs/product.md#macro-sliders: at most two macros can be locked. */
export const MAX_LOCKED_MACROS = 2

/** The usual ranges of each macro, in percent of energy; outside them a ratio gets a gentle note. */
export const USUAL_MACRO_RANGES = {
  protein: { min: 10, max: 35 },
  carbs: { min: 45, max: 65 },
  fat: { min: 20, max: 35 },
} as const

/** docs/product.md#bmi: BMI is shown only for a height of 36-96 in, a weight of 50-500 lbs and a result of 0-100. */
export const BMI_HEIGHT_RANGE_INCHES = { min: 36, max: 96 } as const
export const BMI_WEIGHT_RANGE_LBS = { min: 50, max: 500 } as const
export const BMI_DISPLAY_MAX = 100

/** Exact unit conversions (international yard and pound, 1959). */
export const KG_PER_LB = 0.45359237
export const CM_PER_INCH = 2.54
