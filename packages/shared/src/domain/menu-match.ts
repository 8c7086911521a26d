import type { Allergen } from '../constants/enums'
import { type MenuMatchProfile, type MenuProfile, readMenuProfile } from './menu-profile'
import {
  ALLERGEN_RULES,
  type Clash,
  type ClashEvidence,
  CULTURE_RULES,
  DIET_RULES,
  type DishRule,
  type DoubtTest,
  MEAT_GROUPS,
  NAMED_MEAT_GROUPS,
  SENSITIVITY_RULES,
  UNNAMED_MEAT_GROUP,
} from './menu-rules'
import type { WordGroup } from './menu-words'

export type { MenuMatchProfile, MenuProfile } from './menu-profile'
export { readMenuProfile } from './menu-profile'

/** docs/product.md#the-menu-knows-the-user, docs/decisions/025-menu-matching-rules.md: what data cannot settle is unknown. */

export interface MenuMatchItem {
  name: string
  labels: readonly string[]
  allergens: readonly string[]
  may_contain: readonly string[]
  ingredients: readonly string[]
}

export type MenuConcern = 'allergen' | 'sensitivity' | 'diet' | 'culture'

export interface MenuWarning {
  concern: MenuConcern
  subject: string
  level: 'contains' | 'may_contain' | 'breaks'
  /** "Contains peanuts", "May contain peanuts", "Not vegetarian". */
  reason: string
}

export interface MenuUnknown {
  concern: MenuConcern
  subject: string
  reason: string
}

export interface MenuMatch {
  /** `warning` when anything clashes, else `unknown` when something cannot be told, else `fits`. */
  outcome: 'fits' | 'warning' | 'unknown'
  warnings: MenuWarning[]
  unknown: MenuUnknown[]
}

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

const CROSS_CONTACT =
  /\bmay (?:also )?contain\b|\btraces? of\b|\bcross[\s-]*contact\b|\bshared (?:equipment|fryer|facility|kitchen)\b|\b(?:made|produced|processed|manufactured|prepared|packed|packaged) (?:in|on) (?:a |the )?(?:shared )?(?:facility|equipment|kitchen|plant|line)\b/i

