import type { CurrentUser, LinkAccountRequest } from '@campusplate/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { completeSignIn } from '@/lib/session/session'
import { AUTH_MESSAGES } from '../messages'

/** `POST /api/auth/link-account`: proves the existing account's password and links the campus identity. */
export function linkAccount(body: LinkAccountRequest) {
  return apiClient.post('/api/auth/link-account', (schemas) => schemas.UnreadAnswerSchema, body)
}

export function useLinkAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: LinkAccountRequest): Promise<CurrentUser> => {
      await linkAccount(body)
      const user = await completeSignIn(queryClient)
      if (!user) throw new Error(AUTH_MESSAGES.loginFailed)
      return user
    },
    meta: { isUnauthorizedExpected: true },
  })
}
