import { type ReactNode, useId, useLayoutEffect, useRef } from 'react'

/**
 * A native modal `<dialog>` opened with `showModal()` (focus moved in, background inert, Escape
 * closes). Render it only while open; `onClose` runs when the person dismisses it. Closing puts
 * focus back on what opened it.
 */
export function Modal({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  // External sync: the dialog's modal state and focus belong to the browser. A layout effect, so
  // that it closes while still in the document and focus goes back before the next paint.
  useLayoutEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) dialog.showModal()
    return () => {
      dialog?.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-5 shadow-xl backdrop:bg-slate-900/50"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </dialog>
  )
}
