import type { ButtonHTMLAttributes, Ref } from 'react'
import { useHydrated } from '@/lib/use-hydrated'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'
type Size = 'sm' | 'md'

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50'

const variants: Record<Variant, string> = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100',
  danger: 'text-red-700 hover:bg-red-50',
}

const sizes: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-4 text-sm',
}

export function buttonClasses({ variant = 'primary', size = 'md' }: { variant?: Variant; size?: Size } = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]}`
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant
  size?: Size
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant, size, className = '', type = 'button', disabled, ...props }: ButtonProps) {
  // Until hydrated a form cannot be sent by the browser itself, which would lose what was typed (decision 048).
  const isHydrated = useHydrated()
  return (
    <button
      type={type}
      disabled={disabled || !isHydrated || undefined}
      className={`${buttonClasses({ variant, size })} ${className}`}
      {...props}
    />
  )
}
