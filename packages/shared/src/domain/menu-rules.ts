import type { Allergen, CulturalPreference, DietType, Sensitivity } from '../constants/enums'
import {
  ALCOHOL,
  BEEF,
  EGGS,
  FISH,
  FODMAPS,
  GLUTEN_GRAINS,
  HISTAMINE,
  MILK,
  MOLLUSCS,
  MSG,
  OTHER_ANIMAL_PRODUCTS,
  OTHER_MEAT,
  PALEO_BREAKERS,
  PEANUTS,
  PORK,
  SESAME,
  SHELLFISH,
  SOY,
  SULFITES,
  TREE_NUTS,
  UNNAMED_MEAT,
  WHEAT,
  type WordGroup,
} from './menu-words'

/** Data only, read by menu-match.ts (docs/decisions/025-menu-matching-rules.md); one `DishRule` shape so one loop reads them. */

/** `wording` names it in a reason ("Contains tree nuts"). */
export const ALLERGEN_RULES: Readonly<Record<Allergen, { words: WordGroup; wording: string }>> = {
  milk: { words: MILK, wording: 'milk' },
  eggs: { words: EGGS, wording: 'eggs' },
  fish: { words: FISH, wording: 'fish' },
  shellfish: { words: SHELLFISH, wording: 'shellfish' },
  tree_nuts: { words: TREE_NUTS, wording: 'tree nuts' },
  peanuts: { words: PEANUTS, wording: 'peanuts' },
  wheat: { words: WHEAT, wording: 'wheat' },
  soybeans: { words: SOY, wording: 'soy' },
  sesame: { words: SESAME, wording: 'sesame' },
}

/** Any of the word groups or allergen markings, and, with `and`, that too. */
export interface ClashEvidence {
  groups: readonly WordGroup[]
  allergens?: readonly Allergen[]
  and?: ClashEvidence
}

export interface Clash extends ClashEvidence {
  reason: string
  /** Without one, "may contain" is no clash. */
  mayContainReason?: string
}

/** Asked when nothing clashes; menu-match.ts answers them. */
export type DoubtTest = 'no-ingredients' | 'has-meat' | 'not-meat-free' | 'may-hide-beef'

export interface Doubt {
  when: DoubtTest
  /** Labels that settle the question ("gluten free", "halal"). */
  unlessLabelled?: readonly string[]
  reason: string
}

/** Each clash warns; with none, the first doubt that holds makes the dish unknown. */
export interface DishRule {
  clashes: readonly Clash[]
  doubts: readonly Doubt[]
}

const MEAT = [PORK, BEEF, OTHER_MEAT, UNNAMED_MEAT]
const SEAFOOD = [FISH, SHELLFISH, MOLLUSCS]
const SEAFOOD_ALLERGENS: readonly Allergen[] = ['fish', 'shellfish']
const VEGETARIAN_BREACH: ClashEvidence = { groups: [...MEAT, ...SEAFOOD], allergens: SEAFOOD_ALLERGENS }

export const MEAT_GROUPS: readonly WordGroup[] = MEAT
/** So "pork sausage" is not unnamed meat. */
export const NAMED_MEAT_GROUPS: readonly WordGroup[] = [PORK, BEEF, OTHER_MEAT]
export const UNNAMED_MEAT_GROUP: WordGroup = UNNAMED_MEAT

function ingredientRule(evidence: ClashEvidence, wording: string, freeLabels: readonly string[]): DishRule {
  return {
    clashes: [{ ...evidence, reason: `Contains ${wording}`, mayContainReason: `May contain ${wording}` }],
    doubts: [{ when: 'no-ingredients', unlessLabelled: freeLabels, reason: `Can't tell if it contains ${wording}` }],
  }
}

