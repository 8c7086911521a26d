import { describe, expect, it } from 'vitest'
import type { FoodItem } from '../schemas/menus'
import { blankProfile } from '../schemas/profile'
import {
  fitsProfile as fitsCanonical,
  hasMenuChecks,
  type MenuMatchItem,
  type MenuMatchProfile,
  matchMenuItem as matchCanonical,
  readMenuProfile,
} from './menu-match'

// The rules take a canonical profile; these read a form's or a fixture's profile first, as callers do.
const matchMenuItem = (dish: MenuMatchItem, profile: MenuMatchProfile) => matchCanonical(dish, readMenuProfile(profile))
const fitsProfile = (dish: MenuMatchItem, profile: MenuMatchProfile) => fitsCanonical(dish, readMenuProfile(profile))

const item = (overrides: Partial<MenuMatchItem> = {}): MenuMatchItem => ({
  name: 'House Special',
  labels: [],
  allergens: [],
  may_contain: [],
  ingredients: [],
  ...overrides,
})

const reasons = (dish: MenuMatchItem, profile: MenuMatchProfile) =>
  matchMenuItem(dish, profile).warnings.map((w) => w.reason)

describe('a profile without allergens, sensitivities, diet or preference', () => {
  it.each([
    [{}],
    [{ allergens: [], food_sensitivities: [], diet_type: null, cultural_preference: null }],
    [{ diet_type: 'regular', cultural_preference: 'none' }],
  ])('fits every item, even one without data: %j', (profile) => {
    expect(matchMenuItem(item(), profile)).toEqual({ outcome: 'fits', warnings: [], unknown: [] })
    expect(fitsProfile(item({ name: 'Pork Chop', allergens: ['milk'] }), profile)).toBe(true)
    expect(hasMenuChecks(profile)).toBe(false)
  })
})

describe('hasMenuChecks', () => {
  it.each([
    [null, false],
    [{ diet_type: 'keto', cultural_preference: 'none' }, false],
    [{ diet_type: 'mediterranean' }, false],
    [{ allergens: ['not-an-allergen'] }, false],
    [{ food_sensitivities: ['caffeine'] }, false],
    [{ allergens: ['peanuts'] }, true],
    [{ allergens: ['Tree Nuts'] }, true],
    [{ food_sensitivities: ['gluten'] }, true],
    [{ diet_type: 'vegetarian' }, true],
    [{ diet_type: 'pescatarian' }, true],
    [{ cultural_preference: 'halal' }, true],
  ])('tells whether %j asks anything of a dish (%s)', (profile, expected) => {
    expect(hasMenuChecks(profile)).toBe(expected)
  })
})

