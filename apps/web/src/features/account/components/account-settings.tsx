import type { CurrentUser } from '@campusplate/shared'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useAccount } from '../api/get-account'
import { ACCOUNT_UI } from '../messages'
import { AccountManagement } from './account-management'
import { EmailSection } from './email-section'
import { NameSection } from './name-section'
import { PasswordSection } from './password-section'
import { PhotoSection } from './photo-section'

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${title}-heading`} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${title}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  )
}

export interface AccountSettingsProps {
  user: CurrentUser
  /** The profile name's first letter (fallback U), as the header shows it. */
  initial: string
  logOut: ReactNode
  supportUrl: string | null
}

/** docs/product.md#account-screen Account Settings: Account Information and Account Management. */
export function AccountSettings({ user, initial, logOut, supportUrl }: AccountSettingsProps) {
  const account = useAccount()

  return (
    <div className="mx-auto max-w-2xl space-y-6 py-6">
      <h1 tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {ACCOUNT_UI.heading}
      </h1>
      <Card title={ACCOUNT_UI.information}>
        {account.isPending && account.isPaused ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-4 text-sm text-amber-900">
            {ACCOUNT_UI.loadingOffline}
          </p>
        ) : account.isPending ? (
          <Spinner />
        ) : account.isError ? (
          <div role="alert" className="py-4 text-sm text-red-700">
            <p>{ACCOUNT_UI.loadFailed}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => account.refetch()}>
              {ACCOUNT_UI.tryAgain}
            </Button>
          </div>
        ) : (
          <>
            <PhotoSection image={user.profile.image} initial={initial} />
            <NameSection name={user.profile.name} />
            <EmailSection email={user.email} />
            <PasswordSection hasPassword={account.data.has_password} />
          </>
        )}
      </Card>
      <Card title={ACCOUNT_UI.management}>
        <AccountManagement logOut={logOut} supportUrl={supportUrl} />
      </Card>
    </div>
  )
}
