import type { QueryClient } from '@tanstack/react-query'
import { plateStorageSchemas } from '@/features/plates/utils/plate-storage-schema-loader'
import { appConfigQueryOptions } from '@/lib/app-config'
import { profileQueryOptions } from '@/lib/session/current-user'
import { guestUserStorage } from '@/lib/session/session-storage'

/**
 * Asks for what every first screen waits on, who is signed in and the app config, as the page
 * starts: beside the route's own code rather than after it. Left to the first render, the two calls
 * wait for the lazy route to arrive and for the render's effects, one after the other, and on a
 * slow connection each wait is a round trip before anything but a spinner shows (issue 14's LCP).
 * A guest is never asked about (docs/product.md#user). A failure here is the query's own: its screen shows it.
 *
 * The schemas that check the answers and the plate's records on the device download beside them
 * (decision 046): the plate's with the shared ones, so a signed-in person's drafts can be read as
 * soon as their profile has come. A failed download is asked for again by whatever needs it.
 */
export function startStartupQueries(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(appConfigQueryOptions)
  if (guestUserStorage.get() === null) void queryClient.prefetchQuery(profileQueryOptions())
  plateStorageSchemas.load().catch(() => {})
}
