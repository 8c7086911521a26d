import { describe, expect, it } from 'vitest'
import { formatClockTime, formatNutrient, formatServingWindow, menuTagsOf } from './format'

describe('menu formatting', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['07:00', '7:00 AM'],
    ['11:30', '11:30 AM'],
    ['12:00', '12:00 PM'],
    ['21:05', '9:05 PM'],
    ['24:00', '12:00 AM'],
  ])('shows %s as %s', (time, shown) => {
    expect(formatClockTime(time)).toBe(shown)
  })

  it('shows a serving window, or All day for one that spans the day', () => {
    expect(formatServingWindow({ start: '07:00', end: '10:00' })).toBe('7:00 AM – 10:00 AM')
    expect(formatServingWindow({ start: '00:00', end: '24:00' })).toBe('All day')
  })

  it('shows a missing nutrient as a dash', () => {
    expect(formatNutrient(undefined, 'g')).toBe('—')
    expect(formatNutrient(12.345, 'mg')).toBe('12.3 mg')
  })

  it('keeps only the product’s menu tags, in the product’s order', () => {
    expect(menuTagsOf(['Protein', 'halal', 'vegan', 'Climate Friendly'])).toEqual([
      'vegan',
      'protein',
      'climate friendly',
    ])
  })
})
