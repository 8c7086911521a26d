import { AUTH_MESSAGES as AUTH_RULE_MESSAGES } from '@campusplate/shared'

/** docs/product.md#user, #session-states: the texts of the authentication states themselves, which every screen may read. */
export const SESSION_MESSAGES = {
  notAuthenticated: AUTH_RULE_MESSAGES.notAuthenticated,
  guestName: 'Guest User',
  connectionFailed: 'Failed to connect to server',
} as const
