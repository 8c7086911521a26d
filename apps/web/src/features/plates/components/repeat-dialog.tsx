import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
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

/** Asked before a repeat changes a plate that has items: add to it, or replace it; render it only while asking. */
export function RepeatDialog({ day, count, addLabel, onChoose }: RepeatDialogProps) {
  const addRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      title={MESSAGES.repeatAsk}
      description={MESSAGES.repeatAskBody(day, count)}
      onClose={() => onChoose(null)}
      // Adding keeps what is there: the safe answer is the one Enter gives.
      initialFocus={addRef}
    >
      <div className="flex flex-wrap justify-end gap-2">
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
    </Dialog>
  )
}
