import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/text-field'
import { useDeleteAccount } from '../api/delete-account'
import { ACCOUNT_UI } from '../messages'
import { deleteErrorMessage, recentProofNeeded } from '../utils/account-errors'
import { isDeleteConfirmed } from '../utils/account-forms'
import { RecentProofSlot } from './recent-proof-slot'

/** docs/product.md#account-actions Delete: the button is enabled only when the typed text is exactly DELETE. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [typed, setTyped] = useState('')
  const remove = useDeleteAccount()
  const isConfirmed = isDeleteConfirmed(typed)
  const proofNeeded = recentProofNeeded(remove.error)

  return (
    <Dialog title={ACCOUNT_UI.deleteTitle} onClose={onClose}>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (isConfirmed) remove.mutate()
        }}
      >
        <p className="text-sm text-slate-700">{ACCOUNT_UI.deleteWarning}</p>
        <TextField
          label={ACCOUNT_UI.deleteTypeLabel}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {remove.isError && !proofNeeded ? <Alert>{deleteErrorMessage(remove.error)}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {ACCOUNT_UI.cancel}
          </Button>
          <Button
            type="submit"
            variant="danger"
            className="border border-red-300"
            disabled={!isConfirmed || remove.isPending}
            aria-busy={remove.isPending}
          >
            {remove.isPending ? ACCOUNT_UI.deleting : ACCOUNT_UI.deleteButton}
          </Button>
        </div>
      </form>
      {proofNeeded ? <RecentProofSlot needed={proofNeeded} onProven={() => remove.mutate()} /> : null}
    </Dialog>
  )
}
