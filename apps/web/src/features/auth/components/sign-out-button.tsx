import { Button } from '@/components/ui/button'
import { hasUnsavedChanges } from '@/lib/local-user-data'
import { SESSION_MESSAGES } from '@/lib/session/messages'
import { useSignOut } from '../api/logout'

/** docs/product.md#header and #errors: on failure the user stays signed in. */
export function SignOutButton({ className = '' }: { className?: string }) {
  const signOut = useSignOut()
  return (
    <div className={`flex flex-col items-stretch gap-1 ${className}`}>
      <Button
        variant="secondary"
        size="sm"
        disabled={signOut.isPending}
        aria-busy={signOut.isPending}
        onClick={() => {
          // Signing out removes the unsaved plate from this device: ask first.
          if (hasUnsavedChanges() && !window.confirm(SESSION_MESSAGES.signOutUnsaved)) return
          signOut.mutate()
        }}
      >
        {SESSION_MESSAGES.signOut}
      </Button>
      {signOut.isError ? (
        <p role="alert" className="text-xs text-red-700">
          {SESSION_MESSAGES.logoutFailed}
        </p>
      ) : null}
    </div>
  )
}
