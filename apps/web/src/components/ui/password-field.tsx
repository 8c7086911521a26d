import type { TextFieldProps } from './text-field'
import { TextField } from './text-field'

const SHOW_PASSWORD_LABEL = 'Show password'
export const HIDE_PASSWORD_LABEL = 'Hide password'

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  isVisible: boolean
  /** The caller owns the state: one toggle may serve two fields. */
  onToggleVisibility?: () => void
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  )
}

export function PasswordField({ isVisible, onToggleVisibility, id, ...props }: PasswordFieldProps) {
  return (
    <TextField
      {...props}
      id={id}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        onToggleVisibility ? (
          <button
            type="button"
            onClick={onToggleVisibility}
            aria-label={isVisible ? HIDE_PASSWORD_LABEL : SHOW_PASSWORD_LABEL}
            className="inline-flex size-10 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600"
          >
            <EyeIcon isCrossed={isVisible} />
          </button>
        ) : undefined
      }
    />
  )
}
