import {
  ALLERGEN_ALIASES,
  ALLERGENS,
  type Allergen,
  DEFAULT_PORTION_SIZE,
  DEFAULT_SERVING_WINDOWS,
  MENU_TAGS,
  type MenuTag,
  NUTRIENT_KEYS,
  NUTRIENT_UNITS,
  type NutrientKey,
  type Nutrients,
  type ServingWindow,
} from '@campusplate/shared'

/** Value rules every menu provider applies to vendor data (docs/menu-providers.md#value-rules). */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  eacute: 'é',
  egrave: 'è',
  ntilde: 'ñ',
  reg: '®',
  trade: '™',
  deg: '°',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}

/** Vendor text as people read it: tags dropped, entities decoded, spaces collapsed. */
export function cleanMenuText(raw: unknown): string {
  if (typeof raw === 'number' && Number.isFinite(raw)) return String(raw)
  if (typeof raw !== 'string') return ''
  const withoutTags = raw.replace(/<[^>]*>/g, ' ')
  return decodeEntities(decodeEntities(withoutTags)).replace(/\s+/g, ' ').trim()
}

export function optionalMenuText(raw: unknown): string | undefined {
  const text = cleanMenuText(raw)
  return text === '' ? undefined : text
}

/** "Not known" markers: they become missing values (docs/product.md#food-item). */
const MISSING_MARKERS = new Set(['', '-', '--', '–', '—', 'n/a', 'na', 'nd', 'null', 'none listed'])

export interface MenuQuantity {
  value: number
  unit: string | undefined
  /** `<` for "less than N" (stored as N / 2), `+` for "at least N" (stored as N). */
  qualifier: '<' | '+' | undefined
}

