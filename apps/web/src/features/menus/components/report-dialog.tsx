import {
  type FoodItem,
  MENU_REPORT_KIND_LABELS,
  MENU_REPORT_KINDS,
  MENU_REPORT_MESSAGES,
  MENU_REPORT_NOTE_MAX,
  type MenuReportCreate,
  MenuReportCreateSchema,
} from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import { errorMessageFor } from '@/lib/api-client'
import { useSendMenuReport } from '../api/send-menu-report'
import { MENU_MESSAGES } from '../messages'

type ReportValues = Pick<MenuReportCreate, 'kind' | 'note'>
const ReportFormSchema = MenuReportCreateSchema.omit({ food_id: true })

/** What is wrong with a menu item, and a few words for the dining team. Loaded lazily. */
export function ReportDialog({ food, onClose }: { food: FoodItem; onClose: () => void }) {
  const id = useId()
  const send = useSendMenuReport()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReportValues>({ resolver: zodResolver(ReportFormSchema), defaultValues: { note: '' } })
  const submit = handleSubmit((values) => send.mutate({ ...values, food_id: food.id }))

  return (
    <Dialog title={MENU_MESSAGES.reportTitle(food.name)} description={MENU_MESSAGES.reportIntro} onClose={onClose}>
      {send.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="info">{MENU_REPORT_MESSAGES.sent}</Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>{MENU_MESSAGES.reportClose}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <fieldset aria-describedby={errors.kind ? `${id}-kind-error` : undefined}>
            <legend className={labelClasses}>{MENU_MESSAGES.reportKind}</legend>
            <div className="mt-1 space-y-1">
              {MENU_REPORT_KINDS.map((kind) => (
                <label key={kind} className="flex min-h-9 items-center gap-2 text-sm text-slate-800">
                  <input type="radio" value={kind} {...register('kind')} className="size-4 accent-emerald-700" />
                  {MENU_REPORT_KIND_LABELS[kind]}
                </label>
              ))}
            </div>
            {errors.kind ? (
              <p id={`${id}-kind-error`} className="mt-1 text-sm text-red-700">
                {errors.kind.message}
              </p>
            ) : null}
          </fieldset>
          <div>
            <label htmlFor={`${id}-note`} className={labelClasses}>
              {MENU_MESSAGES.reportNote}
            </label>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={MENU_REPORT_NOTE_MAX}
              aria-describedby={`${id}-note-hint${errors.note ? ` ${id}-note-error` : ''}`}
              {...register('note')}
              className={controlClasses}
            />
            <p id={`${id}-note-hint`} className="mt-1 text-xs text-slate-600">
              {MENU_MESSAGES.reportNoteHint(MENU_REPORT_NOTE_MAX)}
            </p>
            {errors.note ? (
              <p id={`${id}-note-error`} className="mt-1 text-sm text-red-700">
                {errors.note.message}
              </p>
            ) : null}
          </div>
          {send.isError ? (
            <Alert>{errorMessageFor(send.error, { fallback: MENU_REPORT_MESSAGES.failed })}</Alert>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              {MENU_MESSAGES.reportCancel}
            </Button>
            <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
              {send.isPending ? MENU_MESSAGES.reportSending : MENU_MESSAGES.reportSend}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
