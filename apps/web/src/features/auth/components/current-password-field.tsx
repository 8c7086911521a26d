import { useState } from 'react'
import { PasswordField } from '@/components/ui/password-field'
import { AUTH_MESSAGES } from '../messages'

/** The account's present password (sign-in, the link step), with its own show/hide toggle. */
export function CurrentPasswordField({ error }: { error?: string }) {
  const [isVisible, setIsVisible] = useState(false)
  return (
    <PasswordField
      label={AUTH_MESSAGES.password}
      autoComplete="current-password"
      isVisible={isVisible}
      onToggleVisibility={() => setIsVisible((visible) => !visible)}
      name="password"
      error={error}
    />
  )
}
