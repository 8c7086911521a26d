import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useCallback, useEffect, useMemo } from 'react'
import { ApiError } from '@/lib/api-client'
import { removeUserData } from '@/lib/query-client'
import { useStoredValue } from '@/lib/use-stored-value'
import { useProfile } from './current-user'
import { SESSION_MESSAGES } from './messages'
import { guestUserStorage, wasAuthenticatedStorage } from './session-storage'
import { AuthContext, type AuthContextValue, type AuthState } from './use-auth'

function failureMessage(error: unknown): string {
  // docs/product.md#session-states: 'Not authenticated', or 'Failed to connect to server'.
  return error instanceof ApiError && error.status !== 0
    ? SESSION_MESSAGES.notAuthenticated
    : SESSION_MESSAGES.connectionFailed
}

/** docs/product.md#session-states: a stored guest wins; otherwise the profile probe decides. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const guest = useStoredValue(guestUserStorage)
  // From the storage, not `guest`: while hydrating, the hook reads no guest (the HTML is a visitor's).
  const profile = useProfile({ isEnabled: guestUserStorage.get() === null })

  const state: AuthState = useMemo(() => {
    if (guest) return { status: 'guest', user: guest }
    if (profile.data) return { status: 'authenticated', user: profile.data }
    if (profile.data === null)
      return { status: 'unauthenticated', user: null, error: SESSION_MESSAGES.notAuthenticated }
    if (profile.isError) return { status: 'unauthenticated', user: null, error: failureMessage(profile.error) }
    return { status: 'loading', user: null }
  }, [guest, profile.data, profile.isError, profile.error])

  // After the commit, once the screens that showed the user's answers are gone, so none refetches without a session.
  const queryClient = useQueryClient()
  const isSignedIn = state.status === 'authenticated'
  useEffect(() => {
    if (!isSignedIn) removeUserData(queryClient)
  }, [isSignedIn, queryClient])

  const continueAsGuest = useCallback(() => {
    guestUserStorage.set({ guest: true, name: SESSION_MESSAGES.guestName })
    wasAuthenticatedStorage.remove()
  }, [])

  const value: AuthContextValue = useMemo(() => ({ state, continueAsGuest }), [state, continueAsGuest])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}
