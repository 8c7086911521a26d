import { type ReactNode, useLayoutEffect, useRef } from 'react'

/** An outcome card replaces the form, so it takes focus on its title: the button that had focus is gone. */
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
  // Before paint, in the commit that shows the element.
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

/** Its padding makes a tap target of at least 24 px. */
export const authLinkClasses =
  'inline-block rounded py-1 font-medium text-emerald-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600'
