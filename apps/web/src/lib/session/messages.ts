import { AUTH_MESSAGES as AUTH_RULE_MESSAGES } from '@campusplate/shared'

/** Spec §3, §4: the texts of the authentication states themselves, which every screen may read. */
export const SESSION_MESSAGES = {
  notAuthenticated: AUTH_RULE_MESSAGES.notAuthenticated,
  guestName: 'Guest User',
  connectionFailed: 'Failed to connect to server',
} as const
