import type { ReactNode } from 'react'

type Tone = 'green' | 'slate' | 'amber' | 'blue'

const tones: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-800',
  slate: 'bg-slate-100 text-slate-700',
  amber: 'bg-amber-100 text-amber-900',
  blue: 'bg-sky-100 text-sky-900',
}

export function Badge({ tone = 'slate', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  )
}
