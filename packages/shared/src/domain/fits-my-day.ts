import type { FoodItem } from '../schemas/menus'
import { canStandAlone, type DishKind, dishKind } from './dish-kind'
import { type EnergyProfile, energyTarget } from './energy-target'
import { isNowServing, minutesOfDay, type ServingWindow } from './meals'
import { fitsProfile, hasMenuChecks, type MenuMatchProfile, readMenuProfile } from './menu-match'
import { formatKcal } from './number-format'
import { type MacroValues, plateMacrosOf } from './plate-math'

// "Fits my day": dishes served now or next that fit what is left of the day and every profile check (docs/decisions/038).

/** A meal is about a third of a day: the share of the day's target one suggestion aims at. */
export const MEAL_SHARE_OF_DAY = 1 / 3
/** At most this many dishes in one suggestion: a main with a side, of one meal of one hall. */
export const MAX_COMBINATION_ITEMS = 2
/** Mains and sides of a meal tried in pairs: the best of each by protein per kcal. */
const COMBINATION_POOL = 10
/** Suggestions listed, and at most this many from one meal, so the list spans halls and meals. */
export const MAX_SUGGESTIONS = 8
const MAX_PER_MEAL = 3
/** A combination scores a little lower per extra dish: one plate is easier than three. */
const EXTRA_ITEM_PENALTY = 0.05
/** Protein counts as a reason from this share of what is still needed. */
const PROTEIN_REASON_SHARE = 0.2

export interface DayLeft {
  targetKcal: number
  targetProteinG: number
  /** What is left today, never below 0. */
  energyKcal: number
  proteinG: number
}

export function dayLeft(profile: EnergyProfile, today: string, eaten: MacroValues): DayLeft | null {
  const target = energyTarget(profile, today)
  if (target.energy_target === null || target.macro_grams === null) return null
  return {
    targetKcal: target.energy_target,
    targetProteinG: target.macro_grams.protein,
    energyKcal: Math.max(0, target.energy_target - eaten.calories),
    proteinG: Math.max(0, target.macro_grams.protein - eaten.protein),
  }
}

export interface ServedMeal {
  hall: string
  meal: string
  /** `now` while its window is open; `next` for a hall's soonest meal still to open today. */
  status: 'now' | 'next'
  window: ServingWindow
}

export function mealsNowOrNext(
  windowsByHall: Readonly<Record<string, Readonly<Record<string, ServingWindow>>>>,
  minutesNow: number,
): ServedMeal[] {
  const served: ServedMeal[] = []
  for (const [hall, windows] of Object.entries(windowsByHall)) {
    const entries = Object.entries(windows)
    const now = entries.filter(([, window]) => isNowServing(window, minutesNow))
    for (const [meal, window] of now) served.push({ hall, meal, status: 'now', window })
    const later = entries
      .filter(([, window]) => minutesOfDay(window.start) > minutesNow)
      .sort(([, a], [, b]) => minutesOfDay(a.start) - minutesOfDay(b.start))
    const next = later[0]
    // Everyday is always open: the next real meal still counts, as the one to plan for.
    if (next && now.every(([, window]) => window.start === '00:00' && window.end === '24:00')) {
      served.push({ hall, meal: next[0], status: 'next', window: next[1] })
    }
  }
  return served
}

export type SuggestionReason =
  | { kind: 'energy'; kcal: number; leftKcal: number; isLight: boolean }
  | { kind: 'protein'; grams: number; shareOfNeed: number }
  | { kind: 'profile'; concerns: readonly string[] }

export interface Suggestion {
  items: FoodItem[]
  hall: string
  meal: string
  status: ServedMeal['status']
  /** The one station all its dishes come from, or null for a combination across the meal's stations. */
  station: string | null
  calories: number
  protein: number
  score: number
  /** How close the energy comes to the aim (1 is on it) and how much of the protein aim it brings (0–1). */
  energyFit: number
  proteinFit: number
  reasons: SuggestionReason[]
}

export interface FitsInput {
  foods: readonly FoodItem[]
  served: readonly ServedMeal[]
  profile: MenuMatchProfile
  left: DayLeft
}

