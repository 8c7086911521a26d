import { type ReactNode, useId, useRef } from 'react'

/** A card's "About" button and its native modal `<dialog>` (Escape closes it; focus returns to the button). */
export function InfoDialog({ title, children }: { title: string; children: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  return (
    <>
      <button
        type="button"
        className="min-h-11 min-w-11 rounded-full text-sm font-medium text-emerald-800 underline"
        aria-label={`About ${title}`}
        onClick={() => dialog.current?.showModal()}
      >
        About
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <div className="mt-2 space-y-2 text-sm text-slate-700">{children}</div>
        <form method="dialog" className="mt-4 text-right">
          <button type="submit" className="min-h-11 rounded-md bg-emerald-700 px-4 font-medium text-white">
            Close
          </button>
        </form>
      </dialog>
    </>
  )
}

/** A card's frame: heading, info dialog and body. */
export function SettingsCard({ title, info, children }: { title: string; info: ReactNode; children: ReactNode }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <InfoDialog title={title}>{info}</InfoDialog>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** The card's Save button (shown only while dirty) and its 3 s success message. */
export function SaveRow({
  isDirty,
  isSaving,
  message,
}: {
  isDirty: boolean
  isSaving: boolean
  message: string | null
}) {
  return (
    <div className="mt-4 flex min-h-11 items-center gap-3">
      {isDirty && (
        <button
          type="submit"
          disabled={isSaving}
          className="min-h-11 rounded-md bg-emerald-700 px-4 font-medium text-white disabled:opacity-60"
        >
          {isSaving ? 'Saving…' : 'Save'}
        </button>
      )}
      <p role="status" className="text-sm font-medium text-emerald-800">
        {message}
      </p>
    </div>
  )
}