describe('allergens', () => {
  const peanuts = { allergens: ['peanuts'] }

  it('warns "Contains peanuts" for an item marked with peanuts', () => {
    expect(matchMenuItem(item({ allergens: ['peanuts', 'soybeans'] }), peanuts)).toEqual({
      outcome: 'warning',
      warnings: [{ concern: 'allergen', subject: 'peanuts', level: 'contains', reason: 'Contains peanuts' }],
      unknown: [],
    })
  })

  it('warns "May contain peanuts" for a "may contain" marking, kept apart from "contains"', () => {
    expect(matchMenuItem(item({ allergens: ['milk'], may_contain: ['peanuts'] }), peanuts).warnings).toEqual([
      { concern: 'allergen', subject: 'peanuts', level: 'may_contain', reason: 'May contain peanuts' },
    ])
  })

  it('says "Contains" when the ingredients name the allergen, even without markings', () => {
    expect(reasons(item({ ingredients: ['Peanut Butter (Peanuts, Salt)', 'Bread'] }), peanuts)).toEqual([
      'Contains peanuts',
    ])
  })

  it('says "Contains" when the item’s name does', () => {
    expect(reasons(item({ name: 'Thai Peanut Noodles', allergens: ['wheat'] }), peanuts)).toEqual(['Contains peanuts'])
  })

  it('prefers "Contains" when the ingredients name an allergen that is also marked "may contain"', () => {
    expect(reasons(item({ may_contain: ['peanuts'], ingredients: ['Peanuts'] }), peanuts)).toEqual(['Contains peanuts'])
  })

  it.each([
    'May contain peanuts',
    'May Contain: Peanuts',
    'May also contain peanuts',
    'May contain traces of peanuts',
    'Traces of peanut',
    'Made in a facility that also processes peanuts',
    'Manufactured on equipment shared with peanuts',
    'Prepared in a kitchen that handles peanuts',
    'Shared fryer with peanut oil',
    'Cross-contact with peanuts possible',
  ])('reads the statement "%s" as "may contain"', (statement) => {
    const dish = item({ allergens: ['wheat'], ingredients: ['Enriched Flour', 'Sugar', statement] })
    expect(matchMenuItem(dish, peanuts).warnings).toEqual([
      { concern: 'allergen', subject: 'peanuts', level: 'may_contain', reason: 'May contain peanuts' },
    ])
  })

  it('does not take "Made with plant-based butter" for a cross-contact statement', () => {
    const dish = item({ allergens: ['wheat'], ingredients: ['Made with Plant-Based Butter', 'Peanuts'] })
    expect(reasons(dish, peanuts)).toEqual(['Contains peanuts'])
  })

  it('keeps a "may contain" statement split on its commas as one statement', () => {
    const dish = item({ allergens: ['wheat'], ingredients: ['Flour', 'May contain peanuts', 'tree nuts', 'sesame'] })
    expect(reasons(dish, { allergens: ['tree_nuts', 'sesame', 'wheat'] })).toEqual([
      'May contain tree nuts',
      'May contain sesame',
      'Contains wheat',
    ])
  })

  it.each(['Peanut-free', 'Peanut free', 'No peanuts', 'Made without peanuts', 'Free of peanuts'])(
    'does not read "%s" as peanuts',
    (text) => {
      expect(matchMenuItem(item({ allergens: ['milk'], ingredients: ['Oats', text] }), peanuts).outcome).toBe('fits')
    },
  )

  it.each([
    ['dairy', ['milk'], 'Contains milk'],
    ['Dairy', ['milk'], 'Contains milk'],
    ['soy', ['soybeans'], 'Contains soy'],
    ['soybeans', ['soybeans'], 'Contains soy'],
    ['tree nuts', ['tree_nuts'], 'Contains tree nuts'],
    ['tree_nuts', ['tree_nuts'], 'Contains tree nuts'],
    ['Tree-Nuts', ['tree_nuts'], 'Contains tree nuts'],
    ['eggs', ['eggs'], 'Contains eggs'],
    ['shellfish', ['shellfish'], 'Contains shellfish'],
    ['sesame', ['sesame'], 'Contains sesame'],
  ])('understands the allergen "%s"', (userAllergen, marked, reason) => {
    expect(reasons(item({ allergens: marked }), { allergens: [userAllergen] })).toEqual([reason])
  })

  it('reports an allergen once however it was written', () => {
    expect(reasons(item({ allergens: ['milk'] }), { allergens: ['milk', 'dairy', 'Milk'] })).toEqual(['Contains milk'])
  })

  it.each(['kryptonite', 'constructor', 'toString', ''])('ignores the profile value "%s", not an allergen', (value) => {
    expect(matchMenuItem(item({ allergens: ['milk'] }), { allergens: [value] }).outcome).toBe('fits')
  })

  it('fits when the item’s allergen markings do not include the user’s', () => {
    expect(matchMenuItem(item({ allergens: ['milk', 'eggs'], may_contain: ['wheat'] }), peanuts).outcome).toBe('fits')
  })

  it('counts a vendor’s other markings as allergen information', () => {
    expect(matchMenuItem(item({ labels: ['contains: pork'] }), peanuts).outcome).toBe('fits')
  })

  it('is unknown for an item without allergen markings (empty lists mean unknown, not "free of")', () => {
    expect(matchMenuItem(item({ ingredients: ['Apples', 'Cinnamon'] }), { allergens: ['peanuts', 'milk'] })).toEqual({
      outcome: 'unknown',
      warnings: [],
      unknown: [{ concern: 'allergen', subject: 'allergens', reason: 'No allergen information' }],
    })
  })

  it('warns about what it finds and still says the rest is unknown', () => {
    const result = matchMenuItem(item({ ingredients: ['Milk Chocolate'] }), { allergens: ['milk', 'peanuts'] })
    expect(result.outcome).toBe('warning')
    expect(result.warnings.map((w) => w.reason)).toEqual(['Contains milk'])
    expect(result.unknown.map((u) => u.reason)).toEqual(['No allergen information'])
  })

  describe('ingredient words', () => {
    // Marked with something outside the nine, so that the item has allergen information.
    const marked = { labels: ['contains: pork'] }
    it.each([
      ['milk', 'Butter (Cream, Salt)'],
      ['milk', 'Mozzarella Cheese'],
      ['milk', 'Heavy Cream'],
      ['milk', 'Whey Protein Concentrate'],
      ['milk', 'Ice Cream'],
      ['milk', 'Buttermilk'],
      ['milk', 'Milk Chocolate'],
      ['eggs', 'Liquid Whole Eggs'],
      ['eggs', 'Mayonnaise'],
      ['fish', 'Anchovies'],
      ['shellfish', 'Shrimp'],
      ['tree_nuts', 'Toasted Almonds'],
      ['tree_nuts', 'Pine Nuts'],
      ['wheat', 'Enriched Flour'],
      ['wheat', 'Semolina'],
      ['soybeans', 'Soy Lecithin'],
      ['soybeans', 'Tofu'],
      ['sesame', 'Tahini'],
    ])('%s: "%s"', (allergen, ingredient) => {
      expect(
        matchMenuItem(item({ ...marked, ingredients: [ingredient] }), { allergens: [allergen] }).warnings,
      ).toHaveLength(1)
    })

    it.each([
      ['milk', 'Peanut Butter'],
      ['milk', 'Coconut Milk'],
      ['milk', 'Almond Milk'],
      ['milk', 'Cocoa Butter'],
      ['milk', 'Cream of Tartar'],
      ['milk', 'Vegan Butter'],
      ['milk', 'Dairy-Free Cheese'],
      ['milk', 'Butternut Squash'],
      ['eggs', 'Eggplant'],
      ['eggs', 'Vegan Mayo'],
      ['wheat', 'Buckwheat'],
      ['tree_nuts', 'Nutmeg'],
      ['tree_nuts', 'Coconut'],
      ['shellfish', 'Crabapple'],
      ['fish', 'Shellfish Stock'],
    ])('not %s: "%s"', (allergen, ingredient) => {
      expect(matchMenuItem(item({ ...marked, ingredients: [ingredient] }), { allergens: [allergen] }).outcome).toBe(
        'fits',
      )
    })
  })
})

