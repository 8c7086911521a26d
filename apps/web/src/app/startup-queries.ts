import type { QueryClient } from '@tanstack/react-query'
import { plateStorageSchemas } from '@/features/plates/utils/plate-storage-schema-loader'
import { appConfigQueryOptions } from '@/lib/app-config'
import { profileQueryOptions } from '@/lib/session/current-user'
import { guestUserStorage } from '@/lib/session/session-storage'

// Started beside the route's code, not after the first render, which would cost a round trip each (decisions 046, 047).
// A guest is never asked about (docs/product.md#user); failures are the queries' own, shown by their screens.
export function startStartupQueries(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(appConfigQueryOptions)
  if (guestUserStorage.get() === null) void queryClient.prefetchQuery(profileQueryOptions())
  plateStorageSchemas.load().catch(() => {})
}
