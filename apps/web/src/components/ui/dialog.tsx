import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useId, useLayoutEffect, useRef } from 'react'
import { createPortal } from 'react-dom'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

function hideBackground(overlay: HTMLElement | null): () => void {
  const siblings = Array.from(document.body.children).filter((element) => element !== overlay)
  const saved = siblings.map((element) => [element, element.getAttribute('aria-hidden')] as const)
  for (const element of siblings) {
    element.setAttribute('inert', '')
    element.setAttribute('aria-hidden', 'true')
  }
  return () => {
    for (const [element, ariaHidden] of saved) {
      element.removeAttribute('inert')
      if (ariaHidden === null) element.removeAttribute('aria-hidden')
      else element.setAttribute('aria-hidden', ariaHidden)
    }
  }
}

export interface DialogProps {
  title: string
  description?: ReactNode
  onClose: () => void
  children: ReactNode
  /** `dialog` for a document to read, which should open at its top, not scrolled to its first link. */
  initialFocus?: 'first-control' | 'dialog'
}

/** Render it only while open. */
export function Dialog({ title, description, onClose, children, initialFocus = 'first-control' }: DialogProps) {
  const titleId = useId()
  const descriptionId = useId()
  const overlayRef = useRef<HTMLDivElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  // Read once, on open.
  const initialFocusRef = useRef(initialFocus)

  // A layout effect, so focus is inside and the page behind inert in the first frame the dialog shows.
  useLayoutEffect(() => {
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first =
      initialFocusRef.current === 'first-control' ? panelRef.current?.querySelector<HTMLElement>(FOCUSABLE) : null
    ;(first ?? panelRef.current)?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    const restoreBackground = hideBackground(overlayRef.current)
    return () => {
      restoreBackground()
      document.body.style.overflow = overflow
      previouslyFocused?.focus()
    }
  }, [])

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onCloseRef.current()
      return
    }
    if (event.key !== 'Tab' || !panelRef.current) return
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    <div ref={overlayRef} className="fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4">
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute inset-0 cursor-default bg-slate-900/50"
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="relative max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:max-w-md sm:rounded-2xl"
      >
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
    </div>,
    document.body,
  )
}
