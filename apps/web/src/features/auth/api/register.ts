import type { CurrentUser, RegisterRequest } from '@campusplate/shared'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { completeSignIn } from '@/lib/session/session'
import { AUTH_MESSAGES } from '../messages'

/** docs/product.md#calls */
export function register(body: RegisterRequest) {
  return apiClient.post('/auth/register', (schemas) => schemas.AuthOkSchema, body)
}

/** docs/product.md#registration */
export function useRegister() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: RegisterRequest): Promise<CurrentUser> => {
      await register(body)
      const user = await completeSignIn(queryClient)
      if (!user) throw new Error(AUTH_MESSAGES.registrationFailed)
      return user
    },
    meta: { isUnauthorizedExpected: true },
  })
}
