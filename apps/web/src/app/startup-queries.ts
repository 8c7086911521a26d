import type { AppConfigResponse, CurrentUser } from '@campusplate/shared'
import type { FetchQueryOptions, QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query'
import { plateStorageSchemas } from '@/features/plates/utils/plate-storage-schema-loader'
import { appConfigQueryOptions, getAppConfig } from '@/lib/app-config'
import { getProfile, profileQueryOptions } from '@/lib/session/current-user'
import { guestUserStorage } from '@/lib/session/session-storage'

export interface StartupQueries {
  /** The campus's config, as asked for at once. */
  config: Promise<AppConfigResponse>
  /** The signed-in user, or null for a visitor or a guest (not asked about). */
  user: Promise<CurrentUser | null>
  /**
   * Asks now, with `fetch` or else the query's own function; the answer serves the query's first fetch
   * once adopted (a retry asks afresh).
   */
  ask<T, Key extends QueryKey>(options: FetchQueryOptions<T, Error, T, Key>, fetch?: () => Promise<T>): Promise<T>
  /** Caches the answers, those that came and those still on their way; a prerendered page calls it once hydrated. */
  adopt(): void
}

/**
 * Asks at once, beside the route's code, for what the first screen shows: the config and the signed-in
 * user; a screen's module may ask for more (`askEarly`, decision 069). A prerendered page holds the
 * answers until it has hydrated: one cached sooner would make the first render differ from its HTML.
 * A guest is never asked about (docs/product.md#user); failures are the queries' own, shown by their screens.
 */
export function startStartupQueries(queryClient: QueryClient): StartupQueries {
  let isAdopted = false
  const held: (() => void)[] = []
  function ask<T, Key extends QueryKey>(options: FetchQueryOptions<T, Error, T, Key>, fetch?: () => Promise<T>) {
    // A screen that mounted first has asked already: its answer (or its request on the way) is the one.
    if (isAdopted && queryClient.getQueryState(options.queryKey) !== undefined)
      return queryClient.ensureQueryData(options)
    const queryFn = options.queryFn as QueryFunction<T, Key>
    const signal = new AbortController().signal
    let early: Promise<T> | null = fetch
      ? fetch()
      : Promise.resolve().then(() =>
          queryFn({ client: queryClient, queryKey: options.queryKey, signal, meta: options.meta }),
        )
    // Reported by the query that takes the answer, not as an unhandled rejection.
    early.catch(() => {})
    const answer = early
    const cache = () =>
      void queryClient.prefetchQuery<T, Error, T, Key>({
        ...options,
        queryFn: (context) => {
          const first = early
          early = null
          return first ?? queryFn(context)
        },
      })
    if (isAdopted) cache()
    else held.push(cache)
    return answer
  }

  const config = ask(appConfigQueryOptions, () => getAppConfig())
  const user = guestUserStorage.get() === null ? ask(profileQueryOptions(), () => getProfile(queryClient)) : null
  plateStorageSchemas.load().catch(() => {})

  return {
    config,
    user: user ?? Promise.resolve(null),
    ask,
    adopt() {
      if (isAdopted) return
      isAdopted = true
      for (const cache of held.splice(0)) cache()
    },
  }
}
