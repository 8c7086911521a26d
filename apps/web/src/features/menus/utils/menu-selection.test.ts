import { describe, expect, it } from 'vitest'
import { buildOptions } from '@/test/factories'
import { keepAvailable, NO_CHOICE, resolveSelection } from './menu-selection'

const twoHalls = buildOptions({
  'North Hall': ['Dinner', 'Breakfast', 'Lunch'],
  'South Hall': ['Everyday'],
})

describe('resolveSelection', () => {
  it('chooses nothing while the options are loading', () => {
    expect(resolveSelection(NO_CHOICE, undefined, 12)).toEqual({ halls: [], hall: null, meals: [], meal: null })
  })

  it('chooses a single hall automatically (docs/product.md#menu-selection)', () => {
    const options = buildOptions({ 'Only Hall': ['Breakfast', 'Lunch'] })
    expect(resolveSelection(NO_CHOICE, options, 8)).toMatchObject({ hall: 'Only Hall', meal: 'Breakfast' })
  })

  it('leaves the hall open when there are several', () => {
    expect(resolveSelection(NO_CHOICE, twoHalls, 12)).toMatchObject({ hall: null, meals: [], meal: null })
  })

  it('lists the meals of the hall in meal order', () => {
    expect(resolveSelection({ hall: 'North Hall', meal: undefined }, twoHalls, 12).meals).toEqual([
      'Breakfast',
      'Lunch',
      'Dinner',
    ])
  })

  it.each([
    [0, 'Breakfast'],
    [9, 'Breakfast'],
    [10, 'Lunch'],
    [14, 'Lunch'],
    [15, 'Dinner'],
    [23, 'Dinner'],
  ])('defaults to the meal of the hour (%i h → %s)', (hour, meal) => {
    expect(resolveSelection({ hall: 'North Hall', meal: undefined }, twoHalls, hour).meal).toBe(meal)
  })

  it('falls back to Everyday when the meal of the hour is not served', () => {
    expect(resolveSelection({ hall: 'South Hall', meal: undefined }, twoHalls, 8).meal).toBe('Everyday')
  })

  it('keeps a meal the visitor chose over the default', () => {
    expect(resolveSelection({ hall: 'North Hall', meal: 'Dinner' }, twoHalls, 8).meal).toBe('Dinner')
  })

  it('shows no meal once the visitor cleared it, so the meal cards appear', () => {
    expect(resolveSelection({ hall: 'North Hall', meal: null }, twoHalls, 8).meal).toBeNull()
  })

  it('has no default when no meal fits the hour and there are several', () => {
    const options = buildOptions({ 'East Hall': ['Brunch', 'Late Night'] })
    expect(resolveSelection({ hall: 'East Hall', meal: undefined }, options, 12)).toMatchObject({
      meals: ['Brunch', 'Late Night'],
      meal: null,
    })
  })
})

describe('keepAvailable', () => {
  it('clears a hall the new date does not offer (docs/product.md#menu-selection)', () => {
    const options = buildOptions({ 'South Hall': ['Lunch'] })
    expect(keepAvailable({ hall: 'North Hall', meal: 'Lunch' }, options)).toBe(NO_CHOICE)
  })

  it('clears only the meal when the hall stays but the meal is gone', () => {
    const options = buildOptions({ 'North Hall': ['Breakfast'] })
    expect(keepAvailable({ hall: 'North Hall', meal: 'Dinner' }, options)).toEqual({
      hall: 'North Hall',
      meal: undefined,
    })
  })

  it('returns the same choice when everything is still offered', () => {
    const choice = { hall: 'North Hall', meal: 'Lunch' }
    expect(keepAvailable(choice, twoHalls)).toBe(choice)
  })
})
