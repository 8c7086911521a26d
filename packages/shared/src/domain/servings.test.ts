import { describe, expect, it } from 'vitest'
import { formatQuantity, hasAtMostOneDecimal, normalizeServings, readServings, roundToOneDecimal } from './servings'

describe('servings (docs/product.md#servings: minimum 0.1, step 0.1, one decimal, default 1)', () => {
  it.each([
    [1, 1],
    [0.1, 0.1],
    [0.05, 0.1],
    [0, 0.1],
    [-3, 0.1],
    [1.25, 1.3],
    [1.24, 1.2],
    [2.35, 2.4],
    [100, 100],
    [250, 100],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    ['1.5', 1.5],
    ['', 1],
    ['abc', 1],
  ])('%s → %s', (input, expected) => {
    expect(normalizeServings(input)).toBe(expected)
  })

  it('rounds to one decimal', () => {
    expect(roundToOneDecimal(0.15)).toBe(0.2)
    expect(roundToOneDecimal(3.04)).toBe(3)
  })

  it.each([
    [1, true],
    [0.1, true],
    [0.3, true],
    [2.7, true],
    [1.25, false],
    [0.01, false],
  ])('hasAtMostOneDecimal(%s) = %s', (value, expected) => {
    expect(hasAtMostOneDecimal(value)).toBe(expected)
  })

  it.each([
    [2, '2'],
    [1.5, '1.5'],
    [1 / 3, '0.33'],
    [0.125, '0.13'],
  ])('shows quantity %s as %s (up to two decimals, docs/product.md#constants)', (value, expected) => {
    expect(formatQuantity(value)).toBe(expected)
  })
})

describe('readServings', () => {
  it.each([
    ['0', 0.1, 'minimum'],
    ['-1', 0.1, 'minimum'],
    ['150', 100, 'maximum'],
    ['1.25', 1.3, 'rounded'],
    ['1,5', 1.5, null],
    ['2', 2, null],
    ['', 1, null],
    ['abc', 1, null],
  ] as const)('reads %j as %d (%s)', (text, value, adjustment) => {
    expect(readServings(text)).toEqual({ value, adjustment })
  })
})
