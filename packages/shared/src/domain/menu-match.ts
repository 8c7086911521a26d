import { ALLERGEN_ALIASES, ALLERGENS, type Allergen } from '../constants/enums'

/**
 * How a menu item meets a user's allergens, sensitivities, diet type and cultural preference
 * (docs/product.md#the-menu-knows-the-user; docs/decisions/025-menu-matching-rules.md). The item's
 * allergen markings, its "may contain" markings, its labels, its name and its ingredient statement
 * are the evidence; a clash found in any of them gives a warning with its reason, and when the data
 * cannot settle a question the item says so instead of passing as safe.
 */

/** The parts of a menu item (FoodItem) the rules read. */
export interface MenuMatchItem {
  name: string
  labels: readonly string[]
  allergens: readonly string[]
  may_contain: readonly string[]
  ingredients: readonly string[]
}

/** The profile fields the rules read (docs/product.md#profile names); canonical values, though aliases are understood. */
export interface MenuMatchProfile {
  allergens?: readonly string[] | null
  food_sensitivities?: readonly string[] | null
  diet_type?: string | null
  cultural_preference?: string | null
}

export type MenuConcern = 'allergen' | 'sensitivity' | 'diet' | 'culture'

export interface MenuWarning {
  concern: MenuConcern
  /** What the warning is about: an allergen id, a sensitivity, a diet type or a cultural preference. */
  subject: string
  /** `contains` and `may_contain` for allergens and sensitivities; `breaks` for a diet or a preference. */
  level: 'contains' | 'may_contain' | 'breaks'
  /** For a person: "Contains peanuts", "May contain peanuts", "Not vegetarian". */
  reason: string
}

export interface MenuUnknown {
  concern: MenuConcern
  subject: string
  /** For a person: "No allergen information", "Can't tell if vegetarian". */
  reason: string
}

export interface MenuMatch {
  /** `warning` when anything clashes, else `unknown` when something cannot be told, else `fits`. */
  outcome: 'fits' | 'warning' | 'unknown'
  warnings: MenuWarning[]
  unknown: MenuUnknown[]
}

// ---------------------------------------------------------------------------------------------
// Words

/** A group of ingredient words. `except` phrases are removed first; `plant` words are skipped after "vegan", "plant-based", …. */
interface WordGroup {
  words: readonly string[]
  except?: readonly string[]
  plant?: boolean
}

const MILK: WordGroup = {
  words: [
    'milk',
    'butter',
    'buttermilk',
    'buttercream',
    'cheese',
    'cream',
    'yogurt',
    'yoghurt',
    'whey',
    'casein',
    'caseinate',
    'ghee',
    'lactose',
    'custard',
    'mozzarella',
    'parmesan',
    'cheddar',
    'ricotta',
    'feta',
    'provolone',
    'gouda',
    'brie',
    'paneer',
    'queso',
    'gelato',
    'half and half',
    'alfredo',
  ],
  except: [
    'cream of tartar',
    'cocoa butter',
    'peanut butter',
    'almond butter',
    'cashew butter',
    'nut butter',
    'seed butter',
    'sunflower butter',
    'apple butter',
    'shea butter',
    'coconut milk',
    'coconut cream',
    'almond milk',
    'soy milk',
    'soymilk',
    'oat milk',
    'rice milk',
    'cashew milk',
  ],
  plant: true,
}
const EGGS: WordGroup = { words: ['egg', 'eggs', 'albumen', 'albumin', 'mayonnaise', 'mayo', 'meringue'], plant: true }
const FISH: WordGroup = {
  words: [
    'fish',
    'salmon',
    'tuna',
    'cod',
    'tilapia',
    'pollock',
    'halibut',
    'anchovy',
    'anchovies',
    'sardine',
    'trout',
    'catfish',
    'swordfish',
    'haddock',
    'snapper',
    'mahi mahi',
    'bass',
    'mackerel',
    'worcestershire',
  ],
  plant: true,
}
const SHELLFISH: WordGroup = {
  words: ['shellfish', 'shrimp', 'prawn', 'crab', 'lobster', 'crawfish', 'crayfish', 'langostino'],
  plant: true,
}
const MOLLUSCS: WordGroup = {
  words: ['clam', 'mussel', 'oyster', 'scallop', 'squid', 'calamari', 'octopus'],
  except: ['oyster mushroom', 'oyster mushrooms'],
  plant: true,
}
const TREE_NUTS: WordGroup = {
  words: [
    'tree nut',
    'almond',
    'walnut',
    'cashew',
    'pecan',
    'pistachio',
    'hazelnut',
    'macadamia',
    'brazil nut',
    'pine nut',
    'praline',
    'marzipan',
  ],
}
const PEANUTS: WordGroup = { words: ['peanut', 'groundnut'] }
const WHEAT: WordGroup = {
  words: [
    'wheat',
    'semolina',
    'durum',
    'farina',
    'spelt',
    'bulgur',
    'couscous',
    'seitan',
    'panko',
    'enriched flour',
    'bleached flour',
    'unbleached flour',
    'all purpose flour',
    'bread flour',
    'pastry flour',
    'cake flour',
  ],
}
const SOY: WordGroup = { words: ['soy', 'soya', 'soybean', 'tofu', 'edamame', 'miso', 'tempeh'] }
const SESAME: WordGroup = { words: ['sesame', 'tahini'] }

