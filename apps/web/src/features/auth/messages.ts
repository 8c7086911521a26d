/** Auth UI strings, in the spec's wording (spec §2 Login screen, §4 Authentication, §8). */
export const AUTH_MESSAGES = {
  loginHeading: 'Welcome back!',
  continueAsGuest: 'Continue as Guest',
  createAccount: 'Create an account',
  noAccount: "Don't have an account?",
  guestName: 'Guest User',
  notAuthenticated: 'Not authenticated',
  connectionFailed: 'Failed to connect to server',
  guestHint: 'Explore menus and build a plate. As a guest, nothing is saved.',
} as const
