/**
 * Navigation state that carries a sign-in failure to the login screen (not the URL). The login
 * screen keeps the message for the visit and clears the state, so a reload or Back forgets it.
 */
export function loginRedirectState(authError: string) {
  return { authError }
}

/** The state's message, checked by hand: one field, read by the first page before any schema has loaded (decision 046). */
export function readLoginRedirectError(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'authError' in state && typeof state.authError === 'string'
    ? state.authError
    : null
}