interface Candidate {
  food: FoodItem
  kind: DishKind
  calories: number
  protein: number
}

/** Lone dishes that can stand alone, or a main with a side of one meal (docs/decisions/055). */
export function fitsMyDay({ foods, served, profile, left }: FitsInput): Suggestion[] {
  if (left.energyKcal <= 0) return []
  const aimKcal = Math.min(left.energyKcal, left.targetKcal * MEAL_SHARE_OF_DAY)
  const aimProteinG = Math.min(left.proteinG, left.targetProteinG * MEAL_SHARE_OF_DAY)
  const concerns = profileConcerns(profile)
  const menuProfile = readMenuProfile(profile)
  const all: Suggestion[] = []
  for (const meal of served) {
    const candidates = foods
      .filter((food) => food.dining_hall === meal.hall && food.meal_name === meal.meal)
      .map(candidateOf)
      .filter((c): c is Candidate => c !== null && c.calories <= left.energyKcal && fitsProfile(c.food, menuProfile))
    const best = (kind: DishKind) =>
      candidates
        .filter((c) => c.kind === kind)
        .sort((a, b) => proteinDensity(b) - proteinDensity(a))
        .slice(0, COMBINATION_POOL)
    const groups: Candidate[][] = candidates.filter((c) => canStandAlone(c.kind)).map((c) => [c])
    for (const main of best('main')) for (const side of best('side')) groups.push([main, side])
    const ranked = groups
      .map((group) => suggestionOf(group, meal, { left, aimKcal, aimProteinG, concerns }))
      .filter((s): s is Suggestion => s !== null)
      .sort(bySuggestionRank)
    all.push(...ranked.slice(0, MAX_PER_MEAL))
  }
  return all.sort(bySuggestionRank).slice(0, MAX_SUGGESTIONS)
}

function candidateOf(food: FoodItem): Candidate | null {
  const macros = food.trackable ? plateMacrosOf(food.nutrients) : null
  if (!macros || macros.calories <= 0) return null
  return { food, kind: dishKind(food), calories: macros.calories, protein: macros.protein }
}

const proteinDensity = (c: Candidate) => c.protein / c.calories

function suggestionOf(
  group: readonly Candidate[],
  meal: ServedMeal,
  context: { left: DayLeft; aimKcal: number; aimProteinG: number; concerns: readonly string[] },
): Suggestion | null {
  const { left, aimKcal, aimProteinG, concerns } = context
  const calories = group.reduce((sum, c) => sum + c.calories, 0)
  const protein = group.reduce((sum, c) => sum + c.protein, 0)
  if (calories > left.energyKcal) return null
  const energyFit = Math.max(0, 1 - Math.abs(calories - aimKcal) / aimKcal)
  const proteinFit = aimProteinG > 0 ? Math.min(1, protein / aimProteinG) : 0
  const score = energyFit + proteinFit - EXTRA_ITEM_PENALTY * (group.length - 1)
  const stations = new Set(group.map((c) => c.food.station))
  const reasons: SuggestionReason[] = [
    { kind: 'energy', kcal: calories, leftKcal: left.energyKcal, isLight: calories < aimKcal / 2 },
  ]
  const shareOfNeed = left.proteinG > 0 ? protein / left.proteinG : 0
  if (shareOfNeed >= PROTEIN_REASON_SHARE) reasons.push({ kind: 'protein', grams: protein, shareOfNeed })
  if (concerns.length > 0) reasons.push({ kind: 'profile', concerns })
  return {
    items: group.map((c) => c.food),
    hall: meal.hall,
    meal: meal.meal,
    status: meal.status,
    station: stations.size === 1 ? (group[0]?.food.station ?? null) : null,
    calories,
    protein,
    score,
    energyFit,
    proteinFit,
    reasons,
  }
}

function bySuggestionRank(a: Suggestion, b: Suggestion): number {
  return (
    b.score - a.score ||
    a.items.length - b.items.length ||
    a.items
      .map((f) => f.name)
      .join()
      .localeCompare(b.items.map((f) => f.name).join())
  )
}

