import { DEFAULT_MACRO_RATIOS, MACRO_RATIO_LIMITS, MAX_LOCKED_MACROS, USUAL_MACRO_RANGES } from '../constants/energy'
import { KCAL_PER_GRAM } from '../constants/nutrition'

export const MACROS = ['protein', 'carbs', 'fat'] as const
export type Macro = (typeof MACROS)[number]

export type MacroRatios = Record<Macro, number>

export type MacroGrams = Record<Macro, number>

export interface ProfileMacroRatios {
  protein_ratio?: number | null
  carb_ratio?: number | null
  fat_ratio?: number | null
}

/** Defaults (docs/product.md#constants) when any of the three is unset, so the ratios always come from one source and add up. */
export function profileMacroRatios(profile: ProfileMacroRatios): { ratios: MacroRatios; isDefault: boolean } {
  const { protein_ratio: protein, carb_ratio: carbs, fat_ratio: fat } = profile
  if (isFiniteNumber(protein) && isFiniteNumber(carbs) && isFiniteNumber(fat)) {
    return { ratios: { protein, carbs, fat }, isDefault: false }
  }
  return { ratios: { ...DEFAULT_MACRO_RATIOS }, isDefault: true }
}

/** At 4/4/9 kcal per gram; whole grams. */
export function macroGrams(energyKcal: number, ratios: MacroRatios): MacroGrams {
  return {
    protein: Math.round((energyKcal * ratios.protein) / 100 / KCAL_PER_GRAM.protein),
    carbs: Math.round((energyKcal * ratios.carbs) / 100 / KCAL_PER_GRAM.carbs),
    fat: Math.round((energyKcal * ratios.fat) / 100 / KCAL_PER_GRAM.fat),
  }
}

/** docs/product.md#macro-sliders */
export function canLockMacro(locked: readonly Macro[], macro: Macro): boolean {
  return locked.includes(macro) || new Set(locked).size < MAX_LOCKED_MACROS
}

/** docs/product.md#macro-sliders */
export function isMacroSliderDisabled(locked: readonly Macro[], macro: Macro): boolean {
  return locked.includes(macro) || new Set(locked).size >= MAX_LOCKED_MACROS
}

/** docs/product.md#macro-sliders, #profile-fields: whole percent adding to 100, each within its range. */
export function rebalanceMacros(
  current: MacroRatios,
  moved: Macro,
  requested: number,
  locked: readonly Macro[],
): MacroRatios {
  if (isMacroSliderDisabled(locked, moved) || !Number.isFinite(requested)) return { ...current }
  const others = MACROS.filter((macro) => macro !== moved)
  const lockedOthers = others.filter((macro) => locked.includes(macro))
  const free = others.filter((macro) => !locked.includes(macro))
  const lockedSum = lockedOthers.reduce((sum, macro) => sum + current[macro], 0)
  const freeMin = free.reduce((sum, macro) => sum + MACRO_RATIO_LIMITS[macro].min, 0)
  const freeMax = free.reduce((sum, macro) => sum + MACRO_RATIO_LIMITS[macro].max, 0)
  const lowest = Math.max(MACRO_RATIO_LIMITS[moved].min, 100 - lockedSum - freeMax, 0)
  const highest = Math.min(MACRO_RATIO_LIMITS[moved].max, 100 - lockedSum - freeMin, 100)
  // Locked values outside what the limits allow leave nowhere to go: nothing moves.
  if (lowest > highest) return { ...current }
  const value = clamp(Math.round(requested), Math.ceil(lowest), Math.floor(highest))
  const remainder = 100 - lockedSum - value
  const next: MacroRatios = { ...current, [moved]: value }
  const [first, second] = free
  if (first === undefined) return next
  if (second === undefined) {
    next[first] = remainder
    return next
  }
  const weights = current[first] + current[second]
  const share = weights > 0 ? (remainder * current[first]) / weights : remainder / 2
  const firstValue = clamp(
    Math.round(share),
    Math.max(MACRO_RATIO_LIMITS[first].min, remainder - MACRO_RATIO_LIMITS[second].max),
    Math.min(MACRO_RATIO_LIMITS[first].max, remainder - MACRO_RATIO_LIMITS[second].min),
  )
  next[first] = firstValue
  next[second] = remainder - firstValue
  return next
}

export interface MacroRatioNote {
  macro: Macro
  ratio: number
  usual: { min: number; max: number }
  message: string
}

const MACRO_NAMES: Readonly<Record<Macro, string>> = { protein: 'Protein', carbs: 'Carbs', fat: 'Fat' }

/** Outside the usual ranges is allowed, but worth knowing. */
export function macroRatioNotes(ratios: MacroRatios): MacroRatioNote[] {
  return MACROS.flatMap((macro) => {
    const ratio = ratios[macro]
    const usual = USUAL_MACRO_RANGES[macro]
    if (ratio >= usual.min && ratio <= usual.max) return []
    const side = ratio < usual.min ? 'below' : 'above'
    const message = `${MACRO_NAMES[macro]} at ${ratio}% is ${side} the usual ${usual.min}–${usual.max}% of energy. That can be fine for you; a dietitian can help you decide.`
    return [{ macro, ratio, usual: { ...usual }, message }]
  })
}

function clamp(value: number, lowest: number, highest: number): number {
  return Math.min(Math.max(value, lowest), highest)
}

function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value)
}
