import { ACCOUNT_MESSAGES, EMAIL_CHANGE_LOGOUT_DELAY_MS } from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { EmailField } from '@/components/ui/email-field'
import { paths } from '@/config/paths'
import { completeSignOut } from '@/lib/session/session'
import { useUpdateEmail } from '../api/update-email'
import { ACCOUNT_UI } from '../messages'
import { emailErrorMessage, recentProofNeeded } from '../utils/account-errors'
import { type EmailFormInput, EmailFormSchema } from '../utils/account-forms'
import { useInlineEdit } from '../utils/use-inline-edit'
import { RecentProofSlot } from './recent-proof-slot'
import { EditActions, ErrorText, SectionRow, SuccessStatus } from './section-row'

/** docs/product.md#account-actions: after an e-mail change, 'Email updated! Redirecting to login...', then log out after 1.5 s. */
function useSignOutAfterEmailChange(isChanged: boolean) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  useEffect(() => {
    if (!isChanged) return
    const timer = setTimeout(async () => {
      await completeSignOut(queryClient)
      await navigate(paths.login.href({ reason: 'email-changed' }), { replace: true })
    }, EMAIL_CHANGE_LOGOUT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [isChanged, queryClient, navigate])
}

/** docs/product.md#account-actions */
export function EmailSection({ email }: { email: string }) {
  const update = useUpdateEmail()
  useSignOutAfterEmailChange(update.isSuccess)
  const proofNeeded = recentProofNeeded(update.error)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EmailFormInput, unknown, { email: string }>({
    resolver: zodResolver(EmailFormSchema),
    values: { email },
  })

  const edit = useInlineEdit(() => {
    reset({ email })
    update.reset()
  })

  return (
    <SectionRow
      title={ACCOUNT_UI.email}
      status={<SuccessStatus message={update.isSuccess ? ACCOUNT_MESSAGES.emailUpdated : null} />}
    >
      {edit.isEditing && !update.isSuccess ? (
        <>
          <form
            ref={edit.formRef}
            onKeyDown={edit.onKeyDown}
            noValidate
            className="space-y-3"
            onSubmit={handleSubmit((form) => update.mutate(form))}
          >
            <EmailField label={ACCOUNT_UI.email} error={errors.email?.message} {...register('email')} />
            <ErrorText message={update.isError && !proofNeeded ? emailErrorMessage(update.error) : null} />
            <EditActions isPending={update.isPending} onCancel={edit.cancel} />
          </form>
          {proofNeeded && update.variables ? (
            <RecentProofSlot needed={proofNeeded} onProven={() => update.mutate(update.variables)} />
          ) : null}
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="break-all text-slate-800">{email}</p>
          <Button variant="secondary" size="sm" ref={edit.editRef} disabled={update.isSuccess} onClick={edit.start}>
            {ACCOUNT_UI.editEmail}
          </Button>
        </div>
      )}
    </SectionRow>
  )
}
