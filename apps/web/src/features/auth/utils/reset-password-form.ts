import { NewPasswordSchema } from '@campusplate/shared'
import { z } from 'zod/mini'
import { ConfirmPasswordSchema, confirmationMatches } from '@/lib/password-confirmation'

/** docs/product.md#reset-fields; the confirmation is form-only. */
export const ResetPasswordFormSchema = z.pipe(
  z
    .object({
      new_password: NewPasswordSchema,
      confirm_password: ConfirmPasswordSchema,
    })
    .check(confirmationMatches('new_password')),
  z.transform(({ new_password }) => ({ new_password })),
)

export type ResetPasswordFormInput = z.input<typeof ResetPasswordFormSchema>

export const EMPTY_RESET_PASSWORD_FORM: ResetPasswordFormInput = { new_password: '', confirm_password: '' }
