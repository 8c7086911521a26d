import { AUTH_RULE_MESSAGES, type RegisterRequest, RegisterRequestSchema } from '@campusplate/shared'
import { z } from 'zod/mini'
import { ConfirmPasswordSchema, confirmationMatches } from '@/lib/password-confirmation'

/** The shared request plus the form-only rules of docs/product.md#registration-fields. */
export const RegisterFormSchema = z.pipe(
  z
    .extend(RegisterRequestSchema, {
      confirm_password: ConfirmPasswordSchema,
      has_agreed_to_terms: z.boolean().check(z.refine((agreed) => agreed, AUTH_RULE_MESSAGES.termsRequired)),
    })
    .check(confirmationMatches('password')),
  z.transform(
    ({ first_name, last_name, email, password }): RegisterRequest => ({
      first_name,
      last_name,
      email,
      password,
    }),
  ),
)

export type RegisterFormInput = z.input<typeof RegisterFormSchema>

export const EMPTY_REGISTER_FORM: RegisterFormInput = {
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  confirm_password: '',
  has_agreed_to_terms: false,
}
