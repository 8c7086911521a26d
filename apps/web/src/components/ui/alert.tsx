import type { ReactNode, Ref } from 'react'

type Tone = 'error' | 'info'

const tones: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-amber-200 bg-amber-50 text-amber-900',
}

export interface AlertProps {
  title?: string
  tone?: Tone
  children: ReactNode
  className?: string
  /** Makes the message focusable, for a screen that moves focus to it (after a failed send, say). */
  ref?: Ref<HTMLDivElement>
}

/** Render it only while it has something to say, so assistive technology announces it. */
export function Alert({ title, tone = 'error', children, className = '', ref }: AlertProps) {
  return (
    <div
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm break-words ${tones[tone]} ${className}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? 'mt-0.5' : undefined}>{children}</div>
    </div>
  )
}
