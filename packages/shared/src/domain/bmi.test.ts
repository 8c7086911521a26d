import { describe, expect, it } from 'vitest'
import { bodyMassIndex, displayedBmi } from './bmi'

describe('body mass index', () => {
  // CDC, "Adult BMI Calculator — formula": 150 lbs and 5'5" (65 in) → [150 ÷ 65²] × 703 = 24.96.
  it('matches the CDC worked example (150 lbs, 65 in → 24.96)', () => {
    expect(bodyMassIndex(150, 65)).toBeCloseTo(24.96, 2)
  })

  it.each([
    [180, 70, 25.8],
    [120, 64, 20.6],
    [250, 72, 33.9],
    [50, 96, 3.8],
    [500, 96, 38.1],
  ])('%d lbs at %d in → %d kg/m²', (weightLbs, heightInches, expected) => {
    expect(displayedBmi(weightLbs, heightInches)).toBe(expected)
  })

  it.each([
    [null, 70],
    [180, null],
    [undefined, 70],
    [0, 70],
    [180, 0],
    [-180, 70],
    [Number.NaN, 70],
    [180, Number.POSITIVE_INFINITY],
  ])('is unknown for weight %s and height %s', (weightLbs, heightInches) => {
    expect(bodyMassIndex(weightLbs, heightInches)).toBeNull()
    expect(displayedBmi(weightLbs, heightInches)).toBeNull()
  })
})

describe('displayed BMI (docs/product.md#bmi: height 36-96 in, weight 50-500 lbs, result 0-100, one decimal)', () => {
  it.each([
    ['height 35.9 in', 150, 35.9, false],
    ['height 36 in', 150, 36, true],
    ['height 96 in', 150, 96, true],
    ['height 96.1 in', 150, 96.1, false],
    ['weight 49.9 lbs', 49.9, 70, false],
    ['weight 50 lbs', 50, 70, true],
    ['weight 500 lbs', 500, 70, true],
    ['weight 500.1 lbs', 500.1, 70, false],
  ])('%s → shown: %s', (_case, weightLbs, heightInches, shown) => {
    expect(displayedBmi(weightLbs, heightInches) !== null).toBe(shown)
  })

  it('hides a result above 100 and shows one of exactly 100 or just under', () => {
    // 500 lbs at 36 in is 271.3 kg/m²: both inputs in range, the result out of it.
    expect(bodyMassIndex(500, 36)).toBeGreaterThan(100)
    expect(displayedBmi(500, 36)).toBeNull()
    // 184.3 lbs at 36 in → 99.98 → shown as 100.
    expect(displayedBmi(184.3, 36)).toBe(100)
    expect(displayedBmi(184.5, 36)).toBeNull()
  })

  it('rounds to one decimal', () => {
    expect(displayedBmi(150, 65)).toBe(25)
    expect(displayedBmi(151, 65)).toBe(25.1)
  })
})