/** What of the profile the checks covered, for the reason "Checked for your allergens and diet". */
function profileConcerns(profile: MenuMatchProfile): string[] {
  if (!hasMenuChecks(profile)) return []
  const concerns: string[] = []
  if ((profile.allergens ?? []).length > 0) concerns.push('allergens')
  if ((profile.food_sensitivities ?? []).length > 0) concerns.push('sensitivities')
  if (hasMenuChecks({ diet_type: profile.diet_type })) concerns.push('diet')
  if (hasMenuChecks({ cultural_preference: profile.cultural_preference })) concerns.push('cultural preference')
  return concerns
}

function listed(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

export const FITS_MESSAGES = {
  energy: (calories: number, leftKcal: number) =>
    `${formatKcal(calories)} of the ${formatKcal(leftKcal)} you have left today`,
  energyBalanced: 'A fair share of what is left of your day',
  energyLight: 'A light choice for what is left of your day',
  protein: (grams: number, share: number) =>
    `${Math.round(grams)} g protein, ${Math.round(Math.min(1, share) * 100)}% of the protein you still need`,
  proteinBalanced: 'Adds protein',
  profile: (concerns: readonly string[]) => `Checked for your ${listed(concerns)}`,
  bestBoth: 'Fits best: the closest to a meal-sized share of your day, with the most protein',
  bestEnergy: 'Fits best: the closest to a meal-sized share of your day',
  bestProtein: 'Fits best: the most protein for what you still need',
  bestBalance: 'Fits best: the best balance of size and protein',
  lessThan: (best: string, why: readonly string[]) => `Fits less well than ${best}: ${listed(why)}`,
  lighter: 'lighter than a meal-sized share',
  larger: 'larger than a meal-sized share',
  lessProtein: 'less protein',
  closeSecond: 'close, a little further from your aims',
} as const

/** Fits are compared in steps of this size: smaller differences read as "close". */
const FIT_STEP = 0.05

/** Without numbers, so Hide numbers keeps it. */
export function suggestionVerdict(suggestion: Suggestion, ranked: readonly Suggestion[]): string {
  const best = ranked[0]
  if (!best) return ''
  if (suggestion === best) {
    const isClosest = ranked.every((other) => other.energyFit <= best.energyFit)
    const isRichest = ranked.every((other) => other.proteinFit <= best.proteinFit)
    if (isClosest && isRichest) return FITS_MESSAGES.bestBoth
    if (isClosest) return FITS_MESSAGES.bestEnergy
    if (isRichest) return FITS_MESSAGES.bestProtein
    return FITS_MESSAGES.bestBalance
  }
  const why: string[] = []
  if (suggestion.energyFit < best.energyFit - FIT_STEP) {
    why.push(suggestion.calories < best.calories ? FITS_MESSAGES.lighter : FITS_MESSAGES.larger)
  }
  if (suggestion.proteinFit < best.proteinFit - FIT_STEP) why.push(FITS_MESSAGES.lessProtein)
  if (why.length === 0) why.push(FITS_MESSAGES.closeSecond)
  return FITS_MESSAGES.lessThan(suggestionName(best), why)
}

export function suggestionName(suggestion: Pick<Suggestion, 'items'>): string {
  return suggestion.items.map((food) => food.name).join(' with ')
}

/** With Hide numbers on it never speaks of calories, grams or percentages. */
export function suggestionReasonText(reason: SuggestionReason, hideNumbers: boolean): string {
  switch (reason.kind) {
    case 'energy':
      if (!hideNumbers) return FITS_MESSAGES.energy(reason.kcal, reason.leftKcal)
      return reason.isLight ? FITS_MESSAGES.energyLight : FITS_MESSAGES.energyBalanced
    case 'protein':
      return hideNumbers ? FITS_MESSAGES.proteinBalanced : FITS_MESSAGES.protein(reason.grams, reason.shareOfNeed)
    case 'profile':
      return FITS_MESSAGES.profile(reason.concerns)
  }
}
