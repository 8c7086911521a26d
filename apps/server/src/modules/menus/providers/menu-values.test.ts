import type { NutrientKey } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import {
  ALL_DAY_WINDOW,
  canonicalUnit,
  classifyAllergen,
  cleanMenuText,
  completeNutrients,
  convertNutrient,
  isAllergenMarking,
  mapAllergens,
  mapLabels,
  menuTagOf,
  nutrientKeyOf,
  nutrientValue,
  optionalMenuText,
  orderNutrients,
  parseClockTime,
  parseMenuNumber,
  parseMenuQuantity,
  portionSize,
  resolveServingWindow,
  splitIngredients,
} from './menu-values'

describe('parseMenuQuantity', () => {
  it.each([
    // docs/menu-providers.md#value-rules, every row of the table
    ['12', 12, undefined, undefined],
    ['1.5', 1.5, undefined, undefined],
    [12, 12, undefined, undefined],
    [1.5, 1.5, undefined, undefined],
    [0, 0, undefined, undefined],
    ['0', 0, undefined, undefined],
    ['< 1', 0.5, undefined, '<'],
    ['<1', 0.5, undefined, '<'],
    ['<0.5', 0.25, undefined, '<'],
    ['0+', 0, undefined, '+'],
    ['5+', 5, undefined, '+'],
    ['35g', 35, 'g', undefined],
    ['523mg', 523, 'mg', undefined],
    // more styles seen or likely
    ['12 g', 12, 'g', undefined],
    ['1,200', 1200, undefined, undefined],
    ['1,200 mg', 1200, 'mg', undefined],
    ['12,345,678', 12345678, undefined, undefined],
    ['.5', 0.5, undefined, undefined],
    ['  7  ', 7, undefined, undefined],
    ['<1g', 0.5, 'g', '<'],
    ['< 1 g', 0.5, 'g', '<'],
    ['less than 1 g', 0.5, 'g', '<'],
    ['>5', 5, undefined, '+'],
    ['5 g+', 5, 'g', '+'],
    ['400 IU', 400, 'iu', undefined],
    ['40 mcg RAE', 40, 'mcgrae', undefined],
    ['2 µg', 2, 'µg', undefined],
    ['0.5 g.', 0.5, 'g.', undefined],
    ['210 kcal', 210, 'kcal', undefined],
  ])('reads %j as %j (unit %j, qualifier %j)', (raw, value, unit, qualifier) => {
    expect(parseMenuQuantity(raw)).toEqual({ value, unit, qualifier })
  })

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['-'],
    ['--'],
    ['–'],
    ['N/A'],
    ['n/a'],
    ['NA'],
    ['null'],
    ['abc'],
    ['trace'],
    ['12%'],
    ['1,5'],
    ['1,20'],
    ['-5'],
    [-5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['<5+'],
    ['5 6'],
    [true],
    [{}],
    [[12]],
  ])('reads %j as missing', (raw) => {
    expect(parseMenuQuantity(raw)).toBeUndefined()
    expect(parseMenuNumber(raw)).toBeUndefined()
  })
})

describe('canonicalUnit', () => {
  it.each([
    ['g', 'g'],
    ['G', 'g'],
    ['grams', 'g'],
    ['gm', 'g'],
    ['mg', 'mg'],
    ['Milligrams', 'mg'],
    ['mcg', 'mcg'],
    ['µg', 'mcg'],
    ['μg', 'mcg'],
    ['ug', 'mcg'],
    ['kcal', 'kcal'],
    ['Cal', 'kcal'],
    ['calories', 'kcal'],
    ['kJ', 'kj'],
    ['IU', 'iu'],
    ['I.U.', 'iu'],
    ['RE', 're'],
    ['RAE', 'rae'],
    ['mcg RAE', 'rae'],
    ['g.', 'g'],
  ])('%s → %s', (raw, unit) => {
    expect(canonicalUnit(raw)).toBe(unit)
  })

  it.each(['oz', '%', 'cups', ''])('does not know %j', (raw) => {
    expect(canonicalUnit(raw)).toBeUndefined()
  })
})

