import { type ReactNode, useId, useRef } from 'react'
import { useFocusWhenShown } from '@/components/ui/use-focus-when-shown'
import { INFO_TOPIC_TEXT, type InfoTopic } from './info-topics'

/**
 * An "About …" button and its native modal `<dialog>` for one info topic (Escape closes it; focus
 * returns to the button).
 */
export function InfoDialog({ topic }: { topic: InfoTopic }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { label, body } = INFO_TOPIC_TEXT[topic]
  return (
    <>
      <button
        type="button"
        className="min-h-11 min-w-11 rounded-full px-1 text-sm font-medium text-emerald-800 underline"
        onClick={() => dialog.current?.showModal()}
      >
        About {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {label}
        </h3>
        <div className="mt-2 space-y-2 text-sm text-slate-700">{body}</div>
        <form method="dialog" className="mt-4 text-right">
          <button type="submit" className="min-h-11 rounded-md bg-emerald-700 px-4 font-medium text-white">
            Close
          </button>
        </form>
      </dialog>
    </>
  )
}

/** A card's frame: heading, the info dialogs of its topics, and body. */
export function SettingsCard({
  title,
  topics,
  children,
}: {
  title: string
  topics: readonly InfoTopic[]
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {topics.map((topic) => (
            <InfoDialog key={topic} topic={topic} />
          ))}
        </div>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}

/**
 * The card's Save button (shown only while dirty) and its 3 s success message, which takes focus
 * when the saved card takes its Save button away.
 */
export function SaveRow({
  isDirty,
  isSaving,
  message,
}: {
  isDirty: boolean
  isSaving: boolean
  message: string | null
}) {
  const statusRef = useFocusWhenShown<HTMLParagraphElement>(message)
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
      <p ref={statusRef} tabIndex={-1} role="status" className="text-sm font-medium text-emerald-800">
        {message}
      </p>
    </div>
  )
}