describe('sensitivities', () => {
  it.each([
    ['gluten', item({ allergens: ['wheat'] }), 'Contains gluten'],
    ['gluten', item({ ingredients: ['Barley Malt Syrup'] }), 'Contains gluten'],
    ['gluten', item({ labels: ['contains: gluten'] }), 'Contains gluten'],
    ['gluten', item({ may_contain: ['wheat'] }), 'May contain gluten'],
    ['gluten', item({ labels: ['may contain: gluten'] }), 'May contain gluten'],
    ['lactose', item({ allergens: ['milk'] }), 'Contains lactose'],
    ['lactose', item({ ingredients: ['Sour Cream'] }), 'Contains lactose'],
    ['lactose', item({ may_contain: ['milk'] }), 'May contain lactose'],
    ['msg', item({ labels: ['contains: msg'] }), 'Contains MSG'],
    ['msg', item({ ingredients: ['Monosodium Glutamate'] }), 'Contains MSG'],
    ['sulfites', item({ ingredients: ['Sodium Metabisulfite'] }), 'Contains sulfites'],
    ['sulfites', item({ labels: ['contains: sulphites'] }), 'Contains sulfites'],
    ['sulfites', item({ ingredients: ['White Wine'] }), 'Contains sulfites'],
    ['fodmap', item({ ingredients: ['Garlic Powder'] }), 'Contains high-FODMAP ingredients'],
    ['fodmap', item({ labels: ['contains: onion'] }), 'Contains high-FODMAP ingredients'],
    ['histamine', item({ ingredients: ['Sauerkraut'] }), 'Contains high-histamine ingredients'],
    ['histamine', item({ ingredients: ['Tomatoes'] }), 'Contains high-histamine ingredients'],
  ])('%s: %j → %s', (sensitivity, dish, reason) => {
    expect(matchMenuItem(dish, { food_sensitivities: [sensitivity] }).warnings).toEqual([
      expect.objectContaining({ concern: 'sensitivity', subject: sensitivity, reason }),
    ])
  })

  it.each([
    ['gluten', item({ ingredients: ['Gluten-Free Oats', 'Rice Flour'] })],
    ['gluten', item({ labels: ['Gluten Free'] })],
    ['gluten', item({ labels: ['gluten-free'] })],
    ['lactose', item({ labels: ['Dairy Free'] })],
    ['lactose', item({ ingredients: ['Coconut Milk', 'Rice'] })],
    ['msg', item({ ingredients: ['Chicken', 'Salt'] })],
    ['fodmap', item({ ingredients: ['Rice', 'Carrots'] })],
  ])('%s fits %j', (sensitivity, dish) => {
    expect(matchMenuItem(dish, { food_sensitivities: [sensitivity] }).outcome).toBe('fits')
  })

  it('is unknown without an ingredient statement or a free-from label', () => {
    expect(matchMenuItem(item({ allergens: ['eggs'] }), { food_sensitivities: ['gluten', 'msg'] })).toEqual({
      outcome: 'unknown',
      warnings: [],
      unknown: [
        { concern: 'sensitivity', subject: 'gluten', reason: "Can't tell if it contains gluten" },
        { concern: 'sensitivity', subject: 'msg', reason: "Can't tell if it contains MSG" },
      ],
    })
  })
})

