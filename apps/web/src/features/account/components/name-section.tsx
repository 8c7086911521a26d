import { SUCCESS_MESSAGE_MS } from '@campusplate/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { useTimedValue } from '@/lib/use-timed-value'
import { useUpdateName } from '../api/update-name'
import { ACCOUNT_UI } from '../messages'
import { nameErrorMessage } from '../utils/account-errors'
import { type NameFormInput, NameFormSchema } from '../utils/account-forms'
import { useInlineEdit } from '../utils/use-inline-edit'
import { EditActions, ErrorText, SectionRow, SuccessStatus } from './section-row'

/** docs/product.md#account-actions */
export function NameSection({ name }: { name: string }) {
  const success = useTimedValue<string>(SUCCESS_MESSAGE_MS)
  const update = useUpdateName()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NameFormInput, unknown, { name: string }>({
    resolver: zodResolver(NameFormSchema),
    values: { name },
  })

  const edit = useInlineEdit(() => {
    reset({ name })
    update.reset()
  })

  return (
    <SectionRow title={ACCOUNT_UI.name} status={<SuccessStatus message={success.value} />}>
      {edit.isEditing ? (
        <form
          ref={edit.formRef}
          onKeyDown={edit.onKeyDown}
          noValidate
          className="space-y-3"
          onSubmit={handleSubmit((form) =>
            update.mutate(form.name, {
              onSuccess: () => {
                edit.finish()
                success.show(ACCOUNT_UI.nameUpdated)
              },
            }),
          )}
        >
          <TextField label={ACCOUNT_UI.name} autoComplete="name" error={errors.name?.message} {...register('name')} />
          <ErrorText message={update.isError ? nameErrorMessage(update.error) : null} />
          <EditActions isPending={update.isPending} onCancel={edit.cancel} />
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="break-words text-slate-800">{name}</p>
          <Button ref={edit.editRef} variant="secondary" size="sm" onClick={edit.start}>
            {ACCOUNT_UI.editName}
          </Button>
        </div>
      )}
    </SectionRow>
  )
}
