import { describe, expect, it } from 'vitest'
import type { FoodItem } from '../schemas/menus'
import {
  type DayLeft,
  dayLeft,
  fitsMyDay,
  MAX_SUGGESTIONS,
  mealsNowOrNext,
  type ServedMeal,
  type SuggestionReason,
  suggestionReasonText,
} from './fits-my-day'

let counter = 0
function food(overrides: Partial<FoodItem> & { kcal?: number; protein?: number } = {}): FoodItem {
  counter += 1
  const { kcal = 400, protein = 20, ...rest } = overrides
  return {
    id: `food-${counter}`,
    name: `Dish ${counter}`,
    portion_size: '1 serving',
    labels: [],
    allergens: ['milk'],
    may_contain: [],
    ingredients: ['rice', 'vegetables'],
    trackable: true,
    station: 'Grill',
    station_id: 'grill',
    dining_hall: 'North Hall',
    meal_name: 'Lunch',
    date: '2026-11-24',
    nutrients: { calories: kcal, protein, total_carbohydrates: 40, total_fat: 10 },
    ...rest,
  }
}

const lunch: ServedMeal = { hall: 'North Hall', meal: 'Lunch', status: 'now', window: { start: '11:00', end: '15:00' } }
const left: DayLeft = { targetKcal: 2400, targetProteinG: 150, energyKcal: 1200, proteinG: 90 }

describe('dayLeft: the energy and protein left today', () => {
  const profile = { sex: 'female', birthday: '2000-01-01', height: 65, weight: 140, activity_level: 'moderate' }
  it('is the target less what was eaten, never below 0', () => {
    const fresh = dayLeft(profile, '2026-11-24', { calories: 0, protein: 0, carbs: 0, fat: 0 })
    expect(fresh).not.toBeNull()
    const after = dayLeft(profile, '2026-11-24', { calories: 500, protein: 30, carbs: 0, fat: 0 })
    expect(after?.energyKcal).toBe((fresh?.targetKcal ?? 0) - 500)
    expect(after?.proteinG).toBe((fresh?.targetProteinG ?? 0) - 30)
    const over = dayLeft(profile, '2026-11-24', { calories: 9000, protein: 900, carbs: 0, fat: 0 })
    expect(over).toMatchObject({ energyKcal: 0, proteinG: 0 })
  })

  it('is null without the fields a target needs', () => {
    expect(dayLeft({ sex: 'female' }, '2026-11-24', { calories: 0, protein: 0, carbs: 0, fat: 0 })).toBeNull()
  })
})

describe('mealsNowOrNext', () => {
  const windows = {
    'North Hall': {
      Breakfast: { start: '07:00', end: '10:00' },
      Lunch: { start: '11:00', end: '15:00' },
      Dinner: { start: '17:00', end: '21:00' },
    },
    'South Hall': { Everyday: { start: '00:00', end: '24:00' }, Dinner: { start: '17:00', end: '20:00' } },
  }
  it.each([
    ['08:30', ['North Hall Breakfast now', 'South Hall Everyday now', 'South Hall Dinner next']],
    ['10:30', ['North Hall Lunch next', 'South Hall Everyday now', 'South Hall Dinner next']],
    ['12:00', ['North Hall Lunch now', 'South Hall Everyday now', 'South Hall Dinner next']],
    ['17:00', ['North Hall Dinner now', 'South Hall Everyday now', 'South Hall Dinner now']],
    ['21:30', ['South Hall Everyday now']],
  ])('at %s: %j', (time, expected) => {
    const [hours, minutes] = time.split(':').map(Number) as [number, number]
    const served = mealsNowOrNext(windows, hours * 60 + minutes)
    expect(served.map((m) => `${m.hall} ${m.meal} ${m.status}`).sort()).toEqual(expected.sort())
  })
})