const ALLERGEN_WORDS: Readonly<Record<Allergen, WordGroup>> = {
  milk: MILK,
  eggs: EGGS,
  fish: FISH,
  shellfish: SHELLFISH,
  tree_nuts: TREE_NUTS,
  peanuts: PEANUTS,
  wheat: WHEAT,
  soybeans: SOY,
  sesame: SESAME,
}

/** How a reason names each allergen: "Contains tree nuts". */
const ALLERGEN_WORDING: Readonly<Record<Allergen, string>> = {
  milk: 'milk',
  eggs: 'eggs',
  fish: 'fish',
  shellfish: 'shellfish',
  tree_nuts: 'tree nuts',
  peanuts: 'peanuts',
  wheat: 'wheat',
  soybeans: 'soy',
  sesame: 'sesame',
}

const GLUTEN_GRAINS: WordGroup = { words: ['gluten', 'barley', 'rye', 'malt', 'triticale', "brewer's yeast", 'beer'] }
const PORK: WordGroup = {
  words: [
    'pork',
    'ham',
    'bacon',
    'prosciutto',
    'pancetta',
    'chorizo',
    'lard',
    'carnitas',
    'guanciale',
    'mortadella',
    'spam',
  ],
  plant: true,
}
const BEEF: WordGroup = {
  words: [
    'beef',
    'veal',
    'steak',
    'brisket',
    'pastrami',
    'hamburger',
    'barbacoa',
    'oxtail',
    'sirloin',
    'ribeye',
    'tallow',
  ],
  except: ['hamburger bun', 'hamburger buns'],
  plant: true,
}
const OTHER_MEAT: WordGroup = {
  words: ['chicken', 'turkey', 'duck', 'goose', 'poultry', 'quail', 'lamb', 'mutton', 'venison', 'bison', 'rabbit'],
  except: ['duck sauce'],
  plant: true,
}
/** Meat whose animal the word does not say. */
const UNNAMED_MEAT: WordGroup = {
  words: [
    'meat',
    'meatball',
    'meatloaf',
    'sausage',
    'hot dog',
    'frankfurter',
    'pepperoni',
    'salami',
    'bologna',
    'jerky',
    'gelatin',
    'gelatine',
    'cheeseburger',
    'gyro',
  ],
  except: ['hot dog bun', 'hot dog buns'],
  plant: true,
}
const ALCOHOL: WordGroup = {
  words: [
    'alcohol',
    'wine',
    'beer',
    'rum',
    'bourbon',
    'brandy',
    'whiskey',
    'whisky',
    'vodka',
    'sake',
    'mirin',
    'liqueur',
    'sherry',
    'tequila',
    'stout',
  ],
  except: ['sugar alcohol', 'sugar alcohols', 'wine vinegar', 'ginger beer', 'root beer'],
}
const OTHER_ANIMAL_PRODUCTS: WordGroup = { words: ['honey', 'carmine', 'royal jelly'], plant: true }
const PALEO_BREAKERS: WordGroup = {
  words: [
    ...WHEAT.words,
    ...GLUTEN_GRAINS.words,
    ...PEANUTS.words,
    ...SOY.words,
    'rice',
    'oat',
    'oatmeal',
    'corn',
    'cornmeal',
    'quinoa',
    'bread',
    'pasta',
    'noodle',
    'tortilla',
    'cracker',
    'bean',
    'lentil',
    'chickpea',
    'hummus',
    'sugar',
    'corn syrup',
    'cheese',
    'milk',
    'cream',
    'yogurt',
  ],
  except: ['green bean', 'green beans', 'coffee bean', 'vanilla bean', 'coconut milk', 'almond milk', 'coconut cream'],
}