describe('diet types', () => {
  it.each([
    ['vegetarian', item({ ingredients: ['Chicken Breast', 'Salt'] }), 'Not vegetarian'],
    ['vegetarian', item({ name: 'Beef Tacos' }), 'Not vegetarian'],
    ['vegetarian', item({ allergens: ['fish'] }), 'Not vegetarian'],
    ['vegetarian', item({ labels: ['contains: pork'] }), 'Not vegetarian'],
    ['vegetarian', item({ ingredients: ['Gelatin', 'Sugar'] }), 'Not vegetarian'],
    // What the ingredients show wins over a label.
    ['vegetarian', item({ labels: ['vegetarian'], ingredients: ['Rice', 'Chicken Broth'] }), 'Not vegetarian'],
    ['vegan', item({ allergens: ['eggs'] }), 'Not vegan'],
    ['vegan', item({ ingredients: ['Oats', 'Honey'] }), 'Not vegan'],
    ['vegan', item({ ingredients: ['Pasta', 'Parmesan'] }), 'Not vegan'],
    ['vegan', item({ name: 'Turkey Club' }), 'Not vegan'],
    ['pescatarian', item({ ingredients: ['Bacon', 'Eggs'] }), 'Not pescatarian'],
    ['paleo', item({ ingredients: ['Brown Rice', 'Chicken'] }), 'Not paleo'],
    ['paleo', item({ allergens: ['wheat'] }), 'Not paleo'],
    ['paleo', item({ ingredients: ['Black Beans'] }), 'Not paleo'],
  ])('%s: %j → %s', (diet_type, dish, reason) => {
    expect(matchMenuItem(dish, { diet_type }).warnings).toEqual([
      { concern: 'diet', subject: diet_type, level: 'breaks', reason },
    ])
  })

  it.each([
    ['vegetarian', item({ labels: ['vegetarian'] })],
    ['vegetarian', item({ labels: ['vegan'] })],
    ['vegetarian', item({ ingredients: ['Pasta', 'Tomato Sauce', 'Mozzarella'] })],
    ['vegetarian', item({ ingredients: ['Plant-Based Chicken (Soy Protein)', 'Breading'] })],
    ['vegetarian', item({ ingredients: ['Rice', 'Soy Chorizo'] })],
    ['vegetarian', item({ ingredients: ['Chickpeas', 'Tahini'] })],
    ['vegetarian', item({ ingredients: ['Oyster Mushrooms', 'Garlic'] })],
    ['vegetarian', item({ ingredients: ['Hamburger Bun', 'Black Bean Patty'] })],
    ['vegetarian', item({ name: 'Meatless Monday Chili', ingredients: ['Beans', 'Tomatoes'] })],
    ['vegan', item({ labels: ['vegan'] })],
    ['vegan', item({ ingredients: ['Tofu', 'Vegan Butter', 'Almond Milk'] })],
    ['pescatarian', item({ ingredients: ['Salmon', 'Lemon'] })],
    ['pescatarian', item({ labels: ['vegetarian'] })],
    ['paleo', item({ ingredients: ['Chicken', 'Olive Oil', 'Green Beans'] })],
  ])('%s fits %j', (diet_type, dish) => {
    expect(matchMenuItem(dish, { diet_type }).outcome).toBe('fits')
  })

  it.each([
    ['vegetarian', item(), "Can't tell if vegetarian"],
    ['vegetarian', item({ name: 'Garden Salad', allergens: ['milk'] }), "Can't tell if vegetarian"],
    ['vegan', item({ labels: ['vegetarian'] }), "Can't tell if vegan"],
    ['pescatarian', item({ name: 'Soup of the Day' }), "Can't tell if pescatarian"],
    ['paleo', item({ labels: ['vegan'] }), "Can't tell if paleo"],
  ])('%s is unknown for %j', (diet_type, dish, reason) => {
    expect(matchMenuItem(dish, { diet_type })).toEqual({
      outcome: 'unknown',
      warnings: [],
      unknown: [{ concern: 'diet', subject: diet_type, reason }],
    })
  })

  describe('the item’s name', () => {
    it('counts when there is no ingredient statement', () => {
      expect(reasons(item({ name: 'Chicken Caesar Wrap' }), { diet_type: 'vegetarian' })).toEqual(['Not vegetarian'])
    })

    it('gives way to the ingredient statement', () => {
      const dish = item({ name: 'Jackfruit "Carnitas" Tacos', ingredients: ['Young Jackfruit', 'Corn Tortillas'] })
      expect(matchMenuItem(dish, { diet_type: 'vegan' }).outcome).toBe('fits')
    })

    it('is not read for animal products when the item is labelled vegan or vegetarian', () => {
      expect(
        matchMenuItem(item({ name: 'Vegan Mac and Cheese', labels: ['vegan'] }), { diet_type: 'vegan' }).outcome,
      ).toBe('fits')
      expect(
        matchMenuItem(item({ name: 'Carnitas Bowl', labels: ['vegetarian'] }), { diet_type: 'vegetarian' }).outcome,
      ).toBe('fits')
    })

    it.each(['Roasted Cauliflower Steak', 'Portobello Mushroom Burger', 'Veggie Sausage', 'Black Bean Chorizo'])(
      'does not read "%s" as meat',
      (name) => {
        expect(reasons(item({ name }), { diet_type: 'vegetarian' })).toEqual([])
      },
    )

    it('always counts for the nine allergens', () => {
      const dish = item({ name: 'Peanut Butter Cookie', allergens: ['wheat'], ingredients: ['Flour', 'Sugar'] })
      expect(reasons(dish, { allergens: ['peanuts'] })).toEqual(['Contains peanuts'])
    })
  })

  it.each(['regular', 'standard', 'keto', 'ketogenic', 'low-carb', 'mediterranean'])(
    '%s has no rule for a single dish',
    (diet_type) => {
      expect(
        matchMenuItem(item({ name: 'Pork Belly Bao', ingredients: ['Pork', 'Wheat Bun'] }), { diet_type }),
      ).toEqual({
        outcome: 'fits',
        warnings: [],
        unknown: [],
      })
    },
  )
})

