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
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import { errorMessageFor } from '@/lib/api-client'
import { useSendMenuReport } from '../api/send-menu-report'
import { REPORT_MESSAGES } from '../report-messages'

type ReportValues = Pick<MenuReportCreate, 'kind' | 'note'>
const ReportFormSchema = z.omit(MenuReportCreateSchema, { food_id: true })

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
    <Dialog
      title={REPORT_MESSAGES.title(food.name)}
      description={REPORT_MESSAGES.intro}
      onClose={onClose}
      backdropCloses
    >
      {send.isSuccess ? (
        <div className="space-y-4">
          <Alert tone="info">{MENU_REPORT_MESSAGES.sent}</Alert>
          <div className="flex justify-end">
            <Button onClick={onClose}>{REPORT_MESSAGES.close}</Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <fieldset aria-describedby={errors.kind ? `${id}-kind-error` : undefined}>
            <legend className={labelClasses}>{REPORT_MESSAGES.kind}</legend>
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
              {REPORT_MESSAGES.note}
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
              {REPORT_MESSAGES.noteHint(MENU_REPORT_NOTE_MAX)}
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
              {REPORT_MESSAGES.cancel}
            </Button>
            <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
              {send.isPending ? REPORT_MESSAGES.sending : REPORT_MESSAGES.send}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
