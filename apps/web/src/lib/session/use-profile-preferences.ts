import type { Profile } from '@campusplate/shared'
import { useAuth } from './use-auth'

/**
 * The signed-in user's profile from the cached current user, or `null` for guests and visitors
 * (docs/product.md#profile: a guest has no profile, so the menu and the plate show them nothing personal).
 */
export function useSignedInProfile(): Profile | null {
  const { state } = useAuth()
  return state.status === 'authenticated' ? state.user.profile : null
}

/**
 * The "Hide numbers" preference: calories, targets and percentages stay hidden on every screen while
 * it is on. Read tolerantly, so a profile without the field shows its numbers.
 */
export function shouldHideNumbers(profile: Pick<Profile, 'hide_numbers'> | null | undefined): boolean {
  return profile?.hide_numbers === true
}

/** Whether the signed-in user asked to see no numbers (docs/product.md#hide-numbers). */
export function useHideNumbers(): boolean {
  return shouldHideNumbers(useSignedInProfile())
}
