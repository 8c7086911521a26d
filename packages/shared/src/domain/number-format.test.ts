import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatKcal, formatNumber } from './number-format'

describe('formatNumber', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each([
    [0, '0'],
    [-0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [2400, '2,400'],
    [1234567.891, '1,234,567.891'],
    [-3500, '-3,500'],
    [12.5, '12.5'],
    [-0.25, '-0.25'],
  ])('writes the rounded %d as %j without Intl', (value, written) => {
    const intl = vi.spyOn(Number.prototype, 'toLocaleString')
    expect(formatNumber(value)).toBe(written)
    expect(intl).not.toHaveBeenCalled()
  })

  it.each([
    [2 / 3, '0.667'],
    [0.1 + 0.2, '0.3'],
    [1.0005, '1.001'],
    [1e-7, '0'],
    [-1.5e-7, '-0'],
    [1e21, '1,000,000,000,000,000,000,000'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, '∞'],
  ])('leaves %d, which needs rounding or has an exponent, to Intl: %j', (value, written) => {
    expect(formatNumber(value)).toBe(written)
  })

  it('writes what toLocaleString("en-US") writes, for every number but -0', () => {
    const values = [
      ...Array.from({ length: 2_000 }, (_, index) => index * 7.3 - 2_000),
      ...Array.from({ length: 2_000 }, (_, index) => ((index * 7919) % 10_007) / 8),
      ...Array.from({ length: 2_000 }, (_, index) => Math.round(Math.sin(index) * 10 ** (index % 12)) / 10),
      ...Array.from({ length: 200 }, (_, index) => 1.5 ** index),
      ...Array.from({ length: 200 }, (_, index) => -(0.7 ** index)),
    ]
    const differing = values
      .filter((value) => !Object.is(value, -0))
      .filter((value) => formatNumber(value) !== value.toLocaleString('en-US'))
    expect(differing).toEqual([])
  })
})

describe('formatKcal', () => {
  it.each([
    [2400, '2,400 kcal'],
    [649.5, '650 kcal'],
    [0.4, '0 kcal'],
    [12_345.6, '12,346 kcal'],
  ])('writes %d as %j: whole kilocalories and the unit', (value, written) => {
    expect(formatKcal(value)).toBe(written)
  })
})
