import { EmptyState } from '@/components/ui/empty-state'

/** A console section still to come: its heading and a note. */
export function StaffPlaceholder({ title }: { title: string }) {
  return (
    <section aria-labelledby="staff-section-title">
      <h1 id="staff-section-title" className="text-2xl font-bold text-slate-900">
        {title}
      </h1>
      <div className="mt-4">
        <EmptyState title="Coming soon" />
      </div>
    </section>
  )
}
