import { AUTH_MESSAGES } from '@campusplate/shared'
import { z } from 'zod/mini'

/** docs/product.md#validation: the form-only "confirm password" field of registration, reset and password change. */
export const ConfirmPasswordSchema = z.string().check(z.minLength(1, AUTH_MESSAGES.confirmRequired))

/**
 * docs/product.md#validation: the confirmation must match the password in `field`. Said on the confirmation, and only
 * once one is typed: an empty one already has its own message.
 */
export function confirmationMatches<Field extends string>(field: Field) {
  return z.refine<Record<Field | 'confirm_password', unknown>>(
    (form) => form.confirm_password === '' || form[field] === form.confirm_password,
    { path: ['confirm_password'], message: AUTH_MESSAGES.passwordsDoNotMatch },
  )
}
