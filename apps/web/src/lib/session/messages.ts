import { AUTH_RULE_MESSAGES } from '@campusplate/shared'

/** docs/product.md#user, #session-states, #header: the texts of the session itself, which every screen may read. */
export const SESSION_MESSAGES = {
  notAuthenticated: AUTH_RULE_MESSAGES.notAuthenticated,
  guestName: 'Guest User',
  connectionFailed: 'Failed to connect to server',
  signOut: 'Sign Out',
  signOutUnsaved: 'Your plate has unsaved changes. Sign out and discard them?',
  logoutFailed: 'Logout failed',
  userFallbackName: 'User',
  userFallbackInitial: 'U',
} as const
