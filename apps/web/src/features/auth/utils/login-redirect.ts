/** In navigation state, not the URL, so a reload or Back forgets the sign-in failure. */
export function loginRedirectState(authError: string) {
  return { authError }
}

/** Checked by hand: the first page reads it before any schema has loaded (docs/decisions/046). */
export function readLoginRedirectError(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'authError' in state && typeof state.authError === 'string'
    ? state.authError
    : null
}
