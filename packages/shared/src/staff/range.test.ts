import { describe, expect, it } from 'vitest'
import { resolveStaffRange, StaffRangeQuerySchema } from './range'

describe('StaffRangeQuerySchema', () => {
  it.each([
    [{}, true],
    [{ from: '2025-07-01', to: '2025-07-01' }, true],
    [{ from: '2025-01-01', to: '2026-01-01' }, true],
    [{ from: '2025-01-01', to: '2026-01-02' }, false],
    [{ from: '2025-07-02', to: '2025-07-01' }, false],
    [{ from: '2025-02-30' }, false],
    [{ to: 'yesterday' }, false],
    [{ dining_hall: 'North Commons' }, true],
    [{ dining_hall: '' }, false],
    [{ dining_hall: 'x'.repeat(201) }, false],
  ])('%j valid: %s', (query, valid) => {
    expect(StaffRangeQuerySchema.safeParse(query).success).toBe(valid)
  })

  it('names the field and says what is wrong', () => {
    const result = StaffRangeQuerySchema.safeParse({ from: '2025-07-02', to: '2025-07-01' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['from'], message: 'The start date must not be after the end date' }),
    ])
  })
})

describe('resolveStaffRange', () => {
  it.each([
    [{}, { from: '2025-06-21', to: '2025-07-20' }],
    [{ to: '2025-07-10' }, { from: '2025-06-11', to: '2025-07-10' }],
    [{ from: '2025-07-10' }, { from: '2025-07-10', to: '2025-08-08' }],
    [
      { from: '2025-07-01', to: '2025-07-03' },
      { from: '2025-07-01', to: '2025-07-03' },
    ],
  ])('%j on 2025-07-20 → %j', (query, range) => {
    expect(resolveStaffRange(query, '2025-07-20')).toEqual(range)
  })
})
