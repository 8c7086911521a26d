import type { CurrentUser } from '@campusplate/shared'
import { createContext, useContext } from 'react'
import type { GuestUser } from './session-storage'

/** docs/product.md#session-states. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'guest'; user: GuestUser }
  | { status: 'unauthenticated'; user: null; error: string }

export interface AuthContextValue {
  state: AuthState
  /** docs/product.md#session-states: sets the local guest user and clears the was-authenticated flag. */
  continueAsGuest: () => void
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}

/**
 * Who is using the app, as a key: a component keyed by it starts afresh when the person changes
 * (docs/product.md#session-states: signing out or entering as a guest clears the plate).
 */
export function identityKey(state: AuthState): string {
  if (state.status === 'authenticated') return `user:${state.user.email}`
  return state.status
}
