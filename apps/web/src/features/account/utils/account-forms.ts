import { ACCOUNT_MESSAGES, AccountEmailSchema, NewPasswordSchema, ProfileNameSchema } from '@campusplate/shared'
import { z } from 'zod/mini'
import { ConfirmPasswordSchema, confirmationMatches } from '@/lib/password-confirmation'

/** docs/product.md#name */
export const NameFormSchema = z.object({ name: ProfileNameSchema })
export type NameFormInput = z.input<typeof NameFormSchema>

/** docs/product.md#email */
export const EmailFormSchema = z.object({ email: AccountEmailSchema })
export type EmailFormInput = z.input<typeof EmailFormSchema>

/** docs/product.md#password */
export function passwordFormSchema({ hasPassword }: { hasPassword: boolean }) {
  return z.pipe(
    z
      .object({
        current_password: hasPassword
          ? z.string().check(z.minLength(1, ACCOUNT_MESSAGES.currentPasswordRequired))
          : z.optional(z.string()),
        new_password: NewPasswordSchema,
        confirm_password: ConfirmPasswordSchema,
      })
      .check(confirmationMatches('new_password')),
    z.transform(({ current_password, new_password }) =>
      hasPassword ? { current_password, new_password } : { new_password },
    ),
  )
}
export type PasswordFormInput = z.input<ReturnType<typeof passwordFormSchema>>
export type PasswordFormOutput = z.output<ReturnType<typeof passwordFormSchema>>

export const EMPTY_PASSWORD_FORM: PasswordFormInput = { current_password: '', new_password: '', confirm_password: '' }

/** docs/product.md#account-deletion */
export function isDeleteConfirmed(typed: string): boolean {
  return typed === ACCOUNT_MESSAGES.deleteConfirmation
}