const MSG: WordGroup = { words: ['msg', 'monosodium glutamate'] }
const SULFITES: WordGroup = {
  words: ['sulfite', 'sulphite', 'bisulfite', 'metabisulfite', 'sulfur dioxide', 'sulphur dioxide', 'wine'],
}
const FODMAPS: WordGroup = {
  words: [
    'garlic',
    'onion',
    'shallot',
    'leek',
    'honey',
    'agave',
    'apple',
    'pear',
    'mango',
    'watermelon',
    'bean',
    'lentil',
    'chickpea',
    'hummus',
    'cauliflower',
    'mushroom',
    'inulin',
    'high fructose corn syrup',
    'sorbitol',
    'mannitol',
    'xylitol',
    ...WHEAT.words,
    'rye',
    'barley',
    'milk',
    'cream',
    'yogurt',
  ],
  except: ['green bean', 'green beans', 'coffee bean', 'vanilla bean'],
}
const HISTAMINE: WordGroup = {
  words: [
    'parmesan',
    'cheddar',
    'blue cheese',
    'aged cheese',
    'salami',
    'pepperoni',
    'bacon',
    'ham',
    'sausage',
    'sauerkraut',
    'kimchi',
    'soy sauce',
    'miso',
    'vinegar',
    'wine',
    'beer',
    'tuna',
    'mackerel',
    'sardine',
    'anchovy',
    'anchovies',
    'spinach',
    'tomato',
    'eggplant',
    'avocado',
    'kombucha',
    'yogurt',
  ],
}

// ---------------------------------------------------------------------------------------------
// Matching text

const NEGATION = String.raw`(?<!\b(?:no|without|non|free of)[\s-]+)`
const PLANT_BASED = String.raw`(?<!\b(?:vegan|vegetarian|plant[\s-]*based|meatless|veggie|garden|faux|mock|impossible|beyond|dairy[\s-]*free|non[\s-]*dairy|egg[\s-]*free|soy|tofu|tempeh|seitan|jackfruit|cauliflower|mushroom|portobello|bean|lentil|chickpea)[\s-]+)`
const NOT_FREE = String.raw`(?![\s-]*free\b)`

function escapePhrase(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`[\s-]+`)
}

const patterns = new WeakMap<WordGroup, { pattern: RegExp; except: RegExp | undefined }>()

function compiled(group: WordGroup): { pattern: RegExp; except: RegExp | undefined } {
  const known = patterns.get(group)
  if (known) return known
  const words = [...group.words].sort((a, b) => b.length - a.length).map(escapePhrase)
  const plant = group.plant ? PLANT_BASED : ''
  const pattern = new RegExp(String.raw`${NEGATION}${plant}\b(?:${words.join('|')})(?:e?s)?\b${NOT_FREE}`, 'i')
  const except = group.except?.length
    ? new RegExp(String.raw`\b(?:${group.except.map(escapePhrase).join('|')})\b`, 'gi')
    : undefined
  const entry = { pattern, except }
  patterns.set(group, entry)
  return entry
}