describe('cultural preferences', () => {
  it.each([
    ['halal', item({ labels: ['contains: pork'] }), ['Not halal (contains pork)']],
    ['halal', item({ ingredients: ['Pasta', 'Pancetta'] }), ['Not halal (contains pork)']],
    ['halal', item({ ingredients: ['Beef', 'Red Wine'] }), ['Not halal (contains alcohol)']],
    [
      'halal',
      item({ ingredients: ['Ham', 'Beer Batter'] }),
      ['Not halal (contains pork)', 'Not halal (contains alcohol)'],
    ],
    // A vendor's "Halal" label does not hide pork the item is marked with.
    ['halal', item({ labels: ['vegetarian', 'Halal', 'contains: pork'] }), ['Not halal (contains pork)']],
    ['kosher', item({ allergens: ['shellfish'] }), ['Not kosher (contains shellfish)']],
    ['kosher', item({ ingredients: ['Clams', 'Linguine'] }), ['Not kosher (contains shellfish)']],
    ['kosher', item({ name: 'BLT', ingredients: ['Bacon', 'Lettuce'] }), ['Not kosher (contains pork)']],
    ['kosher', item({ name: 'Chicken Alfredo', ingredients: ['Chicken', 'Cream'] }), ['Not kosher (meat with dairy)']],
    ['kosher', item({ name: 'Cheeseburger', allergens: ['milk'] }), ['Not kosher (meat with dairy)']],
    ['hindu', item({ ingredients: ['Ground Beef', 'Taco Shell'] }), ['Contains beef']],
    ['hindu', item({ name: 'Veal Parmesan' }), ['Contains beef']],
    ['hindu', item({ labels: ['contains: beef'] }), ['Contains beef']],
    ['buddhist', item({ ingredients: ['Chicken', 'Rice'] }), ['Not vegetarian']],
    ['buddhist', item({ allergens: ['fish'] }), ['Not vegetarian']],
  ])('%s: %j → %j', (cultural_preference, dish, expected) => {
    expect(reasons(dish, { cultural_preference })).toEqual(expected)
  })

  it.each([
    ['halal', item({ name: 'Chicken Shawarma', labels: ['Halal'] })],
    ['halal', item({ ingredients: ['Chickpeas', 'Red Wine Vinegar'] })],
    ['halal', item({ labels: ['vegan'] })],
    ['halal', item({ name: 'Lamb Kofta', labels: ['Halal Certified'] })],
    ['kosher', item({ name: 'Brisket', labels: ['Kosher'] })],
    ['kosher', item({ ingredients: ['Salmon', 'Cream Cheese', 'Bagel'] })],
    ['kosher', item({ ingredients: ['Oyster Mushrooms', 'Rice'] })],
    ['hindu', item({ ingredients: ['Chicken', 'Yogurt', 'Spices'] })],
    ['hindu', item({ ingredients: ['Pork Sausage', 'Peppers'] })],
    ['hindu', item({ labels: ['vegetarian'] })],
    ['buddhist', item({ ingredients: ['Tofu', 'Broccoli'] })],
  ])('%s fits %j', (cultural_preference, dish) => {
    expect(matchMenuItem(dish, { cultural_preference }).outcome).toBe('fits')
  })

  it.each([
    ['halal', item({ ingredients: ['Chicken', 'Rice'] }), "Can't tell if the meat is halal"],
    ['halal', item({ name: 'Daily Soup' }), "Can't tell if halal"],
    ['halal', item({ name: 'Lamb Kofta', labels: ['Not Halal'] }), "Can't tell if the meat is halal"],
    ['kosher', item({ ingredients: ['Beef', 'Onions'] }), "Can't tell if the meat is kosher"],
    ['kosher', item(), "Can't tell if kosher"],
    ['hindu', item({ ingredients: ['Sausage', 'Peppers'] }), "Can't tell if it contains beef"],
    ['hindu', item({ name: 'Chicken Teriyaki' }), "Can't tell if it contains beef"],
    ['buddhist', item({ name: 'Chef’s Special' }), "Can't tell if vegetarian"],
  ])('%s is unknown for %j', (cultural_preference, dish, reason) => {
    expect(matchMenuItem(dish, { cultural_preference })).toEqual({
      outcome: 'unknown',
      warnings: [],
      unknown: [{ concern: 'culture', subject: cultural_preference, reason }],
    })
  })
})

