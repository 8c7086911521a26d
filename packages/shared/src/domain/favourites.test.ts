import { describe, expect, it } from 'vitest'
import { dishKey, favouriteIdentity, isSameDish, relativeDay, returnEstimate, returnEstimateText } from './favourites'

describe('dishKey: one dish whatever the day’s spelling', () => {
  it.each([
    ['Crème Brûlée', 'creme brulee'],
    ['  creme   brulee ', 'creme brulee'],
    ['Crème-Brûlée!', 'creme brulee'],
    ['MAC & CHEESE', 'mac cheese'],
    ['Mac and Cheese', 'mac and cheese'],
    ["General Tso's Chicken", 'general tso s chicken'],
    ['General Tso’s Chicken', 'general tso s chicken'],
    ['Pho Bò', 'pho bo'],
    ['Ｔｏｆｕ Bowl', 'tofu bowl'],
    ['2% Milk', '2 milk'],
  ])('%j → %j', (name, key) => {
    expect(dishKey(name)).toBe(key)
  })
})

describe('favouriteIdentity: the hall and the normalized name, not the day’s row', () => {
  it('is the same for the dish on two days with different ids and spellings', () => {
    const monday = { id: 'a1', dining_hall: 'North Hall', name: 'Chicken Tikka Masala', date: '2026-11-23' }
    const friday = { id: 'f9', dining_hall: 'north hall', name: 'Chicken tikka masala ', date: '2026-11-27' }
    expect(favouriteIdentity(monday.dining_hall, monday.name)).toBe(favouriteIdentity(friday.dining_hall, friday.name))
    expect(isSameDish(monday, friday)).toBe(true)
  })

  it.each([
    [
      { dining_hall: 'North Hall', name: 'Veggie Burger' },
      { dining_hall: 'South Hall', name: 'Veggie Burger' },
    ],
    [
      { dining_hall: 'North Hall', name: 'Veggie Burger' },
      { dining_hall: 'North Hall', name: 'Veggie Burgers' },
    ],
    [
      { dining_hall: 'North Hall', name: 'Rice' },
      { dining_hall: 'North', name: 'Hall Rice' },
    ],
  ])('tells %j from %j', (a, b) => {
    expect(isSameDish(a, b)).toBe(false)
  })
})

describe('returnEstimate: how often a dish comes back', () => {
  const today = '2026-11-24' // a Tuesday
  it.each([
    { days: [], last: null, times: 0, gap: null },
    { days: ['2026-11-20'], last: '2026-11-20', times: 1, gap: null },
    { days: ['2026-11-08', '2026-11-16'], last: '2026-11-16', times: 2, gap: 8 },
    // The median: one long break does not stretch the estimate.
    { days: ['2026-09-01', '2026-11-01', '2026-11-08', '2026-11-15'], last: '2026-11-15', times: 4, gap: 7 },
    // Any order and repeats (two meals on one day) count once.
    { days: ['2026-11-21', '2026-11-17', '2026-11-19', '2026-11-19'], last: '2026-11-21', times: 3, gap: 2 },
    // An even count of gaps takes the mean of the middle two, rounded.
    { days: ['2026-11-01', '2026-11-04', '2026-11-08'], last: '2026-11-08', times: 3, gap: 4 },
    // Today and later days are not the past.
    { days: ['2026-11-24', '2026-11-30'], last: null, times: 0, gap: null },
    { days: ['2026-11-10', '2026-11-20', '2026-11-25'], last: '2026-11-20', times: 2, gap: 10 },
  ])('$days → last $last, $times times, every $gap days', ({ days, last, times, gap }) => {
    expect(returnEstimate(days, today)).toEqual({
      lastServed: last,
      timesServed: times,
      usualGapDays: gap,
    })
  })
})

describe('returnEstimateText', () => {
  const today = '2026-11-24' // a Tuesday
  it.each([
    [[], 'Not on the imported menus yet'],
    [['2026-11-23'], 'Served once; last yesterday'],
    [['2026-11-15', '2026-11-23'], 'Usually every 8 days; last yesterday'],
    [['2026-11-15', '2026-11-16', '2026-11-17'], 'Usually every day; last on 17 Nov'],
    [['2026-11-01', '2026-11-09', '2026-11-17'], 'Usually every 8 days; last on 17 Nov'],
    [['2026-11-07', '2026-11-15', '2026-11-23'], 'Usually every 8 days; last yesterday'],
    [['2026-11-05', '2026-11-13', '2026-11-21'], 'Usually every 8 days; last on Saturday'],
  ])('%j → %s', (days, text) => {
    expect(returnEstimateText(returnEstimate(days, today), today)).toBe(text)
  })

  it.each([
    ['2026-11-23', 'yesterday'],
    ['2026-11-22', 'on Sunday'],
    ['2026-11-18', 'on Wednesday'],
    ['2026-11-17', 'on 17 Nov'],
    ['2025-12-31', 'on 31 Dec'],
  ])('relativeDay(%s) is %j', (day, words) => {
    expect(relativeDay(day, today)).toBe(words)
  })
})
