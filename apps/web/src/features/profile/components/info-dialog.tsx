import { lazy, type ReactNode, Suspense, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useFocusWhenShown } from '@/components/ui/use-focus-when-shown'
import { INFO_TOPIC_TEXT, type InfoTopic } from './info-topics'

// Loaded when a topic is first opened, to keep the profile screen's first load within its budget.
const Dialog = lazy(() => import('@/components/ui/dialog').then((module) => ({ default: module.Dialog })))

/** An "About …" button and its modal dialog for one info topic. */
export function InfoDialog({ topic }: { topic: InfoTopic }) {
  const [isOpen, setIsOpen] = useState(false)
  const { label, body } = INFO_TOPIC_TEXT[topic]
  const close = () => setIsOpen(false)
  return (
    <>
      <button
        type="button"
        className="min-h-11 min-w-11 rounded-full px-1 text-sm font-medium text-emerald-800 underline"
        onClick={() => setIsOpen(true)}
      >
        About {label}
      </button>
      {isOpen ? (
        <Suspense>
          <Dialog title={label} onClose={close}>
            <div className="space-y-2 text-sm text-slate-700">{body}</div>
            <div className="mt-4 flex justify-end">
              <Button onClick={close}>Close</Button>
            </div>
          </Dialog>
        </Suspense>
      ) : null}
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
