import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { useFocusWhenShown } from '@/components/ui/use-focus-when-shown'
import { ACCOUNT_UI } from '../messages'

export function SectionRow({ title, children, status }: { title: string; children: ReactNode; status?: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-4 first:border-t-0">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      <div className="mt-2">{children}</div>
      {status}
    </div>
  )
}

/** Takes focus once the saved form has closed (docs/product.md#constants: the caller shows it for 3 s). */
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
