// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { readMenuPlace, writeMenuPlace } from './menu-place'

const TODAY = '2025-07-20'
const read = (search: string) => readMenuPlace(new URLSearchParams(search), TODAY)

describe('the menu place in the URL', () => {
  it('reads the day, hall and meal a link names', () => {
    expect(read('date=2025-07-19&hall=North+Hall&meal=Lunch')).toEqual({
      date: '2025-07-19',
      choice: { hall: 'North Hall', meal: 'Lunch' },
    })
  })

  it('falls back quietly to the defaults: today, no hall, the meal by hour', () => {
    expect(read('')).toEqual({ date: TODAY, choice: { hall: null, meal: undefined } })
    for (const date of ['yesterday', '2025-02-30', '2024-01-01', '2025-09-01']) {
      expect(read(`date=${date}`).date, date).toBe(TODAY)
    }
    expect(read('meal=Lunch').choice).toEqual({ hall: null, meal: undefined })
    expect(read('hall=&meal=Lunch').choice).toEqual({ hall: null, meal: undefined })
  })

  it('keeps a cleared date field and a meal cleared on purpose', () => {
    expect(read('date=').date).toBeNull()
    expect(read('hall=South&meal=').choice).toEqual({ hall: 'South', meal: null })
  })

  it('writes what it reads, and keeps the other parameters', () => {
    const places = [
      { date: '2025-07-19', choice: { hall: 'North Hall', meal: 'Lunch' } },
      { date: null, choice: { hall: null, meal: undefined } },
      { date: TODAY, choice: { hall: 'Café & Grill', meal: null } },
      { date: TODAY, choice: { hall: 'Café & Grill', meal: undefined } },
    ]
    for (const place of places) {
      const written = writeMenuPlace(new URLSearchParams('keep=1&meal=Dinner'), place)
      expect(written.get('keep')).toBe('1')
      expect(readMenuPlace(written, TODAY)).toEqual(place)
    }
  })
})
