import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { apiClient } from '@/lib/api-client'
import { completeSignOut } from '@/lib/session/session'

/** `DELETE /api/account` (docs/product.md#calls): every row and image of the user goes; the cookie is cleared. */
export function deleteAccount() {
  return apiClient.delete('/api/account', (schemas) => schemas.AccountOkSchema)
}

/** docs/product.md#account-actions: success logs out and goes to /login. */
export function useDeleteAccount() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await completeSignOut(queryClient)
      await navigate(paths.login.href({ reason: 'account-deleted' }), { replace: true })
    },
  })
}
