import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useFocusWhenShown } from '@/components/ui/use-focus-when-shown'
import { ACCOUNT_UI } from '../messages'

/** One line of Account Information: its label, then the value or the edit form, then a status line. */
export function SectionRow({ title, children, status }: { title: string; children: ReactNode; status?: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-4 first:border-t-0">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <div className="mt-2">{children}</div>
      {status}
    </div>
  )
}

/**
 * A success message in a live region (docs/product.md#constants: shown for 3 s by the caller); it
 * takes focus when the form that was saved has closed.
 */
export function SuccessStatus({ message }: { message: string | null }) {
  const ref = useFocusWhenShown<HTMLParagraphElement>(message)
  return (
    <p ref={ref} tabIndex={-1} role="status" className="mt-2 min-h-5 text-sm font-medium text-emerald-800">
      {message}
    </p>
  )
}

export function ErrorText({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {message}
    </p>
  ) : null
}

/** The Save and Cancel buttons of an edit form; Save says it is working while `isPending`. */
export function EditActions({ isPending, onCancel }: { isPending: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={isPending} aria-busy={isPending}>
        {isPending ? ACCOUNT_UI.saving : ACCOUNT_UI.save}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {ACCOUNT_UI.cancel}
      </Button>
    </div>
  )
}
