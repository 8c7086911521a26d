import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { apiClient, isUnauthorizedError } from '@/lib/api-client'
import { completeSignOut } from '@/lib/session/session'

/** A 401 means the session had already ended: signed out all the same. */
export async function logout(): Promise<void> {
  try {
    await apiClient.post('/auth/logout', (schemas) => schemas.UnreadAnswerSchema)
  } catch (error) {
    if (!isUnauthorizedError(error)) throw error
  }
}

/** docs/product.md#session-states: on failure the user stays signed in. */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await completeSignOut(queryClient)
      await navigate(paths.login.href(), { replace: true })
    },
    meta: { isUnauthorizedExpected: true },
  })
}
