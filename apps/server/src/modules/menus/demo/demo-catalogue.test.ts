import { MENU_TAGS, ALLERGENS as SHARED_ALLERGENS, NUTRIENT_KEYS as SHARED_NUTRIENT_KEYS } from '@campusplate/shared'
import { describe, expect, it } from 'vitest'
import {
  DEMO_CATALOGUE,
  DEMO_STATIONS,
  type DemoAllergen,
  DemoCatalogueSchema,
  type DemoDish,
  type DemoLabel,
  type DemoMeal,
  type DemoNutrientKey,
  type DemoStation,
} from './demo-catalogue'
import catalogueJson from './demo-catalogue.json' with { type: 'json' }

const ALLERGENS: readonly DemoAllergen[] = SHARED_ALLERGENS
const LABELS: readonly DemoLabel[] = MENU_TAGS
const MEALS: readonly DemoMeal[] = ['Breakfast', 'Lunch', 'Dinner']
const NUTRIENT_KEYS = SHARED_NUTRIENT_KEYS.filter((key): key is DemoNutrientKey => key !== 'saturated_and_trans_fat')

const STATION_MINIMUMS: Record<DemoStation, number> = {
  'Breakfast Grill': 16,
  Bakery: 10,
  'Fruit & Yogurt': 8,
  Grill: 14,
  'Home Style': 18,
  'Global Kitchen': 22,
  'Pizza & Pasta': 12,
  Deli: 12,
  'Salad Bar': 14,
  Soup: 10,
  'Vegan Table': 10,
  Desserts: 12,
  Beverages: 10,
}
const BREAKFAST_STATIONS: readonly DemoStation[] = ['Breakfast Grill', 'Bakery', 'Fruit & Yogurt']
const ALL_DAY_STATIONS: readonly DemoStation[] = ['Bakery', 'Fruit & Yogurt', 'Beverages']
// Vegan Table also runs at breakfast (the demo breakfast plan draws a dish or two from it), so it is not here.
const LUNCH_DINNER_STATIONS: readonly DemoStation[] = [
  'Grill',
  'Home Style',
  'Global Kitchen',
  'Pizza & Pasta',
  'Deli',
  'Salad Bar',
  'Soup',
  'Desserts',
]

/**
 * How each allergen shows up in an ingredient statement. `strip` removes look-alikes first
 * (almond milk is not milk, rice flour is not wheat, refined soybean oil is exempt).
 * Coconut follows current FDA guidance and is not a tree nut; clams count as shellfish,
 * as dining halls label them.
 */
const ALLERGEN_RULES: Record<DemoAllergen, { strip: readonly RegExp[]; match: RegExp }> = {
  milk: {
    strip: [
      /\b(almond|oat|soy|coconut|rice|cashew|hemp) (milk|cream|beverage|yogurt)\b/gi,
      /\b(peanut|cocoa|almond|apple|sunflower|seed) butter\b/gi,
      /\bcream of tartar\b/gi,
    ],
    match:
      /\b(milk|milkfat|butter|buttermilk|cheese|cream|yogurt|whey|casein|ghee|paneer|custard|mozzarella|parmesan|cheddar|provolone|ricotta|feta|queso|mascarpone)\b/i,
  },
  eggs: { strip: [], match: /\b(eggs?|egg whites?|egg yolks?|mayonnaise|meringue)\b/i },
  fish: {
    strip: [],
    match: /\b(fish|salmon|tuna|cod|tilapia|pollock|anchovy|anchovies|catfish|halibut|trout|haddock|bonito)\b/i,
  },
  shellfish: { strip: [], match: /\b(shrimp|crab|lobster|crawfish|prawns?|clams?|mussels?|scallops?|oysters?)\b/i },
  tree_nuts: {
    strip: [],
    match: /\b(almonds?|cashews?|walnuts?|pecans?|pistachios?|hazelnuts?|macadamias?|pine nuts|brazil nuts?)\b/i,
  },
  peanuts: { strip: [], match: /\bpeanuts?\b/i },
  wheat: {
    strip: [
      /\b(brown rice|rice|corn|chickpea|almond|oat|coconut|tapioca|potato|barley|malted barley|rye|buckwheat) flour\b/gi,
    ],
    match: /\b(wheat|flour|semolina|durum|couscous|bulgur|seitan|farro|spelt|panko)\b/i,
  },
  soybeans: { strip: [/\bsoybean oil\b/gi], match: /\b(soy|soybeans?|tofu|edamame|miso|tempeh|tamari|soymilk)\b/i },
  sesame: { strip: [], match: /\b(sesame|tahini)\b/i },
}
const MEAT_OR_SEAFOOD =
  /\b(beef|pork|chicken|turkey|bacon|ham|lamb|veal|bison|gelatin|lard|chorizo|pepperoni|salami|capicola|prosciutto|sausage|anchovy|anchovies|fish|salmon|tuna|cod|shrimp|clams?|bones?)\b/i