function mentions(text: string, group: WordGroup): boolean {
  const { pattern, except } = compiled(group)
  const cleaned = except ? text.replace(except, ' ') : text
  return pattern.test(cleaned.replace(/[’‘`]/g, "'"))
}

/** An ingredient part that starts a cross-contact statement ("May contain …", "Made in a facility that …"). */
const CROSS_CONTACT =
  /\bmay (?:also )?contain\b|\btraces? of\b|\bcross[\s-]*contact\b|\bshared (?:equipment|fryer|facility|kitchen)\b|\b(?:made|produced|processed|manufactured|prepared|packed|packaged) (?:in|on) (?:a |the )?(?:shared )?(?:facility|equipment|kitchen|plant|line)\b/i

interface Evidence {
  /** Texts that say what the item contains: its ingredients and its `contains: x` labels. */
  contains: string[]
  name: string
  /** Texts that say what it may contain: the cross-contact statement and its `may contain: x` labels. */
  mayContain: string[]
  allergens: ReadonlySet<string>
  mayContainAllergens: ReadonlySet<string>
  /** Whether a label says `wanted` ("Halal Certified" says `halal`; "Gluten-Free" says `gluten free`). */
  labels: { has: (wanted: string) => boolean }
  hasIngredients: boolean
  hasAllergenMarkings: boolean
}

function evidenceOf(item: MenuMatchItem): Evidence {
  const contains: string[] = []
  const mayContain: string[] = []
  let inCrossContact = false
  for (const part of item.ingredients) {
    // A statement split on its commas ("May contain peanuts, tree nuts") goes on to the end.
    if (CROSS_CONTACT.test(part)) inCrossContact = true
    ;(inCrossContact ? mayContain : contains).push(part)
  }
  const hasIngredients = contains.length > 0
  const labels: string[] = []
  let hasMarkingLabels = false
  for (const raw of item.labels) {
    const label = labelKey(raw)
    const marking = /^(contains|may contain): (.+)$/.exec(label)
    if (marking?.[2]) {
      hasMarkingLabels = true
      ;(marking[1] === 'contains' ? contains : mayContain).push(marking[2])
    } else labels.push(label)
  }
  return {
    contains,
    name: item.name,
    mayContain,
    allergens: new Set(item.allergens),
    mayContainAllergens: new Set(item.may_contain),
    labels: { has: (wanted) => labels.some((label) => labelSays(label, wanted)) },
    hasIngredients,
    hasAllergenMarkings: item.allergens.length > 0 || item.may_contain.length > 0 || hasMarkingLabels,
  }
}

/** Whether the item's name is read: always for the nine allergens, else only without an ingredient statement. */
type NameUse = 'always' | 'without-ingredients'

/**
 * The texts that show what the item contains for `group`. The ingredient statement is the better list,
 * so the name counts for allergens (erring on the safe side) or when there is no statement; and a name
 * such as "Vegan Mac and Cheese" is not read for animal products when the item is labelled vegan or vegetarian.
 */
function containsTexts(evidence: Evidence, group: WordGroup, nameUse: NameUse): string[] {
  if (nameUse === 'without-ingredients' && evidence.hasIngredients) return evidence.contains
  const isPlantLabelled = evidence.labels.has('vegan') || evidence.labels.has('vegetarian')
  return group.plant && isPlantLabelled ? evidence.contains : [...evidence.contains, evidence.name]
}

function labelSays(label: string, wanted: string): boolean {
  return new RegExp(String.raw`${NEGATION}(?<!\bnot[\s-]+)\b${escapePhrase(wanted)}\b`).test(label)
}

function labelKey(raw: string): string {
  return raw.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim()
}

type Presence = 'contains' | 'may_contain' | undefined

/** Whether the evidence shows any of the groups (or allergen markings): contained, maybe, or not shown. */
function presence(
  evidence: Evidence,
  groups: readonly WordGroup[],
  allergens: readonly Allergen[] = [],
  nameUse: NameUse = 'without-ingredients',
): Presence {
  if (allergens.some((id) => evidence.allergens.has(id))) return 'contains'
  if (groups.some((group) => containsTexts(evidence, group, nameUse).some((text) => mentions(text, group)))) {
    return 'contains'
  }
  if (allergens.some((id) => evidence.mayContainAllergens.has(id))) return 'may_contain'
  if (evidence.mayContain.some((text) => groups.some((group) => mentions(text, group)))) return 'may_contain'
  return undefined
}

function containsAny(evidence: Evidence, groups: readonly WordGroup[], allergens: readonly Allergen[] = []): boolean {
  return presence(evidence, groups, allergens) === 'contains'
}

// ---------------------------------------------------------------------------------------------
// Rules

interface SensitivityRule {
  groups: readonly WordGroup[]
  allergens: readonly Allergen[]
  /** Labels that settle the question when there is no ingredient statement. */
  freeLabels: readonly string[]
  wording: string
}

const SENSITIVITY_RULES: Readonly<Record<string, SensitivityRule>> = {
  gluten: { groups: [WHEAT, GLUTEN_GRAINS], allergens: ['wheat'], freeLabels: ['gluten free'], wording: 'gluten' },
  lactose: {
    groups: [MILK],
    allergens: ['milk'],
    freeLabels: ['lactose free', 'dairy free', 'non dairy'],
    wording: 'lactose',
  },
  msg: { groups: [MSG], allergens: [], freeLabels: ['msg free', 'no msg'], wording: 'MSG' },
  sulfites: { groups: [SULFITES], allergens: [], freeLabels: ['sulfite free'], wording: 'sulfites' },
  fodmap: { groups: [FODMAPS], allergens: [], freeLabels: ['low fodmap'], wording: 'high-FODMAP ingredients' },
  histamine: {
    groups: [HISTAMINE],
    allergens: [],
    freeLabels: ['low histamine'],
    wording: 'high-histamine ingredients',
  },
}

const MEAT = [PORK, BEEF, OTHER_MEAT, UNNAMED_MEAT]
const SEAFOOD = [FISH, SHELLFISH, MOLLUSCS]
const SEAFOOD_ALLERGENS: readonly Allergen[] = ['fish', 'shellfish']

interface DietRule {
  breaks: (evidence: Evidence) => boolean
  /** Labels that settle the question when there is no ingredient statement. */
  labels: readonly string[]
}

const isVegetarianBreach = (e: Evidence) => containsAny(e, [...MEAT, ...SEAFOOD], SEAFOOD_ALLERGENS)

/** Diet types with a rule for a single dish; regular, mediterranean, keto and low-carb are about a whole day. */
const DIET_RULES: Readonly<Record<string, DietRule>> = {
  vegetarian: { breaks: isVegetarianBreach, labels: ['vegetarian', 'vegan'] },
  vegan: {
    breaks: (e) =>
      containsAny(e, [...MEAT, ...SEAFOOD, MILK, EGGS, OTHER_ANIMAL_PRODUCTS], [...SEAFOOD_ALLERGENS, 'milk', 'eggs']),
    labels: ['vegan'],
  },
  pescatarian: { breaks: (e) => containsAny(e, MEAT), labels: ['pescatarian', 'vegetarian', 'vegan'] },
  paleo: {
    breaks: (e) => containsAny(e, [PALEO_BREAKERS], ['milk', 'wheat', 'peanuts', 'soybeans']),
    labels: ['paleo'],
  },
}

const DIET_ALIASES: Readonly<Record<string, string>> = { standard: 'regular', ketogenic: 'keto' }

const ALLERGEN_NAMES: Readonly<Record<string, Allergen>> = {
  ...Object.fromEntries(ALLERGENS.map((id) => [id.replace('_', ' '), id])),
  ...ALLERGEN_ALIASES,
}

/** A profile allergen in canonical form: the id, or its alias (docs/product.md#enumerations) (dairy, soy, tree nuts), any case. */
function canonicalAllergen(raw: string): Allergen | undefined {
  const key = raw.toLowerCase().replace(/[_-]/g, ' ').replace(/\s+/g, ' ').trim()
  return Object.hasOwn(ALLERGEN_NAMES, key) ? ALLERGEN_NAMES[key] : undefined
}

function canonicalWord(raw: string | null | undefined): string {
  return (raw ?? '').toLowerCase().replace(/[_]/g, ' ').trim()
}

/** True when a vegetarian or vegan label or a meat-free ingredient statement shows there is no meat. */
function isMeatFree(evidence: Evidence): boolean {
  if (containsAny(evidence, MEAT)) return false
  return evidence.hasIngredients || evidence.labels.has('vegetarian') || evidence.labels.has('vegan')
}

/** Unnamed meat ("sausage") in a text that names no animal ("pork sausage" does). */
function hasUnnamedMeat(evidence: Evidence): boolean {
  return containsTexts(evidence, UNNAMED_MEAT, 'without-ingredients').some(
    (text) => mentions(text, UNNAMED_MEAT) && ![PORK, BEEF, OTHER_MEAT].some((group) => mentions(text, group)),
  )
}

/**
 * The warnings and open questions of `item` for the user's `profile`. Allergens: a marking or an
 * ingredient gives "Contains …", a "may contain" marking or statement "May contain …", and an item
 * without any allergen marking is unknown. Sensitivities, diets and cultural preferences: a clash in
 * the data gives a warning; otherwise an ingredient statement (or a label such as "vegan", "halal",
 * "gluten free") settles the question, and without either the item is unknown.
 */
export function matchMenuItem(item: MenuMatchItem, profile: MenuMatchProfile): MenuMatch {
  const evidence = evidenceOf(item)
  const warnings: MenuWarning[] = []
  const unknown: MenuUnknown[] = []
  const warn = (concern: MenuConcern, subject: string, level: MenuWarning['level'], reason: string) => {
    if (!warnings.some((w) => w.reason === reason)) warnings.push({ concern, subject, level, reason })
  }
  const cannotTell = (concern: MenuConcern, subject: string, reason: string) => {
    if (!unknown.some((u) => u.reason === reason)) unknown.push({ concern, subject, reason })
  }

  const allergens = new Set((profile.allergens ?? []).map(canonicalAllergen).filter((id) => id !== undefined))
  for (const allergen of allergens) {
    const found = presence(evidence, [ALLERGEN_WORDS[allergen]], [allergen], 'always')
    const wording = ALLERGEN_WORDING[allergen]
    if (found === 'contains') warn('allergen', allergen, 'contains', `Contains ${wording}`)
    else if (found === 'may_contain') warn('allergen', allergen, 'may_contain', `May contain ${wording}`)
    else if (!evidence.hasAllergenMarkings) cannotTell('allergen', 'allergens', 'No allergen information')
  }

  for (const sensitivity of new Set((profile.food_sensitivities ?? []).map(canonicalWord))) {
    const rule = SENSITIVITY_RULES[sensitivity]
    if (!rule) continue
    const found = presence(evidence, rule.groups, rule.allergens)
    if (found === 'contains') warn('sensitivity', sensitivity, 'contains', `Contains ${rule.wording}`)
    else if (found === 'may_contain') warn('sensitivity', sensitivity, 'may_contain', `May contain ${rule.wording}`)
    else if (!evidence.hasIngredients && !rule.freeLabels.some((label) => evidence.labels.has(label))) {
      cannotTell('sensitivity', sensitivity, `Can't tell if it contains ${rule.wording}`)
    }
  }

  const diet = canonicalWord(profile.diet_type)
  const dietRule = DIET_RULES[DIET_ALIASES[diet] ?? diet]
  if (dietRule) {
    if (dietRule.breaks(evidence)) warn('diet', diet, 'breaks', `Not ${diet}`)
    else if (!evidence.hasIngredients && !dietRule.labels.some((label) => evidence.labels.has(label))) {
      cannotTell('diet', diet, `Can't tell if ${diet}`)
    }
  }

  const culture = canonicalWord(profile.cultural_preference)
  if (culture === 'halal') {
    const pork = containsAny(evidence, [PORK])
    const alcohol = containsAny(evidence, [ALCOHOL])
    if (pork) warn('culture', culture, 'breaks', 'Not halal (contains pork)')
    if (alcohol) warn('culture', culture, 'breaks', 'Not halal (contains alcohol)')
    if (!pork && !alcohol && !evidence.labels.has('halal')) {
      if (containsAny(evidence, MEAT)) cannotTell('culture', culture, "Can't tell if the meat is halal")
      else if (!isMeatFree(evidence)) cannotTell('culture', culture, "Can't tell if halal")
    }
  } else if (culture === 'kosher') {
    const pork = containsAny(evidence, [PORK])
    const shellfish = containsAny(evidence, [SHELLFISH, MOLLUSCS], ['shellfish'])
    const meatWithDairy = containsAny(evidence, MEAT) && containsAny(evidence, [MILK], ['milk'])
    if (pork) warn('culture', culture, 'breaks', 'Not kosher (contains pork)')
    if (shellfish) warn('culture', culture, 'breaks', 'Not kosher (contains shellfish)')
    if (meatWithDairy) warn('culture', culture, 'breaks', 'Not kosher (meat with dairy)')
    if (!pork && !shellfish && !meatWithDairy && !evidence.labels.has('kosher')) {
      if (containsAny(evidence, MEAT)) cannotTell('culture', culture, "Can't tell if the meat is kosher")
      else if (!isMeatFree(evidence)) cannotTell('culture', culture, "Can't tell if kosher")
    }
  } else if (culture === 'hindu') {
    if (containsAny(evidence, [BEEF])) warn('culture', culture, 'breaks', 'Contains beef')
    else if (hasUnnamedMeat(evidence) || !(evidence.hasIngredients || isMeatFree(evidence))) {
      // "Sausage" may be beef; a dish with no ingredient statement may hide it unless labelled meat-free.
      cannotTell('culture', culture, "Can't tell if it contains beef")
    }
  } else if (culture === 'buddhist') {
    if (isVegetarianBreach(evidence)) warn('culture', culture, 'breaks', 'Not vegetarian')
    else if (!evidence.hasIngredients && !evidence.labels.has('vegetarian') && !evidence.labels.has('vegan')) {
      cannotTell('culture', culture, "Can't tell if vegetarian")
    }
  }

  const outcome = warnings.length > 0 ? 'warning' : unknown.length > 0 ? 'unknown' : 'fits'
  return { outcome, warnings, unknown }
}

/** The "Fits my profile" filter: only items with no warning and nothing left unknown. */
export function fitsProfile(item: MenuMatchItem, profile: MenuMatchProfile): boolean {
  return matchMenuItem(item, profile).outcome === 'fits'
}

const CHECKED_CULTURES: readonly string[] = ['halal', 'kosher', 'hindu', 'buddhist']

/**
 * Whether the profile asks anything of a single dish that these rules check: an allergen, a
 * sensitivity, a diet with a rule (not regular, mediterranean, keto or low-carb, which are about a
 * whole day) or a cultural preference other than none. Without one, every item fits.
 */
export function hasMenuChecks(profile: MenuMatchProfile | null | undefined): boolean {
  if (!profile) return false
  const diet = canonicalWord(profile.diet_type)
  return (
    (profile.allergens ?? []).some((raw) => canonicalAllergen(raw) !== undefined) ||
    (profile.food_sensitivities ?? []).some((raw) => Object.hasOwn(SENSITIVITY_RULES, canonicalWord(raw))) ||
    Object.hasOwn(DIET_RULES, DIET_ALIASES[diet] ?? diet) ||
    CHECKED_CULTURES.includes(canonicalWord(profile.cultural_preference))
  )
}
