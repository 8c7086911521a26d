import { useEffect, useId, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { QUICK_LOG_MESSAGES as MESSAGES } from '../quick-log-messages'

/** A repeated plate is added to the plate's lines, or replaces them. */
export type FillMode = 'add' | 'replace'

export interface RepeatDialogProps {
  /** The repeated plate's day ('Wed 25 Nov') and how many lines it has. */
  day: string
  count: number
  /** 'Add to today's plate', or the plate of the day shown. */
  addLabel: string
  /** The choice, or null for Cancel and Escape. */
  onChoose: (mode: FillMode | null) => void
}

/**
 * Asked before a repeat changes a plate that has items: add to it, or replace it. A native modal
 * `<dialog>` (focus moved in, background inert, Escape cancels); render it only while asking.
 */
export function RepeatDialog({ day, count, addLabel, onChoose }: RepeatDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const addRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const bodyId = useId()
  // External sync: the dialog's modal state belongs to the browser.
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    // Adding keeps what is there: the safe answer is the one Enter gives.
    addRef.current?.focus()
    return () => dialog?.close()
  }, [])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault()
        onChoose(null)
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-5 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {MESSAGES.repeatAsk}
      </h2>
      <p id={bodyId} className="mt-2 text-sm text-slate-700">
        {MESSAGES.repeatAskBody(day, count)}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => onChoose(null)}>
          {MESSAGES.cancel}
        </Button>
        <Button variant="secondary" onClick={() => onChoose('replace')}>
          {MESSAGES.replacePlate}
        </Button>
        <Button ref={addRef} onClick={() => onChoose('add')}>
          {addLabel}
        </Button>
      </div>
    </dialog>
  )
}
