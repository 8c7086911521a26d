/** Read from station, labels and name (docs/decisions/055); unknown is never treated as a main. */
export type DishKind = 'main' | 'side' | 'drink' | 'condiment' | 'unknown'

export interface DishKindInput {
  name: string
  station: string
  labels?: readonly string[]
}

const DRINK_PLACES = /\b(beverages?|drinks?|coffee|juice bar|smoothies?|tea bar)\b/
const CONDIMENT_PLACES = /\b(condiments?|dressings?|sauces?|toppings?|spreads?|dips?)\b/
const SIDE_PLACES = /\b(desserts?|sweets?|bakery|pastr(y|ies)|fruits?|yogurt|sides?|soups?|salad bar)\b/
const MAIN_PLACES =
  /\b(grill|home ?style|entr[eé]es?|mains?|global|international|kitchen|pizza|pasta|deli|vegan|vegetarian|plant|breakfast|hot line|carvery|wok|stir[- ]fry|taqueria|mexican|asian|italian|comfort)\b/

/** The last word of a name naming a drink. */
const DRINK_WORDS = new Set([
  'milk',
  'juice',
  'coffee',
  'latte',
  'cappuccino',
  'espresso',
  'mocha',
  'tea',
  'cocoa',
  'smoothie',
  'lemonade',
  'soda',
  'water',
  'shake',
  'milkshake',
  'cider',
  'kombucha',
])
/** The last word of a name naming a condiment, a sauce or a topping. */
const CONDIMENT_WORDS = new Set([
  'dressing',
  'vinaigrette',
  'sauce',
  'gravy',
  'syrup',
  'ketchup',
  'mustard',
  'mayonnaise',
  'mayo',
  'salsa',
  'dip',
  'relish',
  'aioli',
  'jam',
  'jelly',
  'honey',
  'croutons',
  'seeds',
  'sprinkles',
  'creamer',
  'sriracha',
  'butter',
])
/** Words that make a dish a meal in itself, wherever they stand in its name. */
const MAIN_WORDS =
  /\b(burgers?|sandwich(es)?|sub|wraps?|panini|pizza|burritos?|bowl|tacos?|enchiladas?|lasagna|curry|masala|stir-fry|omelets?|omelettes?|pancakes|waffles?|french toast|chili|stew|gyro|pita|banh mi|pot pie|shepherd's pie|meatloaf|pot roast|steak|salmon|cod|tenders|hot dog|cheesesteak|pad thai|lo mein|bibimbap|pho|poke|bulgogi|adobo|shawarma|tagine|bolognese|alfredo|penne|spaghetti|ziti|parmesan|huevos rancheros|sloppy joe|arroz con pollo|breast|scramble|eggs)\b/
/** A filled biscuit, muffin, croissant or bagel is a sandwich; the bread alone is a side. */
const FILLED_BREAD = /\b(eggs?|ham|turkey|tuna|chicken|salad|sausage)\b.*\b(biscuit|muffin|croissant|bagel)\b/
/** A protein with a vegetable ("Beef and Broccoli") is a main, whatever its last word. */
const PROTEIN_WITH = /^(beef|chicken|pork|turkey|lamb|shrimp|fish|steak|tofu|tempeh|seitan) (and|with|&) /
/** Side dishes named anywhere in the name once no dish form made it a main ("Green Beans Almondine"). */
const SIDE_ANYWHERE = /\b(beans|potatoes|fries|rice|vegetables|broccoli|corn)\b/
/** A topping sprinkled on a salad or a dish, not eaten on its own. */
const TOPPING = /^(shredded|grated|crumbled|chopped) /
/** Words that make a dish a side, as the last word of its name. */
const SIDE_WORDS = new Set([
  'fries',
  'rings',
  'potatoes',
  'potato',
  'rice',
  'pilaf',
  'beans',
  'broccoli',
  'vegetables',
  'veggies',
  'carrots',
  'corn',
  'cornbread',
  'breadsticks',
  'bread',
  'toast',
  'bagel',
  'muffin',
  'croissant',
  'scone',
  'biscuit',
  'roll',
  'browns',
  'grits',
  'oatmeal',
  'oats',
  'salad',
  'slaw',
  'coleslaw',
  'soup',
  'bisque',
  'chowder',
  'minestrone',
  'fruit',
  'cup',
  'banana',
  'apple',
  'orange',
  'berries',
  'yogurt',
  'parfait',
  'cheese',
  'bacon',
  'sausage',
  'links',
  'patties',
  'patty',
  'chips',
  'pudding',
  'granola',
  'cookie',
  'brownie',
  'cake',
  'pie',
  'cubes',
  'greens',
  'spinach',
  'asparagus',
  'squash',
  'plantains',
  'tots',
])

/** The name before "with …" or "in …", lower-cased: "Green Curry with Tofu" is a curry. */
function headOf(name: string): string {
  return (name.toLowerCase().split(/\s+(?:with|in|on|and a)\s+/)[0] ?? '').trim()
}

function lastWordOf(text: string): string {
  const words = text.split(/[^a-z'-]+/).filter(Boolean)
  return words.at(-1) ?? ''
}

export function dishKind({ name, station, labels = [] }: DishKindInput): DishKind {
  const place = [station, ...labels].join(' | ').toLowerCase()
  const head = headOf(name)
  const last = lastWordOf(head)
  if (DRINK_PLACES.test(place) || DRINK_WORDS.has(last)) return 'drink'
  if (CONDIMENT_PLACES.test(place) || CONDIMENT_WORDS.has(last) || TOPPING.test(head)) return 'condiment'
  if (/\b(desserts?|sweets?)\b/.test(place)) return 'side'
  const isSidePlace = SIDE_PLACES.test(place)
  if (MAIN_WORDS.test(head) || FILLED_BREAD.test(head) || (PROTEIN_WITH.test(head) && !isSidePlace)) return 'main'
  if (SIDE_WORDS.has(last) || SIDE_ANYWHERE.test(head) || isSidePlace) return 'side'
  // Only the station says a dish is a main: a label such as "vegan" is no course.
  if (MAIN_PLACES.test(station.toLowerCase())) return 'main'
  return 'unknown'
}

export const isMain = (kind: DishKind): boolean => kind === 'main'

/** A dish that may be suggested on its own: a drink or a condiment never is. */
export const canStandAlone = (kind: DishKind): boolean => kind !== 'drink' && kind !== 'condiment'
