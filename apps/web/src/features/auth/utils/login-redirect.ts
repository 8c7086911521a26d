import { z } from 'zod/mini'

/**
 * Navigation state that carries a sign-in failure to the login screen (not the URL). The login
 * screen keeps the message for the visit and clears the state, so a reload or Back forgets it.
 */
const LoginRedirectStateSchema = z.object({ authError: z.string() })

export function loginRedirectState(authError: string) {
  return { authError }
}

export function readLoginRedirectError(state: unknown): string | null {
  const parsed = LoginRedirectStateSchema.safeParse(state)
  return parsed.success ? parsed.data.authError : null
}
