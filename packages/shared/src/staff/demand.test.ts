import { describe, expect, it } from 'vitest'
import {
  DEMAND_MIN_GROUP,
  FEWER_THAN_MIN_GROUP,
  formatStudentCount,
  StudentCountSchema,
  shownCountWeight,
  suppressSmallCount,
} from './demand'

describe('the smallest group shown', () => {
  it('is 10 students, read as "fewer than 10" below it', () => {
    expect(DEMAND_MIN_GROUP).toBe(10)
    expect(FEWER_THAN_MIN_GROUP).toBe('fewer than 10')
  })

  it.each([
    [0, 'fewer than 10'],
    [1, 'fewer than 10'],
    [9, 'fewer than 10'],
    [10, 10],
    [11, 11],
    [1234, 1234],
  ])('%i students leave the server as %j', (students, shown) => {
    expect(suppressSmallCount(students)).toBe(shown)
  })

  it.each([
    [9, false],
    [10, true],
    [11, true],
    [0, false],
    [10.5, false],
    ['fewer than 10', true],
    ['fewer than 9', false],
    ['9', false],
  ])('the wire schema takes %j: %s', (value, valid) => {
    expect(StudentCountSchema.safeParse(value).success).toBe(valid)
  })

  it('orders a suppressed count as nothing and formats counts for a person', () => {
    expect(shownCountWeight('fewer than 10')).toBe(0)
    expect(shownCountWeight(12)).toBe(12)
    expect(formatStudentCount('fewer than 10')).toBe('fewer than 10')
    expect(formatStudentCount(1234)).toBe('1,234')
  })
})
