import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'
import { controlClasses, labelClasses } from './field-styles'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: string
  error?: string
  hint?: ReactNode
  /** A show/hide toggle, say. */
  endAdornment?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export function TextField({ label, error, hint, endAdornment, id, className = '', ref, ...input }: TextFieldProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined

  return (
    <div className={className}>
      <label htmlFor={inputId} className={labelClasses}>
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${controlClasses} ${endAdornment ? 'pr-12' : ''}`}
          {...input}
        />
        {endAdornment ? (
          <div className="absolute inset-y-0 right-0 mt-1 flex items-center pr-1">{endAdornment}</div>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
