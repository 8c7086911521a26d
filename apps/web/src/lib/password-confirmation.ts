import { AUTH_RULE_MESSAGES } from '@campusplate/shared'
import { z } from 'zod/mini'

/** docs/product.md#validation */
export const ConfirmPasswordSchema = z.string().check(z.minLength(1, AUTH_RULE_MESSAGES.confirmRequired))

/** docs/product.md#validation: said only once a confirmation is typed; an empty one has its own message. */
export function confirmationMatches<Field extends string>(field: Field) {
  return z.refine<Record<Field | 'confirm_password', unknown>>(
    (form) => form.confirm_password === '' || form[field] === form.confirm_password,
    { path: ['confirm_password'], message: AUTH_RULE_MESSAGES.passwordsDoNotMatch },
  )
}