const QUANTITY =
  /^(?<less><|less than|under)?\s*(?<more>>|more than|over)?\s*(?<number>(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)\s*(?<plus>\+)?\s*(?<unit>[a-zµμ][a-zµμ. ]*?)?\s*(?<plus2>\+)?$/i

/** A vendor number (`12`, `'12 g'`, `'1,200'`, `'< 1'`, `'5+'`); `<N` counts as N / 2 and `N+` as N (docs/decisions/010). */
export function parseMenuQuantity(raw: unknown): MenuQuantity | undefined {
  if (typeof raw === 'number') {
    return Number.isFinite(raw) && raw >= 0 ? { value: raw, unit: undefined, qualifier: undefined } : undefined
  }
  if (typeof raw !== 'string') return undefined
  const text = raw.replace(/\s+/g, ' ').trim()
  if (MISSING_MARKERS.has(text.toLowerCase())) return undefined
  const match = QUANTITY.exec(text)
  const groups = match?.groups
  if (!groups?.number) return undefined
  const bound = Number(groups.number.replaceAll(',', ''))
  if (!Number.isFinite(bound)) return undefined
  const unit = groups.unit ? groups.unit.toLowerCase().replace(/\s+/g, '') : undefined
  if (groups.less) {
    if (groups.more || groups.plus || groups.plus2) return undefined
    return { value: bound / 2, unit, qualifier: '<' }
  }
  const atLeast = Boolean(groups.more || groups.plus || groups.plus2)
  return { value: bound, unit, qualifier: atLeast ? '+' : undefined }
}

export function parseMenuNumber(raw: unknown): number | undefined {
  return parseMenuQuantity(raw)?.value
}

type Unit = 'g' | 'mg' | 'mcg' | 'kcal' | 'kj' | 'iu' | 're' | 'rae'

const UNIT_ALIASES: Readonly<Record<string, Unit>> = {
  g: 'g',
  gm: 'g',
  gms: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  mg: 'mg',
  milligram: 'mg',
  milligrams: 'mg',
  mcg: 'mcg',
  µg: 'mcg',
  μg: 'mcg',
  ug: 'mcg',
  microgram: 'mcg',
  micrograms: 'mcg',
  kcal: 'kcal',
  kcals: 'kcal',
  cal: 'kcal',
  cals: 'kcal',
  calorie: 'kcal',
  calories: 'kcal',
  kilocalorie: 'kcal',
  kilocalories: 'kcal',
  kj: 'kj',
  kilojoule: 'kj',
  kilojoules: 'kj',
  iu: 'iu',
  'i.u': 'iu',
  re: 're',
  rae: 'rae',
  mcgrae: 'rae',
  mcgre: 're',
}

export function canonicalUnit(raw: string): Unit | undefined {
  const key = raw.toLowerCase().replace(/\s+/g, '').replace(/\.$/, '')
  return UNIT_ALIASES[key]
}

const MASS_IN_MCG: Readonly<Record<string, number>> = { g: 1_000_000, mg: 1_000, mcg: 1 }

/** Float noise from unit arithmetic (0.1 g → 100.00000000000001 mg) is rounded away. */
function tidy(value: number): number {
  return Math.round(value * 10_000) / 10_000
}

/** docs/menu-providers.md#value-rules; vitamin A in IU stays missing: its factor depends on the source. */
export function convertNutrient(key: NutrientKey, value: number, unit?: string): number | undefined {
  const target = NUTRIENT_UNITS[key]
  if (unit === undefined || unit.trim() === '') return value
  const from = canonicalUnit(unit)
  if (!from) return undefined
  if (target === 'kcal') {
    if (from === 'kcal') return value
    if (from === 'kj') return tidy(value / 4.184)
    return undefined
  }
  if (from === 'iu') return key === 'vitamin_d' ? tidy(value / 40) : undefined
  if (from === 're' || from === 'rae') return key === 'vitamin_a' ? value : undefined
  const fromMass = MASS_IN_MCG[from]
  const toMass = MASS_IN_MCG[target]
  if (fromMass === undefined || toMass === undefined) return undefined
  return fromMass === toMass ? value : tidy((value * fromMass) / toMass)
}

/** A nutrient in the key's unit; the unit written in the value wins over the vendor's unit field. */
export function nutrientValue(key: NutrientKey, raw: unknown, unit?: string): number | undefined {
  const quantity = parseMenuQuantity(raw)
  if (!quantity) return undefined
  return convertNutrient(key, quantity.value, quantity.unit ?? unit)
}

const NUTRIENT_NAME_ALIASES: Readonly<Record<string, NutrientKey>> = {
  calories: 'calories',
  calorie: 'calories',
  energy: 'calories',
  kcal: 'calories',
  protein: 'protein',
  'total protein': 'protein',
  'total carbohydrates': 'total_carbohydrates',
  'total carbohydrate': 'total_carbohydrates',
  carbohydrates: 'total_carbohydrates',
  carbohydrate: 'total_carbohydrates',
  'total carbs': 'total_carbohydrates',
  'total carb': 'total_carbohydrates',
  carbs: 'total_carbohydrates',
  carb: 'total_carbohydrates',
  sugar: 'sugars',
  sugars: 'sugars',
  'total sugar': 'sugars',
  'total sugars': 'sugars',
  'total fat': 'total_fat',
  fat: 'total_fat',
  'saturated fat': 'saturated_fat',
  'sat fat': 'saturated_fat',
  saturated: 'saturated_fat',
  'trans fat': 'trans_fat',
  trans: 'trans_fat',
  cholesterol: 'cholesterol',
  'dietary fiber': 'dietary_fiber',
  'dietary fibre': 'dietary_fiber',
  'total dietary fiber': 'dietary_fiber',
  fiber: 'dietary_fiber',
  fibre: 'dietary_fiber',
  sodium: 'sodium',
  potassium: 'potassium',
  calcium: 'calcium',
  iron: 'iron',
  'vitamin d': 'vitamin_d',
  'vit d': 'vitamin_d',
  'vitamin d3': 'vitamin_d',
  'vitamin a': 'vitamin_a',
  'vit a': 'vitamin_a',
  'vitamin c': 'vitamin_c',
  'vit c': 'vitamin_c',
  'saturated fat and trans fat': 'saturated_and_trans_fat',
  'saturated and trans fat': 'saturated_and_trans_fat',
  'sat fat and trans fat': 'saturated_and_trans_fat',
  'saturated and trans fats': 'saturated_and_trans_fat',
}

/** A vendor nutrient name as a key and unit (docs/menu-providers.md#dineoncampus-nutrients); undefined outside the product's list. */
export function nutrientKeyOf(name: string): { key: NutrientKey; unit: string | undefined } | undefined {
  let text = cleanMenuText(name).toLowerCase()
  let unit: string | undefined
  const parenthesised = /\(([^()]*)\)\s*$/.exec(text)
  if (parenthesised) {
    unit = parenthesised[1]?.trim() || undefined
    text = text.slice(0, parenthesised.index)
  }
  text = text
    .replace(/[_-]/g, ' ')
    .replace(/\s*[+&]\s*/g, ' and ')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
  const key = NUTRIENT_NAME_ALIASES[text]
  return key ? { key, unit } : undefined
}

/** saturated_and_trans_fat as the sum of its parts when the vendor gives both but not the sum (docs/decisions/010). */
export function completeNutrients(nutrients: Nutrients): Nutrients {
  const { saturated_fat: saturated, trans_fat: trans } = nutrients
  if (nutrients.saturated_and_trans_fat === undefined && saturated !== undefined && trans !== undefined) {
    return { ...nutrients, saturated_and_trans_fat: tidy(saturated + trans) }
  }
  return nutrients
}

export function orderNutrients(nutrients: Nutrients): Nutrients {
  const out: Nutrients = {}
  for (const key of NUTRIENT_KEYS) {
    const value = nutrients[key]
    if (value !== undefined) out[key] = value
  }
  return out
}

/** Splits on commas outside parentheses and brackets (docs/menu-providers.md#value-rules). */
export function splitIngredients(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(cleanIngredient).filter((part) => part !== '')
  const text = cleanMenuText(raw)
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (char === '(' || char === '[' || char === '{') depth++
    else if ((char === ')' || char === ']' || char === '}') && depth > 0) depth--
    else if (char === ',' && depth === 0) {
      parts.push(text.slice(start, i))
      start = i + 1
    }
  }
  parts.push(text.slice(start))
  return parts.map(cleanIngredient).filter((part) => part !== '')
}

