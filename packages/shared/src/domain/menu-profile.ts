import {
  ALLERGEN_ALIASES,
  ALLERGENS,
  type Allergen,
  CULTURAL_PREFERENCES,
  type CulturalPreference,
  DIET_TYPE_ALIASES,
  DIET_TYPES,
  type DietType,
  SENSITIVITIES,
  type Sensitivity,
} from '../constants/enums'

/** docs/product.md#profile names, as a profile or a form holds them. */
export interface MenuMatchProfile {
  allergens?: readonly string[] | null
  food_sensitivities?: readonly string[] | null
  diet_type?: string | null
  cultural_preference?: string | null
}

/** Canonical, each value once. */
export interface MenuProfile {
  allergens: readonly Allergen[]
  food_sensitivities: readonly Sensitivity[]
  diet_type: DietType | null
  cultural_preference: CulturalPreference | null
}

const ALLERGEN_NAMES: Readonly<Record<string, Allergen>> = {
  ...Object.fromEntries(ALLERGENS.map((id) => [id.replace('_', ' '), id])),
  ...ALLERGEN_ALIASES,
}

const lookup = <Value extends string>(names: Readonly<Record<string, Value>>, key: string): Value | undefined =>
  Object.hasOwn(names, key) ? names[key] : undefined

const byName = <Value extends string>(values: readonly Value[]): Readonly<Record<string, Value>> =>
  Object.fromEntries(values.map((value) => [value, value]))

const SENSITIVITY_NAMES = byName(SENSITIVITIES)
const DIET_NAMES: Readonly<Record<string, DietType>> = { ...byName(DIET_TYPES), ...DIET_TYPE_ALIASES }
const CULTURE_NAMES = byName(CULTURAL_PREFERENCES)

/** The id or its alias, any case, `_` or `-` for a space. */
function allergenKey(raw: string): string {
  return raw.toLowerCase().replace(/[_-]/g, ' ').replace(/\s+/g, ' ').trim()
}

function wordKey(raw: string | null | undefined): string {
  return (raw ?? '').toLowerCase().replace(/[_]/g, ' ').trim()
}

const unique = <Value>(values: readonly (Value | undefined)[]): Value[] => [
  ...new Set(values.filter((value): value is Value => value !== undefined)),
]

/** Read once, so the rules never canonicalise again; unknown values are dropped. */
export function readMenuProfile(profile: MenuMatchProfile | null | undefined): MenuProfile {
  return {
    allergens: unique((profile?.allergens ?? []).map((raw) => lookup(ALLERGEN_NAMES, allergenKey(raw)))),
    food_sensitivities: unique(
      (profile?.food_sensitivities ?? []).map((raw) => lookup(SENSITIVITY_NAMES, wordKey(raw))),
    ),
    diet_type: lookup(DIET_NAMES, wordKey(profile?.diet_type)) ?? null,
    cultural_preference: lookup(CULTURE_NAMES, wordKey(profile?.cultural_preference)) ?? null,
  }
}
