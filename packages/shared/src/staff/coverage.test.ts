import { describe, expect, it } from 'vitest'
import { coveragePercent, isRealPortionSize } from './coverage'

describe('isRealPortionSize', () => {
  it.each([
    ['1 each', false],
    ['1 EACH', false],
    ['1 ea', false],
    ['1 serving', false],
    ['1 serving(s)', false],
    ['1 Servings', false],
    ['1', false],
    ['  ', false],
    ['', false],
    ['4 oz', true],
    ['1/2 cup', true],
    ['2 each', true],
    ['1 cup', true],
    ['1 slice', true],
    ['4 oz meat', true],
    ['SLC=1/8', true],
  ])('%j → %s', (portion, real) => {
    expect(isRealPortionSize(portion)).toBe(real)
  })
})

describe('coveragePercent', () => {
  it.each([
    [0, 0, null],
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 66],
    [3, 3, 100],
    [199, 200, 99],
  ])('%i of %i → %j', (count, total, percent) => {
    expect(coveragePercent(count, total)).toBe(percent)
  })
})
