import { useSyncExternalStore } from 'react'
import { Button } from '@/components/ui/button'
import { PWA_MESSAGES } from './messages'

export interface UpdateState {
  isWaiting(): boolean
  subscribe(listener: () => void): () => void
}

export function createUpdateState(): UpdateState & { markWaiting(): void } {
  const listeners = new Set<() => void>()
  let isWaiting = false
  return {
    isWaiting: () => isWaiting,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    markWaiting() {
      isWaiting = true
      for (const listener of listeners) listener()
    },
  }
}

/** The app never switches versions under the person; the status region exists before it speaks, so it is heard. */
export function UpdateNotice({ state, onReload }: { state: UpdateState; onReload: () => void }) {
  const isWaiting = useSyncExternalStore(state.subscribe, state.isWaiting, () => false)
  return (
    <aside aria-label={PWA_MESSAGES.updateRegion}>
      <div
        role="status"
        className={
          isWaiting
            ? 'fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg'
            : 'sr-only'
        }
      >
        {isWaiting ? (
          <>
            <span>{PWA_MESSAGES.updateAvailable}</span>{' '}
            <Button size="sm" variant="secondary" onClick={onReload}>
              {PWA_MESSAGES.reload}
            </Button>
          </>
        ) : null}
      </div>
    </aside>
  )
}
