import type { Ref } from 'react'
import { Button } from './button'

export interface UndoNoticeProps {
  /** What was just taken away ('Removed Onion Rings'); `null` when there is nothing to undo. */
  message: string | null
  onUndo: () => void
  onDismiss: () => void
  /** The Undo button, for the screen to move focus to when the control just pressed is gone. */
  undoRef?: Ref<HTMLButtonElement>
}

/**
 * The offer to undo a removal: a polite live region (present before it speaks, so the message is
 * announced) with Undo and Dismiss buttons. It stays until used, dismissed or replaced, never on a
 * timer, so no one has to race it (WCAG 2.2.1).
 */
export function UndoNotice({ message, onUndo, onDismiss, undoRef }: UndoNoticeProps) {
  return (
    <div role="status">
      {message === null ? null : (
        <div className="mt-2 flex items-center gap-2 rounded-lg bg-slate-800 py-1 pr-1 pl-3 text-sm text-white">
          <p className="min-w-0 flex-1 break-words">{message}</p>
          <Button
            ref={undoRef}
            size="sm"
            variant="ghost"
            className="text-white underline hover:bg-slate-700 focus-visible:outline-white"
            onClick={onUndo}
          >
            Undo
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label="Dismiss"
            className="text-white hover:bg-slate-700 focus-visible:outline-white"
            onClick={onDismiss}
          >
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      )}
    </div>
  )
}