const RED_MEAT = /\b(beef|lamb|veal|bison|pork|bacon|ham|lard|chorizo|pepperoni|salami|capicola|prosciutto)\b/i
const POULTRY_OR_FISH = /\b(chicken|turkey|salmon|cod|tuna|tilapia|pollock|trout)\b/i
const BRANDS =
  /\b(oreo|nutella|cheerios|coca-cola|coke|pepsi|sprite|tabasco|cholula|krispies|kraft|heinz|velveeta|hershey'?s?|jell-o|doritos|gatorade|starbucks|chobani|oatly|silk|beyond meat|impossible)\b/i

const ingredientText = (dish: DemoDish): string => dish.ingredients.join(', ')
const hasLabel = (dish: DemoDish, label: DemoLabel): boolean => dish.labels.includes(label)
const describeDish = (dish: DemoDish): string => `${dish.key} (${dish.name})`
const detectsAllergen = (dish: DemoDish, allergen: DemoAllergen): boolean => {
  const rule = ALLERGEN_RULES[allergen]
  const text = rule.strip.reduce((acc, pattern) => acc.replace(pattern, ' '), ingredientText(dish))
  return rule.match.test(text)
}
const hasOneDecimalAtMost = (value: number): boolean => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9
const duplicates = (values: readonly string[]): string[] =>
  [...new Set(values.filter((value, index) => values.indexOf(value) !== index))].sort()

/** Lists `key (name): problem` for every dish the check complains about. */
const offenders = (check: (dish: DemoDish) => string | undefined): string[] =>
  DEMO_CATALOGUE.flatMap((dish) => {
    const problem = check(dish)
    return problem === undefined ? [] : [`${describeDish(dish)}: ${problem}`]
  })

describe('DEMO_CATALOGUE size and identity', () => {
  it('has at least 170 dishes', () => {
    expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(170)
  })

  it('has unique keys and names', () => {
    expect(duplicates(DEMO_CATALOGUE.map((dish) => dish.key))).toEqual([])
    expect(duplicates(DEMO_CATALOGUE.map((dish) => dish.name.toLowerCase()))).toEqual([])
  })

  it('uses kebab-case keys', () => {
    expect(
      offenders((dish) => (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(dish.key) ? undefined : 'key is not kebab-case')),
    ).toEqual([])
  })

  it('fills in every text field', () => {
    const problems = offenders((dish) => {
      const blank = (['name', 'description', 'portion'] as const).filter((field) => dish[field].trim() === '')
      if (blank.length > 0) return `blank ${blank.join(', ')}`
      if (dish.ingredients.length === 0) return 'no ingredients'
      if (dish.ingredients.some((item) => item.trim() !== item || item === '')) return 'blank or padded ingredient'
      if (!/^[A-Z].*\.$/.test(dish.description)) return 'description should be one capitalised sentence'
      return undefined
    })
    expect(problems).toEqual([])
  })

  it('uses plain ASCII text, allowing accented letters only in names', () => {
    const problems = offenders((dish) => {
      if (!/^[\x20-\x7E\u00C0-\u017F]+$/.test(dish.name)) return 'unexpected character in name'
      const plain = [dish.description, dish.portion, ...dish.ingredients]
      const bad = plain.find((text) => !/^[\x20-\x7E]+$/.test(text))
      return bad === undefined ? undefined : `non-ASCII text "${bad}"`
    })
    expect(problems).toEqual([])
  })

  it('mentions no brand names', () => {
    const problems = offenders((dish) => {
      const match = [dish.name, dish.description, ...dish.ingredients].join(' | ').match(BRANDS)
      return match === null ? undefined : `mentions brand "${match[0]}"`
    })
    expect(problems).toEqual([])
  })

  it.each([
    /pancake/i,
    /waffle/i,
    /oatmeal/i,
    /breakfast burrito/i,
    /bacon/i,
    /sausage/i,
    /tofu scramble/i,
    /hash browns/i,
    /parfait/i,
    /bagel/i,
    /muffin/i,
    /cheeseburger/i,
    /veggie burger/i,
    /grilled chicken/i,
    /^french fries$/i,
    /sweet potato fries/i,
    /roast turkey/i,
    /meatloaf/i,
    /macaroni and cheese/i,
    /mashed potatoes/i,
    /roasted .*vegetables/i,
    /salmon/i,
    /tikka masala/i,
    /chana masala/i,
    /pad thai/i,
    /bulgogi/i,
    /teriyaki tofu/i,
    /carnitas tacos/i,
    /falafel/i,
    /jollof rice/i,
    /pho/i,
    /pizza/i,
    /spaghetti/i,
    /sandwich/i,
    /wrap/i,
    /salad/i,
    /soup|chowder|bisque/i,
    /cookie/i,
    /milk$/i,
    /orange juice/i,
    /coffee/i,
    /smoothie/i,
  ])('includes a staple matching %s', (pattern) => {
    expect(DEMO_CATALOGUE.some((dish) => pattern.test(dish.name))).toBe(true)
  })
})

describe('DEMO_CATALOGUE stations and meals', () => {
  it('only uses known stations', () => {
    expect(offenders((dish) => (DEMO_STATIONS.includes(dish.station) ? undefined : 'unknown station'))).toEqual([])
  })

  it.each(Object.entries(STATION_MINIMUMS))('has at least enough dishes at %s (%i)', (station, minimum) => {
    expect(DEMO_CATALOGUE.filter((dish) => dish.station === station).length).toBeGreaterThanOrEqual(minimum)
  })

  it('lists known meals once each, in serving order', () => {
    const problems = offenders((dish) => {
      if (dish.meals.length === 0) return 'no meals'
      const ordered = MEALS.filter((meal) => dish.meals.includes(meal))
      return ordered.join(',') === dish.meals.join(',') ? undefined : `meals ${dish.meals.join(',')}`
    })
    expect(problems).toEqual([])
  })

  it('serves breakfast-station dishes at breakfast', () => {
    const problems = offenders((dish) =>
      BREAKFAST_STATIONS.includes(dish.station) && !dish.meals.includes('Breakfast')
        ? `${dish.station} dish missing Breakfast`
        : undefined,
    )
    expect(problems).toEqual([])
  })

  it('keeps lunch and dinner stations out of breakfast', () => {
    const problems = offenders((dish) =>
      LUNCH_DINNER_STATIONS.includes(dish.station) && dish.meals.includes('Breakfast')
        ? `${dish.station} dish served at Breakfast`
        : undefined,
    )
    expect(problems).toEqual([])
  })

  it.each(ALL_DAY_STATIONS)('serves most %s dishes at all three meals', (station) => {
    const dishes = DEMO_CATALOGUE.filter((dish) => dish.station === station)
    const allDay = dishes.filter((dish) => MEALS.every((meal) => dish.meals.includes(meal)))
    expect(allDay.length / dishes.length).toBeGreaterThanOrEqual(0.7)
  })

  it('offers a few Vegan Table dishes at breakfast', () => {
    const veganBreakfast = DEMO_CATALOGUE.filter(
      (dish) => dish.station === 'Vegan Table' && dish.meals.includes('Breakfast'),
    )
    expect(veganBreakfast.length).toBeGreaterThanOrEqual(2)
  })

  it('offers at least 45 dishes at breakfast', () => {
    expect(DEMO_CATALOGUE.filter((dish) => dish.meals.includes('Breakfast')).length).toBeGreaterThanOrEqual(45)
  })
})

describe('DEMO_CATALOGUE nutrition', () => {
  it('has every nutrient as a non-negative number with at most one decimal', () => {
    const problems = offenders((dish) => {
      const keys = Object.keys(dish.nutrients).sort()
      if (keys.join(',') !== [...NUTRIENT_KEYS].sort().join(',')) return `nutrient keys ${keys.join(',')}`
      const bad = NUTRIENT_KEYS.filter((key) => {
        const value = dish.nutrients[key]
        return !Number.isFinite(value) || value < 0 || !hasOneDecimalAtMost(value)
      })
      return bad.length === 0 ? undefined : `bad values for ${bad.join(', ')}`
    })
    expect(problems).toEqual([])
  })

  it('has calories within 15% of the 4/4/9 estimate', () => {
    const problems = offenders((dish) => {
      const { calories, protein, total_carbohydrates, total_fat } = dish.nutrients
      const estimate = 4 * protein + 4 * total_carbohydrates + 9 * total_fat
      // Labels round tiny values (black coffee, tea), so only near-zero drinks are exempt from the ratio.
      if (calories < 30) return estimate <= 40 ? undefined : `${calories} kcal but macros give ${estimate.toFixed(1)}`
      return Math.abs(calories - estimate) <= 0.15 * estimate
        ? undefined
        : `${calories} kcal vs 4/4/9 estimate ${estimate.toFixed(1)}`
    })
    expect(problems).toEqual([])
  })

  it('keeps sugars, fibre and fat breakdowns inside their totals', () => {
    const problems = offenders((dish) => {
      const n = dish.nutrients
      if (n.sugars > n.total_carbohydrates) return `sugars ${n.sugars} > carbohydrates ${n.total_carbohydrates}`
      if (n.dietary_fiber > n.total_carbohydrates) {
        return `fibre ${n.dietary_fiber} > carbohydrates ${n.total_carbohydrates}`
      }
      if (n.saturated_fat + n.trans_fat > n.total_fat + 1e-9) {
        return `saturated ${n.saturated_fat} + trans ${n.trans_fat} > total fat ${n.total_fat}`
      }
      return undefined
    })
    expect(problems).toEqual([])
  })

  it('keeps trans fat rare and small', () => {
    const withTrans = DEMO_CATALOGUE.filter((dish) => dish.nutrients.trans_fat > 0)
    expect(withTrans.length / DEMO_CATALOGUE.length).toBeLessThanOrEqual(0.25)
    expect(
      offenders((dish) => (dish.nutrients.trans_fat > 2 ? `trans fat ${dish.nutrients.trans_fat} g` : undefined)),
    ).toEqual([])
  })

  it('stays within plausible single-portion ranges', () => {
    const problems = offenders((dish) => {
      const n = dish.nutrients
      if (n.calories > 1000) return `${n.calories} kcal`
      if (n.sodium > 2300) return `${n.sodium} mg sodium`
      if (n.cholesterol > 500) return `${n.cholesterol} mg cholesterol`
      return undefined
    })
    expect(problems).toEqual([])
  })
})

describe('DEMO_CATALOGUE labels', () => {
  it('uses known labels once each', () => {
    const problems = offenders((dish) => {
      const unknown = dish.labels.filter((label) => !LABELS.includes(label))
      if (unknown.length > 0) return `unknown labels ${unknown.join(', ')}`
      return duplicates(dish.labels).length > 0 ? 'duplicate labels' : undefined
    })
    expect(problems).toEqual([])
  })

  it('marks every vegan dish vegetarian too', () => {
    const problems = offenders((dish) =>
      hasLabel(dish, 'vegan') && !hasLabel(dish, 'vegetarian') ? 'vegan but not vegetarian' : undefined,
    )
    expect(problems).toEqual([])
  })

  it('keeps vegan dishes free of animal products and cholesterol', () => {
    const problems = offenders((dish) => {
      if (!hasLabel(dish, 'vegan')) return undefined
      const animal = dish.allergens.filter((allergen) => ['milk', 'eggs', 'fish', 'shellfish'].includes(allergen))
      if (animal.length > 0) return `vegan with ${animal.join(', ')}`
      const meat = ingredientText(dish).match(MEAT_OR_SEAFOOD) ?? ingredientText(dish).match(/\bhoney\b/i)
      if (meat !== null) return `vegan with "${meat[0]}"`
      return dish.nutrients.cholesterol === 0 ? undefined : `vegan with ${dish.nutrients.cholesterol} mg cholesterol`
    })
    expect(problems).toEqual([])
  })

  it('keeps vegetarian dishes free of meat and seafood', () => {
    const problems = offenders((dish) => {
      if (!hasLabel(dish, 'vegetarian')) return undefined
      const meat = ingredientText(dish).match(MEAT_OR_SEAFOOD)
      if (meat !== null) return `vegetarian with "${meat[0]}"`
      return dish.allergens.includes('fish') || dish.allergens.includes('shellfish')
        ? 'vegetarian with seafood'
        : undefined
    })
    expect(problems).toEqual([])
  })

  it('labels protein exactly when a portion has at least 20 g', () => {
    const problems = offenders((dish) =>
      hasLabel(dish, 'protein') === dish.nutrients.protein >= 20
        ? undefined
        : `protein ${dish.nutrients.protein} g but labels ${dish.labels.join(', ') || 'none'}`,
    )
    expect(problems).toEqual([])
  })

  it('never calls red meat climate friendly', () => {
    const problems = offenders((dish) => {
      if (!hasLabel(dish, 'climate friendly')) return undefined
      const meat = ingredientText(dish).match(RED_MEAT)
      return meat === null ? undefined : `climate friendly with "${meat[0]}"`
    })
    expect(problems).toEqual([])
  })

  it('only calls plant-based, poultry or fish dishes climate friendly', () => {
    const problems = offenders((dish) =>
      hasLabel(dish, 'climate friendly') && !hasLabel(dish, 'vegetarian') && !POULTRY_OR_FISH.test(ingredientText(dish))
        ? 'climate friendly but neither plant-based nor poultry/fish'
        : undefined,
    )
    expect(problems).toEqual([])
  })

  it('calls most vegan dishes and some poultry or fish dishes climate friendly', () => {
    const vegan = DEMO_CATALOGUE.filter((dish) => hasLabel(dish, 'vegan'))
    const veganClimate = vegan.filter((dish) => hasLabel(dish, 'climate friendly'))
    expect(veganClimate.length / vegan.length).toBeGreaterThanOrEqual(0.75)
    const animalClimate = DEMO_CATALOGUE.filter(
      (dish) => hasLabel(dish, 'climate friendly') && !hasLabel(dish, 'vegetarian'),
    )
    expect(animalClimate.length).toBeGreaterThanOrEqual(5)
  })
})

describe('DEMO_CATALOGUE allergens', () => {
  it('uses known allergens once each', () => {
    const problems = offenders((dish) => {
      const unknown = dish.allergens.filter((allergen) => !ALLERGENS.includes(allergen))
      if (unknown.length > 0) return `unknown allergens ${unknown.join(', ')}`
      return duplicates(dish.allergens).length > 0 ? 'duplicate allergens' : undefined
    })
    expect(problems).toEqual([])
  })

  it.each(ALLERGENS)('declares %s exactly when the ingredients contain it', (allergen) => {
    const problems = offenders((dish) => {
      const declared = dish.allergens.includes(allergen)
      const detected = detectsAllergen(dish, allergen)
      if (declared === detected) return undefined
      return declared ? `declares ${allergen} but no ingredient has it` : `ingredients contain ${allergen} undeclared`
    })
    expect(problems).toEqual([])
  })
})

describe('DemoCatalogueSchema (demo-catalogue.json)', () => {
  const [first] = catalogueJson
  const dish = (changes: Record<string, unknown>) => ({ ...first, ...changes })

  it('reads the whole file, every dish as written', () => {
    expect(DEMO_CATALOGUE).toEqual(catalogueJson)
  })

  it.each<[string, Record<string, unknown>]>([
    ['an unknown allergen', { allergens: ['celery'] }],
    ['an allergen alias', { allergens: ['dairy'] }],
    ['an unknown label', { labels: ['organic'] }],
    ['an unknown station', { station: 'Sushi Bar' }],
    ['the Everyday meal', { meals: ['Everyday'] }],
    ['no meal', { meals: [] }],
    ['a key that is not kebab-case', { key: 'Scrambled Eggs' }],
    ['a blank name', { name: ' ' }],
    ['no ingredients', { ingredients: [] }],
    ['a missing nutrient', { nutrients: { ...first?.nutrients, sodium: undefined } }],
    ['a negative nutrient', { nutrients: { ...first?.nutrients, sodium: -1 } }],
    ['a nutrient written as text', { nutrients: { ...first?.nutrients, sodium: '290 mg' } }],
    ['the derived saturated-and-trans sum', { nutrients: { ...first?.nutrients, saturated_and_trans_fat: 4 } }],
    ['a field the catalogue does not know', { price: 3 }],
  ])('refuses a dish with %s', (_case, changes) => {
    expect(DemoCatalogueSchema.safeParse([dish(changes)]).success).toBe(false)
  })
})