interface Evidence {
  contains: string[]
  name: string
  mayContain: string[]
  allergens: ReadonlySet<string>
  mayContainAllergens: ReadonlySet<string>
  /** "Halal Certified" says `halal`; "Gluten-Free" says `gluten free`. */
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

/** The name is read always for the nine allergens (the safe side), else only without an ingredient statement. */
type NameUse = 'always' | 'without-ingredients'

/** "Vegan Mac and Cheese" is not read for animal products when the item is labelled vegan or vegetarian. */
function containsTexts(evidence: Evidence, group: WordGroup, nameUse: NameUse): string[] {
  if (nameUse === 'without-ingredients' && evidence.hasIngredients) return evidence.contains
  const isPlantLabelled = evidence.labels.has('vegan') || evidence.labels.has('vegetarian')
  return group.plant && isPlantLabelled ? evidence.contains : [...evidence.contains, evidence.name]
}

const labelPatterns = new Map<string, RegExp>()

function labelSays(label: string, wanted: string): boolean {
  let pattern = labelPatterns.get(wanted)
  if (!pattern) {
    pattern = new RegExp(String.raw`${NEGATION}(?<!\bnot[\s-]+)\b${escapePhrase(wanted)}\b`)
    labelPatterns.set(wanted, pattern)
  }
  return pattern.test(label)
}

function labelKey(raw: string): string {
  return raw.toLowerCase().replace(/[-_]/g, ' ').replace(/\s+/g, ' ').trim()
}

type Presence = 'contains' | 'may_contain' | undefined

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

function shows(evidence: Evidence, clash: ClashEvidence): Presence {
  const found = presence(evidence, clash.groups, clash.allergens)
  if (!clash.and || found === undefined) return found
  return found === 'contains' && containsAny(evidence, clash.and.groups, clash.and.allergens) ? 'contains' : undefined
}

function isMeatFree(evidence: Evidence): boolean {
  if (containsAny(evidence, MEAT_GROUPS)) return false
  return evidence.hasIngredients || evidence.labels.has('vegetarian') || evidence.labels.has('vegan')
}

/** "sausage" is unnamed meat; "pork sausage" names its animal. */
function hasUnnamedMeat(evidence: Evidence): boolean {
  return containsTexts(evidence, UNNAMED_MEAT_GROUP, 'without-ingredients').some(
    (text) => mentions(text, UNNAMED_MEAT_GROUP) && !NAMED_MEAT_GROUPS.some((group) => mentions(text, group)),
  )
}

const DOUBT_TESTS: Readonly<Record<DoubtTest, (evidence: Evidence) => boolean>> = {
  'no-ingredients': (evidence) => !evidence.hasIngredients,
  'has-meat': (evidence) => containsAny(evidence, MEAT_GROUPS),
  'not-meat-free': (evidence) => !isMeatFree(evidence),
  'may-hide-beef': (evidence) => hasUnnamedMeat(evidence) || !(evidence.hasIngredients || isMeatFree(evidence)),
}

function judge(
  evidence: Evidence,
  rule: DishRule,
): { warnings: { clash: Clash; level: 'contains' | 'may_contain' }[]; doubt?: string } {
  const warnings: { clash: Clash; level: 'contains' | 'may_contain' }[] = []
  for (const clash of rule.clashes) {
    const found = shows(evidence, clash)
    if (found === 'contains' || (found === 'may_contain' && clash.mayContainReason)) {
      warnings.push({ clash, level: found })
    }
  }
  if (warnings.length > 0) return { warnings }
  const doubt = rule.doubts.find(
    (d) => DOUBT_TESTS[d.when](evidence) && !(d.unlessLabelled ?? []).some((label) => evidence.labels.has(label)),
  )
  return { warnings, doubt: doubt?.reason }
}

/** Allergens without any marking are unknown; `profile` must be canonical (readMenuProfile), read once for many items. */
export function matchMenuItem(item: MenuMatchItem, profile: MenuProfile): MenuMatch {
  const evidence = evidenceOf(item)
  const warnings: MenuWarning[] = []
  const unknown: MenuUnknown[] = []
  const warn = (concern: MenuConcern, subject: string, level: MenuWarning['level'], reason: string) => {
    if (!warnings.some((w) => w.reason === reason)) warnings.push({ concern, subject, level, reason })
  }
  const cannotTell = (concern: MenuConcern, subject: string, reason: string) => {
    if (!unknown.some((u) => u.reason === reason)) unknown.push({ concern, subject, reason })
  }

  for (const allergen of profile.allergens) {
    const { words, wording } = ALLERGEN_RULES[allergen]
    const found = presence(evidence, [words], [allergen], 'always')
    if (found === 'contains') warn('allergen', allergen, 'contains', `Contains ${wording}`)
    else if (found === 'may_contain') warn('allergen', allergen, 'may_contain', `May contain ${wording}`)
    else if (!evidence.hasAllergenMarkings) cannotTell('allergen', 'allergens', 'No allergen information')
  }

  const { food_sensitivities, diet_type: diet, cultural_preference: culture } = profile
  const rules: { concern: MenuConcern; subject: string; rule: DishRule | null }[] = [
    ...food_sensitivities.map((subject) => ({
      concern: 'sensitivity' as const,
      subject,
      rule: SENSITIVITY_RULES[subject],
    })),
    ...(diet ? [{ concern: 'diet' as const, subject: diet, rule: DIET_RULES[diet] }] : []),
    ...(culture ? [{ concern: 'culture' as const, subject: culture, rule: CULTURE_RULES[culture] }] : []),
  ]
  for (const { concern, subject, rule } of rules) {
    if (!rule) continue
    const judged = judge(evidence, rule)
    for (const { clash, level } of judged.warnings) {
      const reason = level === 'may_contain' ? (clash.mayContainReason ?? clash.reason) : clash.reason
      warn(concern, subject, concern === 'sensitivity' ? level : 'breaks', reason)
    }
    if (judged.doubt) cannotTell(concern, subject, judged.doubt)
  }

  const outcome = warnings.length > 0 ? 'warning' : unknown.length > 0 ? 'unknown' : 'fits'
  return { outcome, warnings, unknown }
}

/** The "Fits my profile" filter. */
export function fitsProfile(item: MenuMatchItem, profile: MenuProfile): boolean {
  return matchMenuItem(item, profile).outcome === 'fits'
}

/** Regular, mediterranean, keto and low-carb are about a whole day, not a dish; without a check every item fits. */
export function hasMenuChecks(profile: MenuMatchProfile | null | undefined): boolean {
  if (!profile) return false
  const { allergens, food_sensitivities, diet_type, cultural_preference } = readMenuProfile(profile)
  return (
    allergens.length > 0 ||
    food_sensitivities.length > 0 ||
    (diet_type !== null && DIET_RULES[diet_type] !== null) ||
    (cultural_preference !== null && CULTURE_RULES[cultural_preference] !== null)
  )
}
