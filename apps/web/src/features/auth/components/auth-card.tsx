import type { ReactNode } from 'react'

/** The card of the sign-in screens (login, registration, forgot and reset password). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <h1 className="text-center text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  )
}

/** A text link in the auth screens' style. */
export const authLinkClasses =
  'rounded font-medium text-emerald-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600'
