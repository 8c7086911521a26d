// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { buildProfile } from '@/test/factories'
import { targetProgress } from './target-progress'

// Mifflin-St Jeor by hand: 180 lb = 81.6466 kg, 70 in = 177.8 cm, 30 years, male:
// 816.466 + 1111.25 - 150 + 5 = 1782.716 kcal; × 1.55 (moderate) = 2763.2 → 2763 kcal.
// Ratios 30/50/20: protein 828.9 / 4 = 207 g, carbs 1381.5 / 4 = 345 g, fat 552.6 / 9 = 61 g.
const reference = buildProfile({
  sex: 'male',
  birthday: '1995-07-20',
  height: 70,
  weight: 180,
  weight_goal: 180,
  activity_level: 'moderate',
  protein_ratio: 30,
  carb_ratio: 50,
  fat_ratio: 20,
  weight_goal_type: 'maintain',
})

describe('targetProgress', () => {
  it("measures the plate against the person's own energy and macro targets", () => {
    const rows = targetProgress({ calories: 2763 / 2, protein: 207, carbs: 34.5, fat: 0 }, reference, '2025-07-20')
    expect(rows).toEqual([
      { key: 'calories', label: 'Calories', unit: 'kcal', eaten: 1381.5, target: 2763, percent: 50 },
      { key: 'protein', label: 'Protein', unit: 'g', eaten: 207, target: 207, percent: 100 },
      { key: 'carbs', label: 'Carbs', unit: 'g', eaten: 34.5, target: 345, percent: 10 },
      { key: 'fat', label: 'Fat', unit: 'g', eaten: 0, target: 61, percent: 0 },
    ])
  })

  it.each([
    ['birthday', { birthday: null }],
    ['height', { height: null }],
    ['weight', { weight: null }],
  ])('gives no progress while the profile lacks its %s', (_field, missing) => {
    expect(
      targetProgress({ calories: 500, protein: 10, carbs: 10, fat: 10 }, { ...reference, ...missing }, '2025-07-20'),
    ).toBeNull()
  })
})
