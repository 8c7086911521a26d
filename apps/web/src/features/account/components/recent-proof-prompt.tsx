import { RECENT_PROOF_MESSAGES } from '@campusplate/shared'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { PasswordField } from '@/components/ui/password-field'
import { serverPaths } from '@/config/paths'
import { ApiError } from '@/lib/api-client'
import { useConfirmPassword } from '../api/confirm-password'
import { ACCOUNT_UI } from '../messages'
import type { RecentProof } from '../utils/account-errors'
import { ErrorText } from './section-row'

/** A refused confirmation: the server's detail (a wrong password, too many attempts), the network message, else the generic one. */
function confirmPasswordErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return ACCOUNT_UI.networkError
  if (error instanceof ApiError && error.hasServerDetail) return error.detail
  return RECENT_PROOF_MESSAGES.passwordIncorrect
}

/** docs/decisions/054; render it outside any other form, as forms cannot nest. */
export function RecentProofPrompt({ needed, onProven }: { needed: RecentProof; onProven: () => void }) {
  const confirm = useConfirmPassword()
  const [password, setPassword] = useState('')
  const [isVisible, setIsVisible] = useState(false)

  if (needed === 'google') {
    return (
      <div className="mt-3 space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-3">
        <p role="alert" className="text-sm text-slate-800">
          {RECENT_PROOF_MESSAGES.googleNeeded}
        </p>
        <Button variant="secondary" onClick={() => window.location.assign(serverPaths.googleLogin)}>
          {RECENT_PROOF_MESSAGES.continueWithGoogle}
        </Button>
      </div>
    )
  }
  return (
    <form
      noValidate
      className="mt-3 space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-3"
      onSubmit={(event) => {
        event.preventDefault()
        if (confirm.isPending) return
        confirm.mutate(
          { password },
          {
            onSuccess: () => {
              setPassword('')
              onProven()
            },
          },
        )
      }}
    >
      <p role="alert" className="text-sm text-slate-800">
        {RECENT_PROOF_MESSAGES.passwordNeeded}
      </p>
      <PasswordField
        label={RECENT_PROOF_MESSAGES.confirmPassword}
        autoComplete="current-password"
        isVisible={isVisible}
        onToggleVisibility={() => setIsVisible((visible) => !visible)}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <ErrorText message={confirm.isError ? confirmPasswordErrorMessage(confirm.error) : null} />
      <Button type="submit" disabled={confirm.isPending || password === ''} aria-busy={confirm.isPending}>
        {RECENT_PROOF_MESSAGES.confirm}
      </Button>
    </form>
  )
}
