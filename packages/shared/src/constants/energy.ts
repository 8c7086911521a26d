/** docs/product.md#enumerations: `very` is read as `high`. */
export const ACTIVITY_MULTIPLIERS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  high: 1.725,
  extreme: 1.9,
} as const

/** docs/product.md#constants */
export const DEFAULT_ACTIVITY_LEVEL = 'moderate' satisfies keyof typeof ACTIVITY_MULTIPLIERS

/** docs/product.md#constants */
export const DEFAULT_SEX = 'male'

/** docs/product.md#enumerations: custom and maintain are not presets. */
export const GOAL_RATE_PRESETS_LBS_PER_WEEK = { slow: 0.5, moderate: 1, fast: 1.5 } as const

/** docs/product.md#goal-rate */
export const CUSTOM_GOAL_RATE_MIN_LBS = 0.1
export const CUSTOM_GOAL_RATE_MAX_LBS = 10

/** docs/product.md#constants */
export const KCAL_PER_LB = 3500

/** docs/product.md#profile-cards: a goal weight this close to the current weight means "maintain". */
export const GOAL_DIRECTION_TOLERANCE_LBS = 1

/** docs/product.md#safety-floors */
export const ENERGY_FLOOR_KCAL = { female: 1200, male: 1500 } as const

/** docs/product.md#safety-floors */
export const NO_DEFICIT_UNDER_AGE = 18

/** docs/product.md#constants */
export const DEFAULT_MACRO_RATIOS = { protein: 30, carbs: 50, fat: 20 } as const

/** docs/product.md#constants: a quirk the product keeps: it adds up to 99. */
export const INITIAL_MACRO_SLIDERS = { protein: 29, carbs: 58, fat: 12 } as const

/** docs/product.md#profile-fields */
export const MACRO_RATIO_LIMITS = {
  protein: { min: 10, max: 50 },
  carbs: { min: 5, max: 70 },
  fat: { min: 5, max: 70 },
} as const

/** docs/product.md#macro-sliders */
export const MAX_LOCKED_MACROS = 2

/** Outside them a ratio gets a gentle note. */
export const USUAL_MACRO_RANGES = {
  protein: { min: 10, max: 35 },
  carbs: { min: 45, max: 65 },
  fat: { min: 20, max: 35 },
} as const

/** docs/product.md#bmi */
export const BMI_HEIGHT_RANGE_INCHES = { min: 36, max: 96 } as const
export const BMI_WEIGHT_RANGE_LBS = { min: 50, max: 500 } as const
export const BMI_DISPLAY_MAX = 100

export const KG_PER_LB = 0.45359237
export const CM_PER_INCH = 2.54
