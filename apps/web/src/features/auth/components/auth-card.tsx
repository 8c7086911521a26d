import { type ReactNode, useLayoutEffect, useRef } from 'react'

/**
 * The card of the sign-in screens (login, registration, forgot and reset password). A card that
 * replaces a form after it was sent (`isOutcome`) takes keyboard and screen-reader focus on its
 * title, since the button that had focus is gone.
 */
export function AuthCard({
  title,
  isOutcome = false,
  children,
}: {
  title: string
  isOutcome?: boolean
  children: ReactNode
}) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  // External sync: moving the browser's focus, in the commit that shows the element (before it is painted).
  useLayoutEffect(() => {
    if (isOutcome) titleRef.current?.focus()
  }, [isOutcome])
  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h1
        ref={titleRef}
        tabIndex={isOutcome ? -1 : undefined}
        className="text-center text-2xl font-bold text-slate-900 outline-none"
      >
        {title}
      </h1>
      {children}
    </div>
  )
}

/** A text link in the auth screens' style; its padding makes a tap target of at least 24 px. */
export const authLinkClasses =
  'inline-block rounded py-1 font-medium text-emerald-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600'
