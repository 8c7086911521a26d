import { type ReactNode, useEffect, useReducer } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useUnsavedChanges } from '@/lib/local-user-data'
import { useStorageReadiness } from '@/lib/use-stored-value'
import { type DraftsByDate, draftsReducer, PlateDraftsContext } from '../hooks/use-plate-drafts'
import { usePlateOutboxSync } from '../hooks/use-plate-outbox'
import { PLATE_MESSAGES } from '../messages'
import { plateDraftStorage, withoutEmptyDates } from '../utils/plate-draft-storage'

const NO_DRAFTS: DraftsByDate = {}

/** Above the routes and on the device, so other screens, a reload or an expired session do not lose the edits; key it by the user. */
export function PlateDraftsProvider({ userId = null, children }: { userId?: string | null; children: ReactNode }) {
  // Read only once their check has arrived (decision 046), or the first write would replace them with nothing.
  const readiness = useStorageReadiness(userId ? plateDraftStorage(userId) : null)
  if (readiness.status === 'failed') {
    return (
      <Alert>
        <p>{PLATE_MESSAGES.draftsFailed}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={readiness.retry}>
          {PLATE_MESSAGES.tryAgain}
        </Button>
      </Alert>
    )
  }
  if (readiness.status === 'loading') return <Spinner />
  return <StoredDraftsProvider userId={userId}>{children}</StoredDraftsProvider>
}

function StoredDraftsProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const value = useReducer(draftsReducer, userId, (id) => (id ? (plateDraftStorage(id).get() ?? NO_DRAFTS) : NO_DRAFTS))
  const [drafts, dispatch] = value
  // Saves made offline are sent from here when the connection returns, whichever screen is open.
  usePlateOutboxSync(userId, dispatch)
  const isUnsaved = Object.values(drafts).some((edits) => edits.length > 0)

  // External sync: the device's copy follows every change.
  useEffect(() => {
    if (!userId) return
    const storage = plateDraftStorage(userId)
    const kept = withoutEmptyDates(drafts)
    if (Object.keys(kept).length === 0) storage.remove()
    else storage.set(kept)
  }, [userId, drafts])

  useUnsavedChanges('plate', isUnsaved)
  return <PlateDraftsContext.Provider value={value}>{children}</PlateDraftsContext.Provider>
}
