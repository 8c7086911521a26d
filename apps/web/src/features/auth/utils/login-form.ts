import type { LoginRequest } from '@campusplate/shared'
import type { Schemas } from '@/lib/schema-loader'

type LoginField = keyof LoginRequest
export type LoginErrors = Partial<Record<LoginField, string>>

/** In the order shown: the first with a message takes focus. */
export const LOGIN_FIELDS: readonly LoginField[] = ['email', 'password']

/** docs/product.md#login-fields; the rule comes with the schemas, beside the page's first call (docs/decisions/046). */
export function checkLoginForm(
  form: HTMLFormElement,
  { LoginRequestSchema }: Pick<Schemas, 'LoginRequestSchema'>,
): { body: LoginRequest } | { errors: LoginErrors } {
  const data = new FormData(form)
  const result = LoginRequestSchema.safeParse({ email: data.get('email'), password: data.get('password') })
  if (result.success) return { body: result.data }
  const errors: LoginErrors = {}
  for (const issue of result.error.issues) {
    const field = LOGIN_FIELDS.find((name) => name === issue.path[0])
    if (field) errors[field] ??= issue.message
  }
  return { errors }
}
