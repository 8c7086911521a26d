/** A loading indicator; the label is read by screen readers, the ring is decoration. */
export function Spinner({ label = 'Loading…', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-busy="true" className={`flex items-center justify-center gap-3 py-8 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-emerald-600 border-t-transparent motion-reduce:animate-none"
      />
      <span className="text-sm text-slate-600">{label}</span>
    </div>
  )
}
