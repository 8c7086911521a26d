import { describe, expect, it } from 'vitest'
import type { FoodItem } from '../schemas/menus'
import { canStandAlone, dishKind } from './dish-kind'
import {
  type DayLeft,
  dayLeft,
  fitsMyDay,
  MAX_SUGGESTIONS,
  mealsNowOrNext,
  type ServedMeal,
  type SuggestionReason,
  suggestionName,
  suggestionReasonText,
  suggestionVerdict,
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

  it('pairs a main with a side of one meal when together they fit better', () => {
    const foods = [
      food({ name: 'Grilled Tofu', kcal: 250, protein: 25, station: 'Grill' }),
      food({ name: 'Brown Rice', kcal: 250, protein: 5, station: 'Sides' }),
      food({ name: 'Greens', kcal: 100, protein: 4, station: 'Salad Bar' }),
      food({ name: 'Dinner Roll', kcal: 150, protein: 4, station: 'Bakery' }),
    ]
    const suggestions = fitsMyDay({ foods, served: [lunch], profile: {}, left })
    const best = suggestions[0]
    expect(best?.items.map((f) => f.name)).toEqual(['Grilled Tofu', 'Brown Rice'])
    expect(best?.station).toBeNull()
    for (const s of suggestions.filter((s) => s.items.length > 1)) {
      expect(s.items.map((f) => f.name)[0]).toBe('Grilled Tofu')
      expect(s.items).toHaveLength(2)
    }
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

// Dishes of one demo lunch (names, stations and numbers as the server's demo menus carry them).
const DEMO_LUNCH: [name: string, station: string, kcal: number, protein: number][] = [
  ['Fat-Free Milk', 'Beverages', 80, 8],
  ['2% Reduced-Fat Milk', 'Beverages', 120, 8],
  ['Low-Fat Chocolate Milk', 'Beverages', 150, 8],
  ['Café Latte', 'Beverages', 160, 10],
  ['Strawberry Banana Smoothie', 'Beverages', 280, 7],
  ['Ranch Dressing', 'Salad Bar', 140, 0.5],
  ['Balsamic Vinaigrette', 'Salad Bar', 110, 0],
  ['Shredded Cheddar Cheese', 'Salad Bar', 110, 7],
  ['Turkey Gravy', 'Home Style', 35, 1],
  ['Diced Grilled Chicken', 'Salad Bar', 130, 26],
  ['Garden Side Salad', 'Salad Bar', 45, 2],
  ['Grilled Chicken Breast', 'Grill', 190, 35],
  ['Turkey Burger', 'Grill', 360, 27],
  ['Roast Turkey Breast', 'Home Style', 140, 30],
  ['Lemon Herb Baked Salmon', 'Home Style', 290, 31],
  ['Mashed Potatoes', 'Home Style', 180, 3],
  ['Steamed Broccoli', 'Home Style', 35, 2.5],
  ['Sweet Potato Fries', 'Grill', 270, 2.5],
]

describe('fitsMyDay on a demo lunch: a dish alone or a main with a side, never a drink or a sauce', () => {
  const foods = DEMO_LUNCH.map(([name, station, kcal, protein]) => food({ name, station, kcal, protein }))
  const kinds = new Map(foods.map((f) => [f.name, dishKind(f)]))
  const lefts: DayLeft[] = [
    left,
    { targetKcal: 2400, targetProteinG: 150, energyKcal: 400, proteinG: 20 },
    { targetKcal: 1800, targetProteinG: 90, energyKcal: 1800, proteinG: 90 },
    { targetKcal: 3000, targetProteinG: 200, energyKcal: 250, proteinG: 0 },
  ]
  const all = lefts.flatMap((l) => fitsMyDay({ foods, served: [lunch], profile: {}, left: l }))

  it('finds suggestions for every day left', () => {
    for (const l of lefts) expect(fitsMyDay({ foods, served: [lunch], profile: {}, left: l }).length).toBeGreaterThan(0)
  })

  it.each(DEMO_LUNCH.filter(([name, station]) => !canStandAlone(dishKind({ name, station }))).map(([name]) => name))(
    'never suggests %s, alone or with anything',
    (name) => {
      expect(all.filter((s) => s.items.some((f) => f.name === name)).map(suggestionName)).toEqual([])
    },
  )

  it('pairs only a main with a side', () => {
    const pairs = all.filter((s) => s.items.length === 2)
    expect(pairs.length).toBeGreaterThan(0)
    for (const pair of pairs) expect(pair.items.map((f) => kinds.get(f.name))).toEqual(['main', 'side'])
    expect(all.every((s) => s.items.length <= 2)).toBe(true)
  })

  it('never says a number in its verdicts', () => {
    const ranked = fitsMyDay({ foods, served: [lunch], profile: {}, left })
    expect(ranked.length).toBeGreaterThan(1)
    for (const s of ranked) expect(suggestionVerdict(s, ranked)).not.toMatch(/\d|kcal|calorie|%/i)
  })
})

describe('suggestionVerdict: which fits better, and why, in words', () => {
  it('names what makes the best one best and how each other falls short of it', () => {
    const foods = [
      food({ name: 'Chicken Bowl', kcal: 800, protein: 50 }),
      food({ name: 'Bean Bowl', kcal: 800, protein: 20 }),
      food({ name: 'Rice Bowl', kcal: 400, protein: 10 }),
    ]
    const ranked = fitsMyDay({ foods, served: [lunch], profile: {}, left })
    expect(ranked.map((s) => [suggestionName(s), suggestionVerdict(s, ranked)])).toEqual([
      ['Chicken Bowl', 'Fits best: the closest to a meal-sized share of your day, with the most protein'],
      ['Bean Bowl', 'Fits less well than Chicken Bowl: less protein'],
      ['Rice Bowl', 'Fits less well than Chicken Bowl: lighter than a meal-sized share and less protein'],
    ])
  })

  it('names a main with its side', () => {
    expect(suggestionName({ items: [food({ name: 'Turkey Burger' }), food({ name: 'Sweet Potato Fries' })] })).toBe(
      'Turkey Burger with Sweet Potato Fries',
    )
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
