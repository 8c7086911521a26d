import { CALLBACK_PROFILE_REFRESH_DELAY_MS, type CurrentUser, type ExchangeTokenRequest } from '@campusplate/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { completeSignIn } from '@/lib/session/session'
import { AUTH_MESSAGES } from '../messages'

/** docs/product.md#calls */
export function exchangeToken(body: ExchangeTokenRequest) {
  return apiClient.post('/auth/exchange-token', (schemas) => schemas.AuthOkSchema, body)
}

const wait = (delayMs: number) => new Promise<void>((resolve) => setTimeout(resolve, delayMs))

/** docs/product.md#routes /auth/callback */
export function useExchangeToken() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: ExchangeTokenRequest): Promise<CurrentUser> => {
      await exchangeToken(body)
      await wait(CALLBACK_PROFILE_REFRESH_DELAY_MS)
      const user = await completeSignIn(queryClient)
      if (!user) throw new Error(AUTH_MESSAGES.loginFailed)
      return user
    },
    // A spent or expired token is this screen's failure (→ /login), not an expired session.
    meta: { isUnauthorizedExpected: true },
  })
}
