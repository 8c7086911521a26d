import { describe, expect, it } from 'vitest'
import { canStandAlone, type DishKind, dishKind, isMain } from './dish-kind'

// Dishes of the demo menus the server imports, as they are named and placed there.
const DEMO_DISHES: [name: string, station: string, labels: string[], kind: DishKind][] = [
  ['Fat-Free Milk', 'Beverages', ['vegetarian'], 'drink'],
  ['2% Reduced-Fat Milk', 'Beverages', ['vegetarian'], 'drink'],
  ['Oat Milk', 'Beverages', ['vegan', 'vegetarian'], 'drink'],
  ['Orange Juice', 'Beverages', ['vegan', 'vegetarian'], 'drink'],
  ['Café Latte', 'Beverages', ['vegetarian'], 'drink'],
  ['Unsweetened Iced Tea', 'Beverages', ['vegan', 'vegetarian'], 'drink'],
  ['Strawberry Banana Smoothie', 'Beverages', ['vegetarian'], 'drink'],
  ['Ranch Dressing', 'Salad Bar', ['vegetarian'], 'condiment'],
  ['Balsamic Vinaigrette', 'Salad Bar', ['vegan', 'vegetarian'], 'condiment'],
  ['Turkey Gravy', 'Home Style', [], 'condiment'],
  ['Shredded Cheddar Cheese', 'Salad Bar', ['vegetarian'], 'condiment'],
  ['Roasted Sunflower Seeds', 'Salad Bar', ['vegan', 'vegetarian'], 'condiment'],
  ['Classic Cheeseburger', 'Grill', [], 'main'],
  ['Grilled Chicken Breast', 'Grill', ['protein'], 'main'],
  ['Herb Roasted Chicken', 'Home Style', ['protein'], 'main'],
  ['Chicken Pot Pie', 'Home Style', [], 'main'],
  ['Beef and Broccoli', 'Global Kitchen', ['protein'], 'main'],
  ['Thai Green Curry with Tofu', 'Global Kitchen', ['vegan', 'vegetarian'], 'main'],
  ['Chicken Salad Croissant', 'Deli', [], 'main'],
  ['Bacon, Egg and Cheese Biscuit', 'Breakfast Grill', [], 'main'],
  ['Scrambled Eggs', 'Breakfast Grill', ['vegetarian'], 'main'],
  ['Beef Chili', 'Soup', ['protein'], 'main'],
  ['Roasted Cauliflower Steak with Chimichurri', 'Vegan Table', ['vegan', 'vegetarian'], 'main'],
  ['Crispy Orange Tofu', 'Vegan Table', ['vegan', 'vegetarian'], 'main'],
  ['French Fries', 'Grill', ['vegan', 'vegetarian'], 'side'],
  ['Steamed Broccoli', 'Home Style', ['vegan', 'vegetarian'], 'side'],
  ['Green Beans Almondine', 'Home Style', ['vegetarian'], 'side'],
  ['Steamed Basmati Rice', 'Global Kitchen', ['vegan', 'vegetarian'], 'side'],
  ['Garlic Breadsticks', 'Pizza & Pasta', ['vegetarian'], 'side'],
  ['Applewood Smoked Bacon', 'Breakfast Grill', [], 'side'],
  ['Butter Croissant', 'Bakery', ['vegetarian'], 'side'],
  ['Garden Side Salad', 'Salad Bar', ['vegan', 'vegetarian'], 'side'],
  ['Diced Grilled Chicken', 'Salad Bar', ['protein'], 'side'],
  ['Chicken Noodle Soup', 'Soup', [], 'side'],
  ['Banana', 'Fruit & Yogurt', ['vegan', 'vegetarian'], 'side'],
  ['Pumpkin Pie', 'Desserts', ['vegetarian'], 'side'],
]

describe('dishKind: what part of a meal a dish is', () => {
  it.each(DEMO_DISHES)('%s (%s) is a %s', (name, station, labels, kind) => {
    expect(dishKind({ name, station, labels })).toBe(kind)
  })

  it.each<[string, string, string[], DishKind]>([
    ['Sparkling Water', 'Station 4', [], 'drink'],
    ['Chicken Wings', 'Condiments', [], 'condiment'],
    ['Mystery Special', 'Station 4', ['vegan'], 'unknown'],
    ['Mystery Special', 'Entrees', [], 'main'],
    ['Mystery Special', 'Sides', [], 'side'],
    ['House Blend', 'Coffee Bar', [], 'drink'],
  ])('other menus: %s at %s is a %s', (name, station, labels, kind) => {
    expect(dishKind({ name, station, labels })).toBe(kind)
  })

  it('treats an unknown dish as no main, and lets neither a drink nor a condiment stand alone', () => {
    expect(isMain('unknown')).toBe(false)
    expect(isMain('side')).toBe(false)
    expect(isMain('main')).toBe(true)
    expect(canStandAlone('drink')).toBe(false)
    expect(canStandAlone('condiment')).toBe(false)
    expect(canStandAlone('unknown')).toBe(true)
  })
})
