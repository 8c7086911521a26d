import { STAFF_AUDIT_ACTION_LABELS } from '@campusplate/shared/staff'
import { useStaffAudit } from '../api/staff-api'
import { formatWhen } from '../format'
import { STAFF_UI } from '../messages'
import { QueryView } from './query-view'

/** Every staff action, newest first, with who took it (kept when their account is gone). */
export function AuditLog() {
  const audit = useStaffAudit()
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title" className="text-2xl font-bold text-slate-900">
        Audit log
      </h1>
      <div className="mt-4">
        <QueryView query={audit} isEmpty={(data) => data.entries.length === 0} emptyTitle={STAFF_UI.noAudit}>
          {(data) => (
            <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {data.entries.map((entry) => (
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
        </QueryView>
      </div>
    </section>
  )
}