describe('convertNutrient', () => {
  it.each<[NutrientKey, number, string | undefined, number | undefined]>([
    ['protein', 24, undefined, 24],
    ['protein', 24, '', 24],
    ['protein', 24, 'g', 24],
    ['protein', 2400, 'mg', 2.4],
    ['sodium', 0.5, 'g', 500],
    ['sodium', 0.1, 'g', 100],
    ['sodium', 523, 'mg', 523],
    ['sodium', 1500, 'mcg', 1.5],
    ['iron', 1200, 'mcg', 1.2],
    ['vitamin_d', 400, 'IU', 10],
    ['vitamin_d', 100, 'iu', 2.5],
    ['vitamin_d', 2, 'mcg', 2],
    ['vitamin_d', 0.01, 'mg', 10],
    ['vitamin_a', 150, 'RE', 150],
    ['vitamin_a', 150, 'RAE', 150],
    ['vitamin_a', 150, 'mcg', 150],
    ['vitamin_a', 5000, 'IU', undefined],
    ['vitamin_c', 0.06, 'g', 60],
    ['calories', 210, 'kcal', 210],
    ['calories', 210, 'Cal', 210],
    ['calories', 836.8, 'kJ', 200],
    ['calories', 210, 'g', undefined],
    ['protein', 12, 'kcal', undefined],
    ['sodium', 12, 'IU', undefined],
    ['protein', 12, 'RE', undefined],
    ['protein', 12, 'oz', undefined],
    ['protein', 12, '%', undefined],
    ['cholesterol', 0, 'mg', 0],
  ])('%s: %d %s → %s', (key, value, unit, expected) => {
    expect(convertNutrient(key, value, unit)).toBe(expected)
  })
})

describe('nutrientValue', () => {
  it.each<[NutrientKey, unknown, string | undefined, number | undefined]>([
    ['protein', '24', 'g', 24],
    ['protein', '<1', 'g', 0.5],
    ['protein', '5+', 'g', 5],
    ['protein', '-', 'g', undefined],
    ['protein', '', 'g', undefined],
    ['protein', null, 'g', undefined],
    ['sodium', '0.5 g', 'mg', 500],
    ['sodium', '1,200', 'mg', 1200],
    ['sodium', '35g', undefined, 35000],
    ['vitamin_d', '80', 'IU', 2],
    ['vitamin_d', '2 mcg', 'IU', 2],
    ['calories', 210, 'kcal', 210],
    ['calories', '210', undefined, 210],
    ['total_fat', '3', 'furlongs', undefined],
  ])('%s: %j in %s → %s', (key, raw, unit, expected) => {
    expect(nutrientValue(key, raw, unit)).toBe(expected)
  })
})

describe('nutrientKeyOf', () => {
  it.each([
    // docs/menu-providers.md#dineoncampus-nutrients: the 18 DineOnCampus names
    ['Calories', 'calories', undefined],
    ['Protein (g)', 'protein', 'g'],
    ['Total Carbohydrates (g)', 'total_carbohydrates', 'g'],
    ['Sugar (g)', 'sugars', 'g'],
    ['Total Fat (g)', 'total_fat', 'g'],
    ['Saturated Fat (g)', 'saturated_fat', 'g'],
    ['Cholesterol (mg)', 'cholesterol', 'mg'],
    ['Dietary Fiber (g)', 'dietary_fiber', 'g'],
    ['Sodium (mg)', 'sodium', 'mg'],
    ['Potassium (mg)', 'potassium', 'mg'],
    ['Calcium (mg)', 'calcium', 'mg'],
    ['Iron (mg)', 'iron', 'mg'],
    ['Trans Fat (g)', 'trans_fat', 'g'],
    ['Vitamin D (IU)', 'vitamin_d', 'iu'],
    ['Vitamin C (mg)', 'vitamin_c', 'mg'],
    ['Vitamin A (RE)', 'vitamin_a', 're'],
    ['Saturated Fat + Trans Fat (g)', 'saturated_and_trans_fat', 'g'],
    // case, spacing and alias variants
    ['Trans fat (g)', 'trans_fat', 'g'],
    ['  total   fat  ', 'total_fat', undefined],
    ['Total Sugars', 'sugars', undefined],
    ['Sugars', 'sugars', undefined],
    ['Fiber', 'dietary_fiber', undefined],
    ['Carbohydrates', 'total_carbohydrates', undefined],
    ['Total Carbohydrate (g)', 'total_carbohydrates', 'g'],
    ['Sat. Fat', 'saturated_fat', undefined],
    ['Saturated & Trans Fat', 'saturated_and_trans_fat', undefined],
    ['total_carbohydrates', 'total_carbohydrates', undefined],
    ['saturated_and_trans_fat', 'saturated_and_trans_fat', undefined],
    ['vitamin_d', 'vitamin_d', undefined],
    ['Vitamin D (mcg)', 'vitamin_d', 'mcg'],
    ['Energy (kcal)', 'calories', 'kcal'],
  ])('%j → %s (unit %s)', (name, key, unit) => {
    expect(nutrientKeyOf(name)).toEqual({ key, unit })
  })

  it.each(['Calories From Fat', 'Calories from Fat', 'Added Sugar (g)', 'Vitamin B12', '', 'Protein Bar'])(
    'ignores %j',
    (name) => {
      expect(nutrientKeyOf(name)).toBeUndefined()
    },
  )
})

