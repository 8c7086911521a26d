import { type ReactNode, type RefObject, useId, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

export interface DialogProps {
  title: string
  description?: ReactNode
  /** Escape, or a tap on the backdrop when `backdropCloses`. */
  onClose: () => void
  children: ReactNode
  /** `dialog` for a document to read, which should open at its top, not scrolled to its first link. */
  initialFocus?: 'first-control' | 'dialog' | RefObject<HTMLElement | null>
  backdropCloses?: boolean
}

/** Render it only while open; closing puts focus back on what opened it. */
export function Dialog({
  title,
  description,
  onClose,
  children,
  initialFocus = 'first-control',
  backdropCloses = false,
}: DialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)
  // Read once, on open.
  const initialFocusRef = useRef(initialFocus)
  const pressedOnBackdrop = useRef(false)

  // External sync with the browser's modal state; a layout effect, so it closes while still in the document.
  useLayoutEffect(() => {
    const dialog = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (dialog && !dialog.open) dialog.showModal()
    const focus = initialFocusRef.current
    if (focus === 'dialog') {
      dialog?.focus()
      if (bodyRef.current) bodyRef.current.scrollTop = 0
    } else if (focus !== 'first-control') focus.current?.focus()
    return () => {
      if (dialog?.open) dialog.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return createPortal(
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape, through the cancel event.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      tabIndex={-1}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget
      }}
      onClick={(event) => {
        // A press that starts inside and ends on the backdrop is a drag, not a tap outside.
        if (backdropCloses && pressedOnBackdrop.current && event.target === event.currentTarget) onClose()
      }}
      className="mx-auto mt-auto max-h-[90dvh] w-full max-w-full overflow-hidden rounded-t-2xl bg-white text-slate-900 shadow-xl backdrop:bg-slate-900/50 sm:mb-auto sm:max-w-md sm:rounded-2xl"
    >
      <div ref={bodyRef} className="max-h-[90dvh] overflow-y-auto p-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-1 text-sm text-slate-600">
            {description}
          </div>
        ) : null}
        <div className="mt-4">{children}</div>
      </div>
    </dialog>,
    document.body,
  )
}
