import type { CurrentUser } from '@campusplate/shared'
import { createContext, useContext } from 'react'
import type { GuestUser } from './session-storage'

/** docs/product.md#session-states */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'guest'; user: GuestUser }
  | { status: 'unauthenticated'; user: null; error: string }

export interface AuthContextValue {
  state: AuthState
  /** docs/product.md#session-states */
  continueAsGuest: () => void
}

export const AuthContext = createContext<AuthContextValue | null>(null)

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}

/** A component keyed by it starts afresh when the person changes (docs/product.md#session-states). */
export function identityKey(state: AuthState): string {
  if (state.status === 'authenticated') return `user:${state.user.email}`
  return state.status
}