function cleanIngredient(part: unknown): string {
  return cleanMenuText(part).replace(/\.+$/, '').trim()
}

const ALLERGEN_NAMES: Readonly<Record<string, Allergen>> = {
  ...Object.fromEntries(ALLERGENS.map((id) => [id.replace('_', ' '), id])),
  ...ALLERGEN_ALIASES,
  'milk products': 'milk',
  egg: 'eggs',
  'shell fish': 'shellfish',
  'crustacean shellfish': 'shellfish',
  crustacean: 'shellfish',
  crustaceans: 'shellfish',
  'tree nut': 'tree_nuts',
  treenut: 'tree_nuts',
  treenuts: 'tree_nuts',
  peanut: 'peanuts',
  soya: 'soybeans',
  soybean: 'soybeans',
  'soy bean': 'soybeans',
  'soy beans': 'soybeans',
  'sesame seed': 'sesame',
  'sesame seeds': 'sesame',
}

/** Allergen-type markings beyond the nine, kept as labels (docs/menu-providers.md#dineoncampus-labels-and-allergens). */
const OTHER_ALLERGEN_NAMES = new Set([
  'alcohol',
  'beef',
  'celery',
  'coconut',
  'corn',
  'garlic',
  'gluten',
  'lupin',
  'molluscs',
  'mollusks',
  'msg',
  'mustard',
  'onion',
  'pork',
  'poultry',
  'sulfites',
  'sulphites',
  'tomato',
])

export type AllergenMarking =
  | { kind: 'allergen'; allergen: Allergen; mayContain: boolean }
  | { kind: 'other'; name: string; mayContain: boolean }

function markingKey(text: string): string {
  return text.toLowerCase().replace(/[_-]/g, ' ').replace(/\s+/g, ' ').trim()
}

/** A trailing `*` or a leading "may contain" means cross-contact (docs/menu-providers.md#dineoncampus-labels-and-allergens). */
export function classifyAllergen(raw: string): AllergenMarking | undefined {
  let text = cleanMenuText(raw)
  let mayContain = false
  if (/\*+$/.test(text)) {
    mayContain = true
    text = text.replace(/\s*\*+$/, '')
  }
  const prefix = /^(may contain(?: traces of)?|contains?)\s*:?\s*/i.exec(text)
  if (prefix) {
    mayContain ||= prefix[1]?.toLowerCase().startsWith('may') ?? false
    text = text.slice(prefix[0].length)
  }
  const key = markingKey(text)
  if (key === '') return undefined
  const allergen = ALLERGEN_NAMES[key]
  return allergen ? { kind: 'allergen', allergen, mayContain } : { kind: 'other', name: key, mayContain }
}

export function isAllergenMarking(raw: string): boolean {
  const marking = classifyAllergen(raw)
  if (!marking) return false
  return marking.kind === 'allergen' || OTHER_ALLERGEN_NAMES.has(marking.name) || /\*$/.test(raw.trim())
}

export interface MappedAllergens {
  allergens: Allergen[]
  mayContain: Allergen[]
  labels: string[]
}

/** An allergen the item contains is not also "may contain"; the rest become labels (docs/decisions/011). */
export function mapAllergens(markings: Iterable<string>, mayContainMarkings: Iterable<string> = []): MappedAllergens {
  const contains = new Set<Allergen>()
  const mayContain = new Set<Allergen>()
  const labels: string[] = []
  const add = (raw: string, forcedMayContain: boolean) => {
    const marking = classifyAllergen(raw)
    if (!marking) return
    const isMay = forcedMayContain || marking.mayContain
    if (marking.kind === 'allergen') (isMay ? mayContain : contains).add(marking.allergen)
    else {
      const label = `${isMay ? 'may contain' : 'contains'}: ${marking.name}`
      if (!labels.includes(label)) labels.push(label)
    }
  }
  for (const raw of markings) add(raw, false)
  for (const raw of mayContainMarkings) add(raw, true)
  return {
    allergens: ALLERGENS.filter((id) => contains.has(id)),
    mayContain: ALLERGENS.filter((id) => mayContain.has(id) && !contains.has(id)),
    labels: labels.filter(
      (label) => !(label.startsWith('may contain: ') && labels.includes(`contains: ${label.slice(13)}`)),
    ),
  }
}

