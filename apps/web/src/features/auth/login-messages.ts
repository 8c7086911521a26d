/** What /login says about how the last session ended; only the login screen loads it. */
export const LOGIN_CONTEXT_MESSAGES = {
  sessionExpiredPlateKept: 'Plate changes you had not saved are kept on this device for when you sign in.',
  emailChanged: 'Your email address was changed. Sign in with the new address.',
  accountDeleted: 'Your account and all of its data were deleted.',
} as const
