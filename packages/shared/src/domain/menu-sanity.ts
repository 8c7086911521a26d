import { KCAL_PER_GRAM } from '../constants/nutrition'
import type { Nutrients } from '../schemas/menus'

/** What vendor nutrition data says that cannot be right; a flagged item is still imported, with its note (docs/decisions/039). */
export const MENU_SANITY_THRESHOLDS = {
  /** Both tolerances must be exceeded: this share of the 4/4/9 estimate… */
  energyRelativeTolerance: 0.2,
  /** …and this many kcal. */
  energyAbsoluteToleranceKcal: 50,
} as const

export const MENU_SANITY_CODES = ['energy_mismatch', 'sugars_exceed_carbohydrates', 'saturated_exceed_fat'] as const
export type MenuSanityCode = (typeof MENU_SANITY_CODES)[number]

export interface MenuSanityFlag {
  code: MenuSanityCode
  note: string
}

/** docs/product.md#hide-numbers */
export const MENU_SANITY_NOTES_WITHOUT_NUMBERS: Readonly<Record<MenuSanityCode, string>> = {
  energy_mismatch: "The stated calories do not match this item's protein, carbs and fat",
  sugars_exceed_carbohydrates: 'The stated sugars are more than the total carbohydrates',
  saturated_exceed_fat: 'The stated saturated fat is more than the total fat',
}

export const MENU_SANITY_HEADING = 'The nutrition data of this item looks wrong'

const oneDecimal = (value: number) => String(Math.round(value * 10) / 10)

export function energyFromMacrosKcal(nutrients: Nutrients): number | undefined {
  const { protein, total_carbohydrates: carbs, total_fat: fat } = nutrients
  if (protein === undefined || carbs === undefined || fat === undefined) return undefined
  return protein * KCAL_PER_GRAM.protein + carbs * KCAL_PER_GRAM.carbs + fat * KCAL_PER_GRAM.fat
}

/** Unknown values prove nothing: false. */
export function hasEnergyMismatch(nutrients: Nutrients): boolean {
  const stated = nutrients.calories
  const estimated = energyFromMacrosKcal(nutrients)
  if (stated === undefined || estimated === undefined) return false
  const gap = Math.abs(stated - estimated)
  const { energyRelativeTolerance, energyAbsoluteToleranceKcal } = MENU_SANITY_THRESHOLDS
  return gap > estimated * energyRelativeTolerance && gap > energyAbsoluteToleranceKcal
}

/** In a fixed order; empty when the data is plausible or unknown. */
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

export function menuSanityNote(flag: MenuSanityFlag, hideNumbers: boolean): string {
  return hideNumbers ? MENU_SANITY_NOTES_WITHOUT_NUMBERS[flag.code] : flag.note
}