describe('the API’s shapes', () => {
  it('reads a food item as GET /foods sends it and a profile as GET /api/profile does', () => {
    const food: FoodItem = {
      id: 'item-1',
      name: 'Pad Thai',
      portion_size: '1 serving',
      labels: ['protein'],
      allergens: ['peanuts', 'eggs'],
      may_contain: ['sesame'],
      ingredients: ['Rice Noodles', 'Peanuts', 'Eggs'],
      trackable: true,
      station: 'Wok',
      station_id: 'wok',
      dining_hall: 'North',
      meal_name: 'Lunch',
      date: '2026-11-24',
      nutrients: {},
    }
    const profile = { ...blankProfile('Sam'), allergens: ['sesame'] }
    expect(reasons(food, profile)).toEqual(['May contain sesame'])
    expect(fitsProfile(food, blankProfile('Sam'))).toBe(true)
  })
})

describe('a whole profile', () => {
  const profile: MenuMatchProfile = {
    allergens: ['peanuts', 'dairy'],
    food_sensitivities: ['gluten'],
    diet_type: 'vegetarian',
    cultural_preference: 'buddhist',
  }

  it('lists every reason once, in the order allergens, sensitivities, diet, preference', () => {
    const dish = item({
      name: 'Chicken Pad Thai',
      allergens: ['peanuts', 'wheat'],
      may_contain: ['milk'],
      ingredients: ['Rice Noodles', 'Chicken', 'Peanuts', 'Soy Sauce (Wheat)'],
    })
    expect(matchMenuItem(dish, profile)).toEqual({
      outcome: 'warning',
      warnings: [
        { concern: 'allergen', subject: 'peanuts', level: 'contains', reason: 'Contains peanuts' },
        { concern: 'allergen', subject: 'milk', level: 'may_contain', reason: 'May contain milk' },
        { concern: 'sensitivity', subject: 'gluten', level: 'contains', reason: 'Contains gluten' },
        { concern: 'diet', subject: 'vegetarian', level: 'breaks', reason: 'Not vegetarian' },
      ],
      unknown: [],
    })
  })

  it('asks once when the data cannot tell', () => {
    expect(matchMenuItem(item({ name: 'Chef’s Special' }), profile)).toEqual({
      outcome: 'unknown',
      warnings: [],
      unknown: [
        { concern: 'allergen', subject: 'allergens', reason: 'No allergen information' },
        { concern: 'sensitivity', subject: 'gluten', reason: "Can't tell if it contains gluten" },
        { concern: 'diet', subject: 'vegetarian', reason: "Can't tell if vegetarian" },
      ],
    })
  })

  it.each([
    [item({ name: 'Vegetable Stir Fry', allergens: ['soybeans'], ingredients: ['Broccoli', 'Tofu', 'Rice'] }), true],
    [
      item({ name: 'Vegetable Stir Fry', allergens: ['soybeans'], may_contain: ['peanuts'], ingredients: ['Tofu'] }),
      false,
    ],
    [item({ name: 'Vegetable Stir Fry', ingredients: ['Broccoli', 'Tofu', 'Rice'] }), false],
    [item({ name: 'Grilled Chicken', allergens: ['soybeans'], ingredients: ['Chicken'] }), false],
    [item({ name: 'Fruit Cup', labels: ['vegan', 'Gluten Free'], allergens: ['sesame'] }), true],
  ])('the "Fits my profile" filter keeps %j: %s', (dish, fits) => {
    expect(fitsProfile(dish, profile)).toBe(fits)
  })
})
