import type { Profile } from '@campusplate/shared'
import { useAuth } from './use-auth'

/** A guest has no profile, so the menu and the plate show them nothing personal (docs/product.md#profile). */
export function useSignedInProfile(): Profile | null {
  const { state } = useAuth()
  return state.status === 'authenticated' ? state.user.profile : null
}

/** Read tolerantly, so a profile without the field shows its numbers. */
export function shouldHideNumbers(profile: Pick<Profile, 'hide_numbers'> | null | undefined): boolean {
  return profile?.hide_numbers === true
}

/** docs/product.md#hide-numbers */
export function useHideNumbers(): boolean {
  return shouldHideNumbers(useSignedInProfile())
}
