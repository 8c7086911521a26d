/** docs/product.md#validation messages for sign-in, registration and passwords, word for word. */
export const AUTH_RULE_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  emailInvalid: 'Email is invalid',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match',
  confirmRequired: 'Please confirm your password',
  termsRequired: 'You must agree to the terms and conditions',
  resetLinkInvalid: 'Invalid reset link. Please request a new password reset.',
  currentPasswordRequired: 'Current password is required',
  /** Registration refuses passwords from a list of common ones, and says so. */
  passwordCommon: 'This password is on a list of commonly used passwords. Please choose a less common one.',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  sessionExpired: 'Session expired',
  notAuthenticated: 'Not authenticated',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetTokenInvalid: 'This reset link is invalid or has expired. Please request a new password reset.',
  exchangeTokenInvalid: 'This sign-in link is invalid or has expired. Please sign in again.',
  forgotPasswordSent: 'If an account exists for that address, we sent a link to reset the password.',
  passwordResetDone: 'Your password has been reset. You can sign in with it now.',
} as const

/** Apart from AUTH_RULE_MESSAGES, which every page bundles: the web app shows these as the server sends them (docs/decisions/057). */
export const SSO_MESSAGES = {
  /** Campus-only mode: the 403 of password sign-in and registration. */
  campusOnly: 'This campus signs in with its own accounts only. Use the campus sign-in button.',
  /** The link step after a campus sign-in whose e-mail has a password account. */
  linkTokenInvalid: 'This link request is invalid or has expired. Please sign in with your campus account again.',
} as const

/** What the reset call answers for the link mailed to the old address after an e-mail change (docs/decisions/054). */
export const EMAIL_REVERT_MESSAGES = {
  restored: 'Your e-mail address has been restored and every device signed out. Sign in with your new password.',
  addressTaken: 'This address now belongs to another account, so it cannot be restored. Please contact support.',
} as const