describe('fitsMyDay: what fits what is left', () => {
  const names = (profile: Parameters<typeof fitsMyDay>[0]['profile'], foods: FoodItem[], served = [lunch]) =>
    fitsMyDay({ foods, served, profile, left }).map((s) => s.items.map((f) => f.name).join(' + '))

  it.each([
    {
      case: 'a peanut allergy leaves out marked, named and ingredient peanuts, and items without allergen data',
      profile: { allergens: ['peanuts'] },
      foods: [
        food({ name: 'Peanut Noodles', allergens: [] }),
        food({ name: 'Satay Bowl', allergens: ['peanuts'] }),
        food({ name: 'Pad Thai', allergens: ['eggs'], ingredients: ['rice noodles', 'peanuts'] }),
        food({ name: 'Mystery Stew', allergens: [], ingredients: [] }),
        food({ name: 'Rice Bowl', allergens: ['soybeans'] }),
      ],
      never: ['Peanut Noodles', 'Satay Bowl', 'Pad Thai', 'Mystery Stew'],
      some: ['Rice Bowl'],
    },
    {
      case: 'a “may contain” marking is kept out too',
      profile: { allergens: ['peanuts'] },
      foods: [food({ name: 'Cookie', may_contain: ['peanuts'] }), food({ name: 'Apple Crisp' })],
      never: ['Cookie'],
      some: ['Apple Crisp'],
    },
    {
      case: 'a vegetarian diet leaves out meat',
      profile: { diet_type: 'vegetarian' },
      foods: [
        food({ name: 'Beef Tacos', ingredients: ['beef', 'corn tortilla'] }),
        food({ name: 'Bean Tacos', labels: ['vegetarian'] }),
      ],
      never: ['Beef Tacos'],
      some: ['Bean Tacos'],
    },
    {
      case: 'halal leaves out pork',
      profile: { cultural_preference: 'halal' },
      foods: [
        food({ name: 'Pork Ramen', ingredients: ['pork', 'noodles'] }),
        food({ name: 'Falafel Plate', labels: ['vegan'] }),
      ],
      never: ['Pork Ramen'],
      some: ['Falafel Plate'],
    },
    {
      case: 'a gluten sensitivity leaves out wheat',
      profile: { food_sensitivities: ['gluten'] },
      foods: [food({ name: 'Pasta', allergens: ['wheat'] }), food({ name: 'Rice Bowl' })],
      never: ['Pasta'],
      some: ['Rice Bowl'],
    },
    {
      case: 'dishes that cannot be tracked or have more energy than is left are never listed',
      profile: {},
      foods: [
        food({ name: 'Unknown Soup', trackable: false }),
        food({ name: 'Huge Platter', kcal: 1500 }),
        food({ name: 'Salad', kcal: 300 }),
      ],
      never: ['Unknown Soup', 'Huge Platter'],
      some: ['Salad'],
    },
    {
      case: 'meals not served now or next are not read',
      profile: {},
      foods: [food({ name: 'Pancakes', meal_name: 'Breakfast' }), food({ name: 'Burrito' })],
      never: ['Pancakes'],
      some: ['Burrito'],
    },
  ])('$case', ({ profile, foods, never, some }) => {
    const listed = names(profile, foods)
    for (const name of never) expect(listed.join(' | ')).not.toContain(name)
    for (const name of some) expect(listed.join(' | ')).toContain(name)
  })

  it('ranks the dish nearest a third of the day with the most protein first', () => {
    const foods = [
      food({ name: 'Side Salad', kcal: 120, protein: 3 }),
      food({ name: 'Chicken Bowl', kcal: 750, protein: 45 }),
      food({ name: 'Cake', kcal: 780, protein: 6 }),
    ]
    const [best] = fitsMyDay({ foods, served: [lunch], profile: {}, left })
    expect(best?.items.map((f) => f.name)).toEqual(['Chicken Bowl'])
  })

  it('combines up to three dishes of one meal when together they fit better', () => {
    const foods = [
      food({ name: 'Grilled Tofu', kcal: 250, protein: 25, station: 'Grill' }),
      food({ name: 'Brown Rice', kcal: 250, protein: 5, station: 'Sides' }),
      food({ name: 'Greens', kcal: 100, protein: 4, station: 'Salad' }),
      food({ name: 'Dinner Roll', kcal: 150, protein: 4, station: 'Bakery' }),
    ]
    const suggestions = fitsMyDay({ foods, served: [lunch], profile: {}, left })
    const best = suggestions[0]
    expect(best?.items.length).toBeGreaterThan(1)
    expect(best?.items.length).toBeLessThanOrEqual(3)
    expect(best?.calories).toBeLessThanOrEqual(left.energyKcal)
    expect(best?.station).toBeNull()
    expect(suggestions.every((s) => s.items.length <= 3)).toBe(true)
  })

  it('never combines dishes of two halls or two meals', () => {
    const dinner: ServedMeal = { ...lunch, meal: 'Dinner', status: 'next' }
    const south: ServedMeal = { ...lunch, hall: 'South Hall' }
    const foods = [
      food({ name: 'A', kcal: 200 }),
      food({ name: 'B', kcal: 200, meal_name: 'Dinner' }),
      food({ name: 'C', kcal: 200, dining_hall: 'South Hall' }),
    ]
    const suggestions = fitsMyDay({ foods, served: [lunch, dinner, south], profile: {}, left })
    for (const s of suggestions) {
      expect(new Set(s.items.map((f) => `${f.dining_hall}/${f.meal_name}`)).size).toBe(1)
      expect(s.items.every((f) => f.dining_hall === s.hall && f.meal_name === s.meal)).toBe(true)
    }
  })

  it('lists at most eight, at most three from one meal', () => {
    const foods = Array.from({ length: 20 }, (_, i) => food({ name: `Dish ${i}`, kcal: 100 + i * 20 }))
    const dinnerFoods = foods.map((f) => ({ ...f, id: `${f.id}-d`, meal_name: 'Dinner' }))
    const southFoods = foods.map((f) => ({ ...f, id: `${f.id}-s`, dining_hall: 'South Hall' }))
    const served = [lunch, { ...lunch, meal: 'Dinner' }, { ...lunch, hall: 'South Hall' }]
    const suggestions = fitsMyDay({ foods: [...foods, ...dinnerFoods, ...southFoods], served, profile: {}, left })
    expect(suggestions).toHaveLength(MAX_SUGGESTIONS)
    const perMeal = new Map<string, number>()
    for (const s of suggestions) perMeal.set(`${s.hall}/${s.meal}`, (perMeal.get(`${s.hall}/${s.meal}`) ?? 0) + 1)
    expect(Math.max(...perMeal.values())).toBeLessThanOrEqual(3)
  })

  it('lists nothing when no energy is left', () => {
    const foods = [food({ name: 'Salad', kcal: 100 })]
    expect(fitsMyDay({ foods, served: [lunch], profile: {}, left: { ...left, energyKcal: 0 } })).toEqual([])
  })

  it('says why: the energy, the protein when it is a real share, and the profile checks', () => {
    const foods = [food({ name: 'Chicken Bowl', kcal: 600, protein: 40, allergens: ['soybeans'] })]
    const [only] = fitsMyDay({
      foods,
      served: [lunch],
      profile: { allergens: ['peanuts'], diet_type: 'regular' },
      left,
    })
    expect(only?.reasons).toEqual([
      { kind: 'energy', kcal: 600, leftKcal: 1200, isLight: false },
      { kind: 'protein', grams: 40, shareOfNeed: 40 / 90 },
      { kind: 'profile', concerns: ['allergens'] },
    ])
  })
})

