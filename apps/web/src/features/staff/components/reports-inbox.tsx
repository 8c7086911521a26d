import { MENU_REPORT_KIND_LABELS, MENU_REPORT_STATUSES, type MenuReportStatus } from '@campusplate/shared'
import { MENU_REPORT_REPLY_MAX, MENU_REPORT_STATUS_LABELS, type StaffReport } from '@campusplate/shared/staff'
import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { controlClasses, labelClasses } from '@/components/ui/field-styles'
import { errorMessageFor } from '@/lib/api-client'
import { type ReportFilters, useAnswerReport, useStaffReports } from '../api/staff-api'
import { formatWhen } from '../format'
import { STAFF_UI } from '../messages'
import { CorrectionForm } from './correction-form'
import { QueryView } from './query-view'

const STATUS_TONES: Record<MenuReportStatus, string> = {
  new: 'bg-amber-100 text-amber-900',
  in_progress: 'bg-sky-100 text-sky-900',
  fixed: 'bg-emerald-100 text-emerald-900',
  wont_fix: 'bg-slate-200 text-slate-800',
}

/** The statuses as the options of a select. */
function StatusOptions() {
  return MENU_REPORT_STATUSES.map((value) => (
    <option key={value} value={value}>
      {MENU_REPORT_STATUS_LABELS[value]}
    </option>
  ))
}

function AnswerForm({ report }: { report: StaffReport }) {
  const id = useId()
  const answer = useAnswerReport()
  const [status, setStatus] = useState<MenuReportStatus>(report.status)
  const [reply, setReply] = useState('')
  return (
    <form
      noValidate
      className="mt-3 space-y-3 border-t border-slate-200 pt-3"
      onSubmit={(event) => {
        event.preventDefault()
        answer.mutate(
          { id: report.id, update: { status, ...(reply.trim() ? { reply: reply.trim() } : {}) } },
          { onSuccess: () => setReply('') },
        )
      }}
    >
      <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <div>
          <label htmlFor={`${id}-status`} className={labelClasses}>
            {STAFF_UI.status}
          </label>
          <select
            id={`${id}-status`}
            className={controlClasses}
            value={status}
            onChange={(event) => setStatus(event.target.value as MenuReportStatus)}
          >
            <StatusOptions />
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-reply`} className={labelClasses}>
            {STAFF_UI.reply}
          </label>
          <textarea
            id={`${id}-reply`}
            rows={2}
            maxLength={MENU_REPORT_REPLY_MAX}
            className={controlClasses}
            value={reply}
            onChange={(event) => setReply(event.target.value)}
          />
        </div>
      </div>
      {answer.isError ? <Alert>{errorMessageFor(answer.error, { fallback: STAFF_UI.saveFailed })}</Alert> : null}
      {answer.isSuccess ? (
        <p role="status" className="text-sm text-emerald-800">
          {STAFF_UI.answered}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={answer.isPending}>
          {STAFF_UI.saveAnswer}
        </Button>
      </div>
    </form>
  )
}

function ReportCard({ report }: { report: StaffReport }) {
  const [isCorrecting, setIsCorrecting] = useState(false)
  const [corrected, setCorrected] = useState(false)
  const where = [report.dining_hall, report.meal_name, report.station, report.date].filter(Boolean).join(' · ')
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <article aria-labelledby={`report-${report.id}`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`report-${report.id}`} className="text-lg font-semibold text-slate-900">
              {report.name}
            </h2>
            <p className="text-sm text-slate-600">{where}</p>
          </div>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONES[report.status]}`}>
            {MENU_REPORT_STATUS_LABELS[report.status]}
          </span>
        </div>
        <p className="mt-2 text-sm font-medium text-slate-800">{MENU_REPORT_KIND_LABELS[report.kind]}</p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-800">{report.note ?? STAFF_UI.noNote}</p>
        <p className="mt-2 text-xs text-slate-600">
          {STAFF_UI.reported(formatWhen(report.created_at))} · {STAFF_UI.reporters(report.dish_reporters)}
        </p>
        {report.reply ? (
          <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-800">
            <span className="font-medium">{STAFF_UI.yourReply}: </span>
            {report.reply}
          </p>
        ) : null}
        <AnswerForm report={report} />
        <div className="mt-3">
          {isCorrecting ? (
            <CorrectionForm
              foodId={report.food_id}
              onDone={() => {
                setIsCorrecting(false)
                setCorrected(true)
              }}
            />
          ) : (
            <Button variant="secondary" size="sm" onClick={() => setIsCorrecting(true)}>
              {STAFF_UI.correct}
            </Button>
          )}
          {corrected && !isCorrecting ? (
            <p role="status" className="mt-2 text-sm text-emerald-800">
              {STAFF_UI.corrected}
            </p>
          ) : null}
        </div>
      </article>
    </li>
  )
}

/** Students' menu reports, newest first, with filters, answers and corrections. */
export function ReportsInbox() {
  const id = useId()
  const [filters, setFilters] = useState<ReportFilters>({})
  const reports = useStaffReports(filters)
  return (
    <section aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        Reports
      </h1>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:max-w-lg">
        <div>
          <label htmlFor={`${id}-status`} className={labelClasses}>
            {STAFF_UI.statusFilter}
          </label>
          <select
            id={`${id}-status`}
            className={controlClasses}
            value={filters.status ?? ''}
            onChange={(event) =>
              setFilters({ ...filters, status: (event.target.value || undefined) as MenuReportStatus | undefined })
            }
          >
            <option value="">{STAFF_UI.all}</option>
            <StatusOptions />
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-hall`} className={labelClasses}>
            {STAFF_UI.hallFilter}
          </label>
          <select
            id={`${id}-hall`}
            className={controlClasses}
            value={filters.hall ?? ''}
            onChange={(event) => setFilters({ ...filters, hall: event.target.value || undefined })}
          >
            <option value="">{STAFF_UI.all}</option>
            {(reports.data?.halls ?? []).map((hall) => (
              <option key={hall} value={hall}>
                {hall}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4">
        <QueryView query={reports} isEmpty={(data) => data.reports.length === 0} emptyTitle={STAFF_UI.noReports}>
          {(data) => (
            <ul className="space-y-3">
              {data.reports.map((report) => (
                <ReportCard key={report.id} report={report} />
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  )
}
