/** The product mark: a plate with a plus. Decorative; the title next to it names the product. */
export function Logo({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#047857" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#fff" strokeWidth="2.5" />
      <path d="M16 11v10M11 16h10" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