describe('suggestionReasonText', () => {
  it.each<[SuggestionReason, string, string]>([
    [
      { kind: 'energy', kcal: 612.4, leftKcal: 1250, isLight: false },
      '612 kcal of the 1,250 kcal you have left today',
      'A fair share of what is left of your day',
    ],
    [
      { kind: 'energy', kcal: 150, leftKcal: 1250, isLight: true },
      '150 kcal of the 1,250 kcal you have left today',
      'A light choice for what is left of your day',
    ],
    [
      { kind: 'protein', grams: 32.4, shareOfNeed: 0.36 },
      '32 g protein, 36% of the protein you still need',
      'Adds protein',
    ],
    [
      { kind: 'protein', grams: 80, shareOfNeed: 1.6 },
      '80 g protein, 100% of the protein you still need',
      'Adds protein',
    ],
    [{ kind: 'profile', concerns: ['allergens'] }, 'Checked for your allergens', 'Checked for your allergens'],
    [
      { kind: 'profile', concerns: ['allergens', 'diet', 'cultural preference'] },
      'Checked for your allergens, diet and cultural preference',
      'Checked for your allergens, diet and cultural preference',
    ],
  ])('%j', (reason, withNumbers, hidden) => {
    expect(suggestionReasonText(reason, false)).toBe(withNumbers)
    expect(suggestionReasonText(reason, true)).toBe(hidden)
    expect(suggestionReasonText(reason, true)).not.toMatch(/\d|kcal|calorie|%/i)
  })
})