const TAG_NAMES: Readonly<Record<string, MenuTag>> = {
  vegetarian: 'vegetarian',
  'vegetarian item': 'vegetarian',
  'vegetarian option': 'vegetarian',
  vegan: 'vegan',
  'vegan item': 'vegan',
  'vegan option': 'vegan',
  protein: 'protein',
  'good source of protein': 'protein',
  'excellent source of protein': 'protein',
  'high protein': 'protein',
  'protein rich': 'protein',
  'climate friendly': 'climate friendly',
  'low carbon': 'climate friendly',
  'low carbon footprint': 'climate friendly',
  'cool food meal': 'climate friendly',
  'cool food': 'climate friendly',
}

export function menuTagOf(label: string): MenuTag | undefined {
  return TAG_NAMES[markingKey(cleanMenuText(label).replace(/\*+$/, ''))]
}

/** The product's tags first, in the product's order, then every other vendor label as written. */
export function mapLabels(vendorLabels: Iterable<string>): string[] {
  const tags = new Set<MenuTag>()
  const others: string[] = []
  const seen = new Set<string>()
  for (const raw of vendorLabels) {
    const label = cleanMenuText(raw)
    if (label === '') continue
    const tag = menuTagOf(label)
    if (tag) tags.add(tag)
    else if (!seen.has(label.toLowerCase())) {
      seen.add(label.toLowerCase())
      others.push(label)
    }
  }
  return [...MENU_TAGS.filter((tag) => tags.has(tag)), ...others]
}

/** Nutrislice's `z` is ounces (docs/menu-providers.md#nutrislice-portions). */
const PORTION_UNITS: Readonly<Record<string, string>> = { z: 'oz' }

/** `0.75` + `'cups'` → `'0.75 cups'`, else `'1 serving'` (docs/menu-providers.md#nutrislice-portions). */
export function portionSize(amount: unknown, unit?: unknown): string {
  const amountText =
    typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : cleanMenuText(amount)
  const unitText = cleanMenuText(unit)
  const text = [amountText, PORTION_UNITS[unitText.toLowerCase()] ?? unitText].filter((part) => part !== '').join(' ')
  return text === '' ? DEFAULT_PORTION_SIZE : text
}

/** `'7:30 PM'` → `'19:30'`; `'24:00'` is kept for a window that ends at midnight. */
export function parseClockTime(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined
  const match = /^(\d{1,2})(?::(\d{2}))?\s*([ap])?\.?\s*(m\.?)?$/i.exec(raw.trim())
  if (!match) return undefined
  let hours = Number(match[1])
  const minutes = Number(match[2] ?? '0')
  const meridiem = match[3]?.toLowerCase()
  if (!meridiem && match[2] === undefined) return undefined
  if (minutes > 59) return undefined
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0)
  }
  if (hours > 24 || (hours === 24 && minutes !== 0)) return undefined
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`
}

export const ALL_DAY_WINDOW: ServingWindow = { start: '00:00', end: '24:00' }

/** Meal names vendors use that docs/product.md does not time (docs/decisions/012). */
const EXTRA_SERVING_WINDOWS: Readonly<Record<string, ServingWindow>> = {
  brunch: { start: '10:00', end: '14:00' },
  'late night': { start: '21:00', end: '24:00' },
  daily: ALL_DAY_WINDOW,
  'all day': ALL_DAY_WINDOW,
}

/** Vendor times, else MENU_SERVING_WINDOWS, else docs/product.md#menu-selection, else a known extra name, else all day. */
export function resolveServingWindow(
  mealName: string,
  options: { vendor?: { start?: unknown; end?: unknown }; configured?: Readonly<Record<string, ServingWindow>> } = {},
): ServingWindow {
  const vendorStart = parseClockTime(options.vendor?.start)
  const vendorEnd = parseClockTime(options.vendor?.end)
  if (vendorStart && vendorEnd && vendorStart !== '24:00' && vendorStart < vendorEnd) {
    return { start: vendorStart, end: vendorEnd }
  }
  const name = markingKey(mealName)
  const configured = Object.entries(options.configured ?? {}).find(([key]) => markingKey(key) === name)?.[1]
  return configured ?? DEFAULT_SERVING_WINDOWS[name] ?? EXTRA_SERVING_WINDOWS[name] ?? ALL_DAY_WINDOW
}
