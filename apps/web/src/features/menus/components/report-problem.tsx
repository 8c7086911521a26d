import type { FoodItem } from '@campusplate/shared'
import { lazy, Suspense, useState } from 'react'
import { useSignedInProfile } from '@/lib/session/use-profile-preferences'
import { MENU_MESSAGES } from '../messages'

// The dialog and its form load on the first click, not with the menu (the dashboard's size budget).
const ReportDialog = lazy(() => import('./report-dialog').then((module) => ({ default: module.ReportDialog })))

/** A guest has no account to report from. */
export function ReportProblem({ food }: { food: FoodItem }) {
  const isSignedIn = useSignedInProfile() !== null
  const [isOpen, setIsOpen] = useState(false)
  if (!isSignedIn) return null
  return (
    <>
      <button
        type="button"
        aria-label={MENU_MESSAGES.reportProblemWith(food.name)}
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
        className="mt-2 min-h-8 text-xs text-slate-600 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
      >
        {MENU_MESSAGES.reportProblem}
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportDialog food={food} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
