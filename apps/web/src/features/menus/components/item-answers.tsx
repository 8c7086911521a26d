import { CORRECTED_NOTE, CORRECTION_FIELD_LABELS, type FoodItem, MENU_REPORT_ANSWER_LABELS } from '@campusplate/shared'
import { useSignedInProfile } from '@/lib/session/use-profile-preferences'
import { useMyReportAnswers } from '../api/get-my-reports'

/**
 * What the dining team did about a dish: the fields it corrected, and, to the student who reported
 * the dish only, the status and reply of their report.
 */
export function ItemAnswers({ food }: { food: FoodItem }) {
  const isSignedIn = useSignedInProfile() !== null
  const mine = useMyReportAnswers(food.date, { isEnabled: isSignedIn })
  const answer = isSignedIn ? mine.data?.find((entry) => entry.food_id === food.id) : undefined
  if (!food.corrected?.length && !answer) return null
  return (
    <div className="mt-1 space-y-0.5 text-xs text-slate-600">
      {food.corrected?.length ? (
        <p>
          {food.corrected.map((field) => CORRECTION_FIELD_LABELS[field]).join(', ')} {CORRECTED_NOTE}
        </p>
      ) : null}
      {answer ? (
        <p className="text-emerald-800">
          <span className="font-medium">{MENU_REPORT_ANSWER_LABELS[answer.status]}</span>
          {answer.reply ? <> · “{answer.reply}”</> : null}
        </p>
      ) : null}
    </div>
  )
}
