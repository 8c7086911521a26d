import { ACCOUNT_MESSAGES, SUCCESS_MESSAGE_MS } from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { PasswordField } from '@/components/ui/password-field'
import { useTimedValue } from '@/lib/use-timed-value'
import { useChangePassword } from '../api/change-password'
import { ACCOUNT_UI } from '../messages'
import { passwordErrorMessage, recentProofNeeded } from '../utils/account-errors'
import {
  EMPTY_PASSWORD_FORM,
  type PasswordFormInput,
  type PasswordFormOutput,
  passwordFormSchema,
} from '../utils/account-forms'
import { useInlineEdit } from '../utils/use-inline-edit'
import { RecentProofSlot } from './recent-proof-slot'
import { EditActions, ErrorText, SectionRow, SuccessStatus } from './section-row'

/** docs/product.md#account-actions; an account made with Google has no password to confirm. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const [visible, setVisible] = useState({ current: false, next: false })
  const success = useTimedValue<string>(SUCCESS_MESSAGE_MS)
  const change = useChangePassword()
  const proofNeeded = recentProofNeeded(change.error)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PasswordFormInput, unknown, PasswordFormOutput>({
    resolver: zodResolver(passwordFormSchema({ hasPassword })),
    defaultValues: EMPTY_PASSWORD_FORM,
  })

  const clear = () => {
    reset(EMPTY_PASSWORD_FORM)
    change.reset()
    setVisible({ current: false, next: false })
  }
  const edit = useInlineEdit(clear)
  const onChanged = () => {
    clear()
    edit.finish()
    success.show(ACCOUNT_MESSAGES.passwordUpdated)
  }

  return (
    <SectionRow title={ACCOUNT_UI.password} status={<SuccessStatus message={success.value} />}>
      {edit.isEditing ? (
        <>
          <form
            ref={edit.formRef}
            onKeyDown={edit.onKeyDown}
            noValidate
            className="space-y-3"
            onSubmit={handleSubmit((request) => change.mutate(request, { onSuccess: onChanged }))}
          >
            {hasPassword ? (
              <PasswordField
                label={ACCOUNT_UI.currentPassword}
                autoComplete="current-password"
                isVisible={visible.current}
                onToggleVisibility={() => setVisible((v) => ({ ...v, current: !v.current }))}
                error={errors.current_password?.message}
                {...register('current_password')}
              />
            ) : null}
            <PasswordField
              label={ACCOUNT_UI.newPassword}
              autoComplete="new-password"
              hint={ACCOUNT_UI.passwordHint}
              isVisible={visible.next}
              onToggleVisibility={() => setVisible((v) => ({ ...v, next: !v.next }))}
              error={errors.new_password?.message}
              {...register('new_password')}
            />
            <PasswordField
              label={ACCOUNT_UI.confirmNewPassword}
              autoComplete="new-password"
              isVisible={visible.next}
              error={errors.confirm_password?.message}
              {...register('confirm_password')}
            />
            <ErrorText message={change.isError && !proofNeeded ? passwordErrorMessage(change.error) : null} />
            <EditActions isPending={change.isPending} onCancel={edit.cancel} />
          </form>
          {proofNeeded && change.variables ? (
            <RecentProofSlot
              needed={proofNeeded}
              onProven={() => change.mutate(change.variables, { onSuccess: onChanged })}
            />
          ) : null}
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-slate-800">{hasPassword ? '••••••••' : ACCOUNT_UI.noPassword}</p>
          <Button ref={edit.editRef} variant="secondary" size="sm" onClick={edit.start}>
            {hasPassword ? ACCOUNT_UI.changePassword : ACCOUNT_UI.setPassword}
          </Button>
        </div>
      )}
    </SectionRow>
  )
}
