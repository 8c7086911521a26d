import { z } from 'zod/mini'
import { SSO_MESSAGES } from '../constants/auth-messages'
import { LoginRequestSchema } from './auth'
import { textSchema } from './common'

// Outside the schemas index: only the server checks this call, so the web app's schema bundle leaves it out.
export const LinkAccountRequestSchema = z.object({
  token: textSchema(SSO_MESSAGES.linkTokenInvalid).check(
    z.minLength(16, SSO_MESSAGES.linkTokenInvalid),
    z.maxLength(200, SSO_MESSAGES.linkTokenInvalid),
  ),
  password: LoginRequestSchema.shape.password,
})
export type LinkAccountRequest = z.infer<typeof LinkAccountRequestSchema>
