import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { ACCOUNT_UI } from '../messages'

// The dialogs are downloaded when first opened, so the Account screen's first load does not grow.
const ExportDialog = lazy(() => import('./export-dialog').then((module) => ({ default: module.ExportDialog })))
const DeleteAccountDialog = lazy(() =>
  import('./delete-account-dialog').then((module) => ({ default: module.DeleteAccountDialog })),
)

function ManagementRow({ title, hint, action }: { title: string; hint: string; action: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 py-4 first:border-t-0">
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-600">{hint}</p>
      </div>
      {action}
    </div>
  )
}

export interface AccountManagementProps {
  /** The log-out control, composed by the route (the sign-out lives with the sign-in screens). */
  logOut: ReactNode
  /** docs/product.md#account-screen: the external support form (app config `SUPPORT_URL`). */
  supportUrl: string | null
}

/** docs/product.md#account-screen Account Management: log out, export data, delete account and the support link. */
export function AccountManagement({ logOut, supportUrl }: AccountManagementProps) {
  const [openDialog, setOpenDialog] = useState<'export' | 'delete' | null>(null)
  const [outcome, setOutcome] = useState<{ id: number; text: string } | null>(null)
  const close = () => setOpenDialog(null)

  return (
    <div>
      <ManagementRow title={ACCOUNT_UI.logOut} hint={ACCOUNT_UI.logOutHint} action={logOut} />
      <ManagementRow
        title={ACCOUNT_UI.exportData}
        hint={ACCOUNT_UI.exportHint}
        action={
          <Button variant="secondary" size="sm" onClick={() => setOpenDialog('export')}>
            {ACCOUNT_UI.exportData}
          </Button>
        }
      />
      {supportUrl ? (
        <ManagementRow
          title={ACCOUNT_UI.support}
          hint={ACCOUNT_UI.supportHint}
          action={
            <a
              href={supportUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-9 items-center rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
            >
              {ACCOUNT_UI.support}
              <span className="sr-only"> {ACCOUNT_UI.opensInNewTab}</span>
            </a>
          }
        />
      ) : null}
      <ManagementRow
        title={ACCOUNT_UI.deleteAccount}
        hint={ACCOUNT_UI.deleteHint}
        action={
          <Button variant="danger" size="sm" className="border border-red-300" onClick={() => setOpenDialog('delete')}>
            {ACCOUNT_UI.deleteAccount}
          </Button>
        }
      />
      {/* A live region that exists before it speaks: the export's outcome once its dialog has closed. */}
      <p role="status" className="text-sm font-medium text-emerald-800">
        {outcome ? <span key={outcome.id}>{outcome.text}</span> : null}
      </p>
      {openDialog === 'export' ? (
        <Suspense fallback={null}>
          <ExportDialog
            onClose={close}
            onExported={(fileName) => {
              close()
              setOutcome((current) => ({ id: (current?.id ?? 0) + 1, text: ACCOUNT_UI.downloaded(fileName) }))
            }}
          />
        </Suspense>
      ) : null}
      {openDialog === 'delete' ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog onClose={close} />
        </Suspense>
      ) : null}
    </div>
  )
}
