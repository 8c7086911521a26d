import type { CurrentUser, LoginRequest } from '@campusplate/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { completeSignIn } from '@/lib/session/session'
import { AUTH_MESSAGES } from '../messages'

/** docs/product.md#calls: any ok status is success. */
export function login(body: LoginRequest) {
  return apiClient.post('/auth/login', (schemas) => schemas.UnreadAnswerSchema, body)
}

/** docs/product.md#session-states: 'Login failed' if the server still does not know us. */
export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: LoginRequest): Promise<CurrentUser> => {
      await login(body)
      const user = await completeSignIn(queryClient)
      if (!user) throw new Error(AUTH_MESSAGES.loginFailed)
      return user
    },
    // A 401 here is "Invalid email or password", shown on the form, not an expired session.
    meta: { isUnauthorizedExpected: true },
  })
}