export const SENSITIVITY_RULES: Readonly<Record<Sensitivity, DishRule>> = {
  gluten: ingredientRule({ groups: [WHEAT, GLUTEN_GRAINS], allergens: ['wheat'] }, 'gluten', ['gluten free']),
  lactose: ingredientRule({ groups: [MILK], allergens: ['milk'] }, 'lactose', [
    'lactose free',
    'dairy free',
    'non dairy',
  ]),
  msg: ingredientRule({ groups: [MSG] }, 'MSG', ['msg free', 'no msg']),
  sulfites: ingredientRule({ groups: [SULFITES] }, 'sulfites', ['sulfite free']),
  fodmap: ingredientRule({ groups: [FODMAPS] }, 'high-FODMAP ingredients', ['low fodmap']),
  histamine: ingredientRule({ groups: [HISTAMINE] }, 'high-histamine ingredients', ['low histamine']),
}

function dietRule(diet: string, evidence: ClashEvidence, labels: readonly string[]): DishRule {
  return {
    clashes: [{ ...evidence, reason: `Not ${diet}` }],
    doubts: [{ when: 'no-ingredients', unlessLabelled: labels, reason: `Can't tell if ${diet}` }],
  }
}

/** `null`: the diet is about a whole day, not a single dish. */
export const DIET_RULES: Readonly<Record<DietType, DishRule | null>> = {
  regular: null,
  vegetarian: dietRule('vegetarian', VEGETARIAN_BREACH, ['vegetarian', 'vegan']),
  vegan: dietRule(
    'vegan',
    {
      groups: [...MEAT, ...SEAFOOD, MILK, EGGS, OTHER_ANIMAL_PRODUCTS],
      allergens: [...SEAFOOD_ALLERGENS, 'milk', 'eggs'],
    },
    ['vegan'],
  ),
  pescatarian: dietRule('pescatarian', { groups: MEAT }, ['pescatarian', 'vegetarian', 'vegan']),
  keto: null,
  paleo: dietRule('paleo', { groups: [PALEO_BREAKERS], allergens: ['milk', 'wheat', 'peanuts', 'soybeans'] }, [
    'paleo',
  ]),
  mediterranean: null,
  'low-carb': null,
}

export const CULTURE_RULES: Readonly<Record<CulturalPreference, DishRule | null>> = {
  none: null,
  halal: {
    clashes: [
      { groups: [PORK], reason: 'Not halal (contains pork)' },
      { groups: [ALCOHOL], reason: 'Not halal (contains alcohol)' },
    ],
    doubts: [
      { when: 'has-meat', unlessLabelled: ['halal'], reason: "Can't tell if the meat is halal" },
      { when: 'not-meat-free', unlessLabelled: ['halal'], reason: "Can't tell if halal" },
    ],
  },
  kosher: {
    clashes: [
      { groups: [PORK], reason: 'Not kosher (contains pork)' },
      { groups: [SHELLFISH, MOLLUSCS], allergens: ['shellfish'], reason: 'Not kosher (contains shellfish)' },
      { groups: MEAT, and: { groups: [MILK], allergens: ['milk'] }, reason: 'Not kosher (meat with dairy)' },
    ],
    doubts: [
      { when: 'has-meat', unlessLabelled: ['kosher'], reason: "Can't tell if the meat is kosher" },
      { when: 'not-meat-free', unlessLabelled: ['kosher'], reason: "Can't tell if kosher" },
    ],
  },
  // "Sausage" may be beef; a dish with no ingredient statement may hide it unless labelled meat-free.
  hindu: {
    clashes: [{ groups: [BEEF], reason: 'Contains beef' }],
    doubts: [{ when: 'may-hide-beef', reason: "Can't tell if it contains beef" }],
  },
  buddhist: {
    clashes: [{ ...VEGETARIAN_BREACH, reason: 'Not vegetarian' }],
    doubts: [{ when: 'no-ingredients', unlessLabelled: ['vegetarian', 'vegan'], reason: "Can't tell if vegetarian" }],
  },
}