describe('completeNutrients and orderNutrients', () => {
  it('derives saturated_and_trans_fat from both parts when the vendor does not give it', () => {
    expect(completeNutrients({ saturated_fat: 1.2, trans_fat: 0.1 })).toEqual({
      saturated_fat: 1.2,
      trans_fat: 0.1,
      saturated_and_trans_fat: 1.3,
    })
  })

  it('keeps a given saturated_and_trans_fat and derives nothing from one part', () => {
    expect(completeNutrients({ saturated_fat: 1, trans_fat: 0, saturated_and_trans_fat: 2 })).toEqual({
      saturated_fat: 1,
      trans_fat: 0,
      saturated_and_trans_fat: 2,
    })
    expect(completeNutrients({ saturated_fat: 1 })).toEqual({ saturated_fat: 1 })
  })

  it('orders keys as docs/product.md lists them and drops undefined ones', () => {
    expect(Object.keys(orderNutrients({ sodium: 1, calories: 2, protein: undefined, total_fat: 0 }))).toEqual([
      'calories',
      'total_fat',
      'sodium',
    ])
  })
})

describe('cleanMenuText', () => {
  it.each([
    ['Lemon Herb Chicken  ', 'Lemon Herb Chicken'],
    ['Mac &amp; Cheese', 'Mac & Cheese'],
    ['Mac &amp;amp; Cheese', 'Mac & Cheese'],
    ['Fish<br>Tacos', 'Fish Tacos'],
    ['Fish<br/>  Tacos', 'Fish Tacos'],
    ['Caf&eacute; Latte', 'Café Latte'],
    ['Jalape&#241;o', 'Jalapeño'],
    ['Jalape&#xF1;o', 'Jalapeño'],
    ['&quot;Famous&quot; Fries', '"Famous" Fries'],
    ['Tab\tand\nnewline', 'Tab and newline'],
    ['&bogus; stays', '&bogus; stays'],
    [12, '12'],
    [null, ''],
    [undefined, ''],
    [{ name: 'x' }, ''],
  ])('%j → %j', (raw, text) => {
    expect(cleanMenuText(raw)).toBe(text)
  })

  it('gives undefined for text that is empty once cleaned', () => {
    expect(optionalMenuText('  ')).toBeUndefined()
    expect(optionalMenuText(null)).toBeUndefined()
    expect(optionalMenuText('<br>')).toBeUndefined()
    expect(optionalMenuText(' Roasted ')).toBe('Roasted')
  })
})

describe('splitIngredients', () => {
  it.each([
    ['Tomato Puree (Tomato Paste, Water), Onions, Salt.', ['Tomato Puree (Tomato Paste, Water)', 'Onions', 'Salt']],
    [
      'Couscous (Durum Wheat Semolina), Zucchini, Red Pepper, Olive Oil, Salt.',
      ['Couscous (Durum Wheat Semolina)', 'Zucchini', 'Red Pepper', 'Olive Oil', 'Salt'],
    ],
    [
      'Bread (Flour (Wheat, Malted Barley), Water, Yeast), Cheese [Milk, Cultures], Butter',
      ['Bread (Flour (Wheat, Malted Barley), Water, Yeast)', 'Cheese [Milk, Cultures]', 'Butter'],
    ],
    [
      'Chicken Thigh, Lemon Juice, Olive Oil, Thyme, Salt',
      ['Chicken Thigh', 'Lemon Juice', 'Olive Oil', 'Thyme', 'Salt'],
    ],
    ['^Pesto Sauce (Basil, Pine Nuts), Pasta', ['^Pesto Sauce (Basil, Pine Nuts)', 'Pasta']],
    ['Water,, Salt, , Pepper,', ['Water', 'Salt', 'Pepper']],
    ['Sugar, Salt (Iodized)).', ['Sugar', 'Salt (Iodized))']],
    ['Milk &amp; Cream, Sugar', ['Milk & Cream', 'Sugar']],
    ['Water', ['Water']],
    ['', []],
    [null, []],
    [undefined, []],
    [
      ['Oats ', ' Water.', ''],
      ['Oats', 'Water'],
    ],
  ])('%j → %j', (raw, parts) => {
    expect(splitIngredients(raw)).toEqual(parts)
  })
})

