import { type FoodItem, hasMenuChecks, type MenuMatch, type MenuProfile, matchMenuItem } from '@campusplate/shared'

export interface MenuMatcher {
  match(food: FoodItem): MenuMatch
  fits(food: FoodItem): boolean
}

/** Null when the profile asks nothing of a dish. Loaded apart from the menu, which shows first (decision 067). */
export function menuMatcherFor(profile: MenuProfile): MenuMatcher | null {
  if (!hasMenuChecks(profile)) return null
  const match = (food: FoodItem) => matchMenuItem(food, profile)
  return { match, fits: (food) => match(food).outcome === 'fits' }
}
