import { Button } from '@/components/ui/button'
import { useSignOut } from '../api/logout'
import { AUTH_MESSAGES } from '../messages'

/** Spec §2 header 'Sign Out'; a failure says 'Logout failed' (spec §8) and the user stays signed in. */
export function SignOutButton({ className = '' }: { className?: string }) {
  const signOut = useSignOut()
  return (
    <div className={`flex flex-col items-stretch gap-1 ${className}`}>
      <Button
        variant="secondary"
        size="sm"
        disabled={signOut.isPending}
        aria-busy={signOut.isPending}
        onClick={() => signOut.mutate()}
      >
        {AUTH_MESSAGES.signOut}
      </Button>
      {signOut.isError ? (
        <p role="alert" className="text-xs text-red-700">
          {AUTH_MESSAGES.logoutFailed}
        </p>
      ) : null}
    </div>
  )
}