describe('classifyAllergen', () => {
  it.each([
    ['Milk', 'milk', false],
    ['Dairy', 'milk', false],
    ['Egg', 'eggs', false],
    ['Eggs', 'eggs', false],
    ['Fish', 'fish', false],
    ['Shellfish', 'shellfish', false],
    ['Crustacean Shellfish', 'shellfish', false],
    ['Tree Nuts', 'tree_nuts', false],
    ['tree-nut', 'tree_nuts', false],
    ['tree_nuts', 'tree_nuts', false],
    ['Peanut', 'peanuts', false],
    ['Peanuts', 'peanuts', false],
    ['Wheat', 'wheat', false],
    ['Soy', 'soybeans', false],
    ['Soybeans', 'soybeans', false],
    ['Soya', 'soybeans', false],
    ['Sesame', 'sesame', false],
    ['Sesame*', 'sesame', true],
    ['Sesame *', 'sesame', true],
    ['Milk**', 'milk', true],
    ['May contain: Peanuts', 'peanuts', true],
    ['may contain traces of tree nuts', 'tree_nuts', true],
    ['Contains Wheat', 'wheat', false],
    ['Contains: Egg', 'eggs', false],
  ])('%j → %s (may contain: %s)', (raw, allergen, mayContain) => {
    expect(classifyAllergen(raw)).toEqual({ kind: 'allergen', allergen, mayContain })
  })

  it.each([
    ['Pork', 'pork', false],
    ['MSG*', 'msg', true],
    ['Mustard*', 'mustard', true],
    ['Onion', 'onion', false],
    ['Gluten', 'gluten', false],
    ['Gluten Free', 'gluten free', false],
  ])('keeps %j as the other marking %j (may contain: %s)', (raw, name, mayContain) => {
    expect(classifyAllergen(raw)).toEqual({ kind: 'other', name, mayContain })
  })

  it.each(['', '  ', '*'])('ignores %j', (raw) => {
    expect(classifyAllergen(raw)).toBeUndefined()
  })
})

describe('isAllergenMarking', () => {
  it.each([
    ['Wheat', true],
    ['Egg', true],
    ['Pork', true],
    ['MSG', true],
    ['Garlic*', true],
    ['Vegan', false],
    ['Gluten Free', false],
    ['High Performance', false],
    ['', false],
  ])('%j → %s', (raw, expected) => {
    expect(isAllergenMarking(raw)).toBe(expected)
  })
})

describe('mapAllergens', () => {
  it('splits contains, may contain and markings outside the nine, in canonical order', () => {
    expect(mapAllergens(['Wheat', 'Sesame*', 'Milk', 'Pork', 'MSG*', 'Soy', 'Egg'])).toEqual({
      allergens: ['milk', 'eggs', 'wheat', 'soybeans'],
      mayContain: ['sesame'],
      labels: ['contains: pork', 'may contain: msg'],
    })
  })

  it('takes a separate may-contain list, and never lists an allergen the item contains as may contain', () => {
    expect(mapAllergens(['milk', 'Peanuts*'], ['Milk', 'Tree Nuts', 'Peanuts'])).toEqual({
      allergens: ['milk'],
      mayContain: ['tree_nuts', 'peanuts'],
      labels: [],
    })
  })

  it('drops duplicates, blanks and a may-contain label that a contains label covers', () => {
    expect(mapAllergens(['Wheat', 'wheat', ' ', 'Pork', 'Pork*', 'pork'])).toEqual({
      allergens: ['wheat'],
      mayContain: [],
      labels: ['contains: pork'],
    })
  })

  it('gives empty lists for no markings', () => {
    expect(mapAllergens([])).toEqual({ allergens: [], mayContain: [], labels: [] })
  })
})

