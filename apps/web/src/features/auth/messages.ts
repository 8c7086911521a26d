import { AUTH_MESSAGES as AUTH_RULE_MESSAGES } from '@campusplate/shared'
import { SESSION_MESSAGES } from '@/lib/session/messages'

/**
 * Auth UI strings. The rule and server messages come from the shared contract (one wording for the
 * form and the server); the rest are the product's screen texts (docs/product.md#routes, #session-states, #errors), word for word
 * where docs/product.md quotes them.
 */
export const AUTH_MESSAGES = {
  ...AUTH_RULE_MESSAGES,
  ...SESSION_MESSAGES,
  // Login (docs/product.md#login)
  loginHeading: 'Welcome back!',
  emailAddress: 'Email Address',
  password: 'Password',
  forgotPassword: 'Forgot password?',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  continueWithGoogle: 'Continue with Google',
  signUpWithGoogle: 'Sign up with Google',
  googleUnavailable: 'Google sign-in is not available on this server.',
  or: 'or',
  continueAsGuest: 'Continue as Guest',
  guestHint: 'Explore menus and build a plate. As a guest, nothing is saved.',
  noAccount: "Don't have an account?",
  createAccount: 'Create an account',
  authErrorTitle: 'Authentication Error',
  sessionExpiredHint: 'Please sign in again.',
  // Registration (docs/product.md#registration, #validation, #errors)
  registerHeading: 'Create your account',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  confirmPassword: 'Confirm Password',
  passwordHint:
    'At least 8 characters, with a lowercase letter, an uppercase letter and a number, and not a commonly used password.',
  agreePrefix: 'I agree to the',
  agreeJoin: 'and',
  termsTitle: 'Terms and Conditions',
  privacyTitle: 'Privacy Policy',
  createAccountButton: 'Create Account',
  creatingAccount: 'Creating Account...',
  registrationNetworkError: 'Error. Please try again.',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  emailTakenJoin: 'or',
  resetPasswordLink: 'Reset password',
  close: 'Close',
  // Forgot password (docs/product.md#forgot-password, #errors)
  forgotHeading: 'Forgot your password?',
  forgotIntro: "Enter your account's email address and we'll send you a link to reset your password.",
  sendResetLink: 'Send Reset Link',
  sendingResetLink: 'Sending...',
  checkEmailHeading: 'Check your email',
  resetLinkValidity: 'The link works once and expires after one hour.',
  forgotFailed: 'Failed to send reset email',
  forgotNetworkError: 'Network error. Please try again.',
  backToSignIn: 'Back to Sign In',
  // Reset password (docs/product.md#reset-password, #validation, #errors)
  resetHeading: 'Reset your password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  resetPassword: 'Reset Password',
  resettingPassword: 'Resetting...',
  resetSuccessHeading: 'Password reset',
  resetSuccess: 'Your password has been reset. Taking you to sign in...',
  resetFailed: 'Failed to reset password',
  resetNetworkError: 'Network error. Please try again.',
  requestNewLink: 'Request a new link',
  checkingResetLink: 'Checking your reset link…',
  // Sign-in callback (docs/product.md#routes)
  signingYouIn: 'Signing you in...',
} as const
