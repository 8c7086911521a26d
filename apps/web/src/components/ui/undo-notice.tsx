import type { Ref } from 'react'
import { Button } from './button'

export interface UndoNoticeProps {
  message: string | null
  onUndo: () => void
  onDismiss: () => void
  /** For the screen to move focus to when the control just pressed is gone. */
  undoRef?: Ref<HTMLButtonElement>
}

/** Never on a timer, so no one has to race it (WCAG 2.2.1); the live region exists before it speaks, so it is announced. */
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
