import { AUTH_MESSAGES, NewPasswordSchema } from '@campusplate/shared'
import { z } from 'zod/mini'

/**
 * The reset form (spec §5 "Reset password": at least 8 characters, both entries match). The new
 * password follows the shared rules the server applies; the confirmation is form-only.
 */
export const ResetPasswordFormSchema = z.pipe(
  z
    .object({
      new_password: NewPasswordSchema,
      confirm_password: z.string().check(z.minLength(1, AUTH_MESSAGES.confirmRequired)),
    })
    .check(
      z.refine((form) => form.confirm_password === '' || form.new_password === form.confirm_password, {
        path: ['confirm_password'],
        message: AUTH_MESSAGES.passwordsDoNotMatch,
      }),
    ),
  z.transform(({ new_password }) => ({ new_password })),
)

export type ResetPasswordFormInput = z.input<typeof ResetPasswordFormSchema>

export const EMPTY_RESET_PASSWORD_FORM: ResetPasswordFormInput = { new_password: '', confirm_password: '' }
