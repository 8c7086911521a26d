import {
  BMI_DISPLAY_MAX,
  BMI_HEIGHT_RANGE_INCHES,
  BMI_WEIGHT_RANGE_LBS,
  CM_PER_INCH,
  KG_PER_LB,
} from '../constants/energy'

export function bodyMassIndex(
  weightLbs: number | null | undefined,
  heightInches: number | null | undefined,
): number | null {
  if (!isPositive(weightLbs) || !isPositive(heightInches)) return null
  const heightM = (heightInches * CM_PER_INCH) / 100
  return (weightLbs * KG_PER_LB) / (heightM * heightM)
}

/** docs/product.md#bmi */
export function displayedBmi(
  weightLbs: number | null | undefined,
  heightInches: number | null | undefined,
): number | null {
  if (!isPositive(weightLbs) || !isPositive(heightInches)) return null
  if (heightInches < BMI_HEIGHT_RANGE_INCHES.min || heightInches > BMI_HEIGHT_RANGE_INCHES.max) return null
  if (weightLbs < BMI_WEIGHT_RANGE_LBS.min || weightLbs > BMI_WEIGHT_RANGE_LBS.max) return null
  const bmi = bodyMassIndex(weightLbs, heightInches)
  if (bmi === null || bmi > BMI_DISPLAY_MAX) return null
  return Math.round(bmi * 10) / 10
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0
}
