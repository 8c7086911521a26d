import { KCAL_PER_GRAM } from '../constants/nutrition'
import type { Nutrients } from '../schemas/menus'

/**
 * Import sanity checks (docs/decisions/039): what a vendor's nutrition data says that cannot be
 * right. A flagged item is still imported; it carries the flag and its note.
 */
export const MENU_SANITY_THRESHOLDS = {
  /** Stated calories may differ from 4/4/9 × macros by this share of the 4/4/9 estimate… */
  energyRelativeTolerance: 0.2,
  /** …and by this many kcal, before the item is flagged (both must be exceeded). */
  energyAbsoluteToleranceKcal: 50,
} as const

export const MENU_SANITY_CODES = ['energy_mismatch', 'sugars_exceed_carbohydrates', 'saturated_exceed_fat'] as const
export type MenuSanityCode = (typeof MENU_SANITY_CODES)[number]

/** One failed check: its code and the note a person reads, with the numbers that failed it. */
export interface MenuSanityFlag {
  code: MenuSanityCode
  note: string
}

/** The same notes with no number in them, for "Hide numbers" (docs/product.md#hide-numbers). */
export const MENU_SANITY_NOTES_WITHOUT_NUMBERS: Readonly<Record<MenuSanityCode, string>> = {
  energy_mismatch: "The stated calories do not match this item's protein, carbs and fat",
  sugars_exceed_carbohydrates: 'The stated sugars are more than the total carbohydrates',
  saturated_exceed_fat: 'The stated saturated fat is more than the total fat',
}

/** The heading of an item's flags on the menu. */
export const MENU_SANITY_HEADING = 'The nutrition data of this item looks wrong'

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10)

/** Energy of the macros at 4/4/9 kcal per gram; undefined when a macro is unknown. */
export function energyFromMacrosKcal(nutrients: Nutrients): number | undefined {
  const { protein, total_carbohydrates: carbs, total_fat: fat } = nutrients
  if (protein === undefined || carbs === undefined || fat === undefined) return undefined
  return protein * KCAL_PER_GRAM.protein + carbs * KCAL_PER_GRAM.carbs + fat * KCAL_PER_GRAM.fat
}

/**
 * True when stated calories differ from 4/4/9 × macros by more than 20 % of the estimate and by
 * more than 50 kcal. Unknown values prove nothing: false.
 */
export function hasEnergyMismatch(nutrients: Nutrients): boolean {
  const stated = nutrients.calories
  const estimated = energyFromMacrosKcal(nutrients)
  if (stated === undefined || estimated === undefined) return false
  const gap = Math.abs(stated - estimated)
  const { energyRelativeTolerance, energyAbsoluteToleranceKcal } = MENU_SANITY_THRESHOLDS
  return gap > estimated * energyRelativeTolerance && gap > energyAbsoluteToleranceKcal
}

/** Every check the item fails, in a fixed order; empty when its data is plausible or unknown. */
export function menuSanityFlags(nutrients: Nutrients): MenuSanityFlag[] {
  const flags: MenuSanityFlag[] = []
  const estimated = energyFromMacrosKcal(nutrients)
  if (hasEnergyMismatch(nutrients) && nutrients.calories !== undefined && estimated !== undefined) {
    flags.push({
      code: 'energy_mismatch',
      note: `Stated ${Math.round(nutrients.calories)} kcal, but its protein, carbs and fat make about ${Math.round(estimated)} kcal`,
    })
  }
  const { sugars, total_carbohydrates: carbs, saturated_fat: saturated, total_fat: fat } = nutrients
  if (sugars !== undefined && carbs !== undefined && sugars > carbs) {
    flags.push({
      code: 'sugars_exceed_carbohydrates',
      note: `Sugars (${oneDecimal(sugars)} g) are more than the total carbohydrates (${oneDecimal(carbs)} g)`,
    })
  }
  if (saturated !== undefined && fat !== undefined && saturated > fat) {
    flags.push({
      code: 'saturated_exceed_fat',
      note: `Saturated fat (${oneDecimal(saturated)} g) is more than the total fat (${oneDecimal(fat)} g)`,
    })
  }
  return flags
}

/** The note to show for a flag: without numbers when the user hides them. */
export function menuSanityNote(flag: MenuSanityFlag, hideNumbers: boolean): string {
  return hideNumbers ? MENU_SANITY_NOTES_WITHOUT_NUMBERS[flag.code] : flag.note
}
