import type { ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { errorMessageFor } from '@/lib/api-client'
import { STAFF_UI } from '../messages'

/** A console list's states: its failure, its loading, an empty list, or the list. */
export function QueryView<Data>({
  query,
  isEmpty,
  emptyTitle,
  children,
}: {
  query: { data: Data | undefined; isError: boolean; error: unknown }
  isEmpty: (data: Data) => boolean
  emptyTitle: string
  children: (data: Data) => ReactNode
}) {
  if (query.isError) return <Alert>{errorMessageFor(query.error, { fallback: STAFF_UI.loadFailed })}</Alert>
  if (query.data === undefined) return <Spinner />
  if (isEmpty(query.data)) return <EmptyState title={emptyTitle} />
  return children(query.data)
}
