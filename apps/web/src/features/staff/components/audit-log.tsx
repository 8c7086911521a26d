import { STAFF_AUDIT_ACTION_LABELS } from '@campusplate/shared/staff'
import { Alert } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { errorMessageFor } from '@/lib/api-client'
import { useStaffAudit } from '../api/staff-api'
import { formatWhen } from '../format'
import { STAFF_UI } from '../messages'

/** Every staff action, newest first, with who took it (kept when their account is gone). */
export function AuditLog() {
  const audit = useStaffAudit()
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-bold text-slate-900">
        Audit log
      </h1>
      <div className="mt-4">
        {audit.isError ? (
          <Alert>{errorMessageFor(audit.error, { fallback: STAFF_UI.loadFailed })}</Alert>
        ) : !audit.data ? (
          <Spinner />
        ) : audit.data.entries.length === 0 ? (
          <EmptyState title={STAFF_UI.noAudit} />
        ) : (
          <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {audit.data.entries.map((entry) => (
              <li key={entry.id} className="p-3 text-sm sm:flex sm:gap-4">
                <span className="block shrink-0 text-slate-600 sm:w-44">{formatWhen(entry.created_at)}</span>
                <span className="block min-w-0">
                  <span className="font-medium text-slate-900">{STAFF_AUDIT_ACTION_LABELS[entry.action]}</span>
                  <span className="text-slate-800"> — {entry.subject}</span>
                  <span className="block text-slate-600">
                    {entry.actor_name ? `${entry.actor_name} (${entry.actor_email})` : entry.actor_email}
                    {entry.actor_exists ? '' : ` ${STAFF_UI.deletedAccount}`}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  )
}
