import type { ReactNode } from 'react'

export const thClasses = 'px-3 py-2 font-semibold text-slate-700 whitespace-nowrap'
export const tdClasses = 'px-3 py-2 text-slate-800 align-top'

interface ScrollTableProps {
  /** Names the scrolling region and the table. */
  label: string
  headings: readonly string[]
  children: ReactNode
}

export function ScrollTable({ label, headings, children }: ScrollTableProps) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-emerald-600"
    >
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className={thClasses}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </section>
  )
}