describe('menu tags and labels', () => {
  it.each([
    ['Vegetarian', 'vegetarian'],
    ['vegetarian item', 'vegetarian'],
    ['Vegan', 'vegan'],
    ['Vegan Item', 'vegan'],
    ['VEGAN*', 'vegan'],
    ['Protein', 'protein'],
    ['Good Source of Protein', 'protein'],
    ['High Protein', 'protein'],
    ['Climate Friendly', 'climate friendly'],
    ['climate-friendly', 'climate friendly'],
    ['Low Carbon', 'climate friendly'],
    ['Cool Food Meal', 'climate friendly'],
  ])('%j stands for the tag %j', (label, tag) => {
    expect(menuTagOf(label)).toBe(tag)
  })

  it.each(['Halal', 'Plant Based', 'Balanced U', 'Gluten Free', 'Kosher', ''])('%j is no tag', (label) => {
    expect(menuTagOf(label)).toBeUndefined()
  })

  it('puts the tags first in the product’s order, then keeps every other label as written', () => {
    expect(
      mapLabels(['Halal', 'Good Source of Protein', 'Vegan', 'Balanced U', 'halal', 'Vegetarian', ' ', 'Protein']),
    ).toEqual(['vegetarian', 'vegan', 'protein', 'Halal', 'Balanced U'])
  })

  it('cleans labels', () => {
    expect(mapLabels(['How Good &amp; Friendly '])).toEqual(['How Good & Friendly'])
  })
})

describe('portionSize', () => {
  it.each([
    ['0.75', 'cups', '0.75 cups'],
    [4, 'oz', '4 oz'],
    [4.0, 'z', '4 oz'],
    ['1', 'each', '1 each'],
    ['', '', '1 serving'],
    [null, null, '1 serving'],
    [undefined, undefined, '1 serving'],
    ['1/2 cup', undefined, '1/2 cup'],
    ['4 oz meat ', '', '4 oz meat'],
    [Number.NaN, 'oz', 'oz'],
  ])('%j + %j → %j', (amount, unit, text) => {
    expect(portionSize(amount, unit)).toBe(text)
  })
})

describe('parseClockTime', () => {
  it.each([
    ['7:00', '07:00'],
    ['07:00', '07:00'],
    ['19:30', '19:30'],
    ['0:00', '00:00'],
    ['24:00', '24:00'],
    ['7:00 AM', '07:00'],
    ['7:30 pm', '19:30'],
    ['7pm', '19:00'],
    ['7 p.m.', '19:00'],
    ['12 AM', '00:00'],
    ['12:15 PM', '12:15'],
    ['11:59 PM', '23:59'],
  ])('%j → %j', (raw, time) => {
    expect(parseClockTime(raw)).toBe(time)
  })

  it.each(['7', '25:00', '24:01', '7:60', '13 PM', '0 AM', 'noon', '', null, 700])('rejects %j', (raw) => {
    expect(parseClockTime(raw)).toBeUndefined()
  })
})

describe('resolveServingWindow', () => {
  const configured = { Lunch: { start: '11:30', end: '14:00' }, 'late night': { start: '22:00', end: '24:00' } }

  it("uses the vendor's times when it gives usable ones", () => {
    expect(resolveServingWindow('Lunch', { vendor: { start: '11:15 AM', end: '2:00 PM' }, configured })).toEqual({
      start: '11:15',
      end: '14:00',
    })
  })

  it.each([
    [{ start: '14:00', end: '11:00' }],
    [{ start: '11:00' }],
    [{ start: 'soon', end: 'later' }],
    [{ start: '24:00', end: '24:00' }],
  ])('falls back when the vendor times %j are not a window', (vendor) => {
    expect(resolveServingWindow('Dinner', { vendor })).toEqual({ start: '17:00', end: '21:00' })
  })

  it('prefers the configured window (any case) to the product’s default', () => {
    expect(resolveServingWindow('LUNCH', { configured })).toEqual({ start: '11:30', end: '14:00' })
    expect(resolveServingWindow('Late Night', { configured })).toEqual({ start: '22:00', end: '24:00' })
  })

  it.each([
    ['Breakfast', { start: '07:00', end: '10:00' }],
    ['lunch', { start: '11:00', end: '15:00' }],
    ['Dinner', { start: '17:00', end: '21:00' }],
    ['Everyday', ALL_DAY_WINDOW],
    ['Brunch', { start: '10:00', end: '14:00' }],
    ['Late Night', { start: '21:00', end: '24:00' }],
    ['Daily', ALL_DAY_WINDOW],
    ['HS Lunch', ALL_DAY_WINDOW],
  ])('gives %s the default window %j', (meal, window) => {
    expect(resolveServingWindow(meal)).toEqual(window)
  })
})
