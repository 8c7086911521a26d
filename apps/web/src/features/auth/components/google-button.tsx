import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { serverPaths } from '@/config/paths'
import { useAppConfig } from '@/lib/app-config'
import { AUTH_MESSAGES } from '../messages'

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3Z" />
      <path fill="#EA4335" d="M12 4.8c1.7 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c1-2.8 3.6-4.9 6.7-4.9Z" />
    </svg>
  )
}

/** Always shown (docs/product.md#login); disabled with a reason when Google is not configured, rather than a silent round trip. */
export function GoogleButton({ label }: { label: string }) {
  const config = useAppConfig()
  const isUnavailable = config.data?.google_enabled === false
  const hintId = useId()
  // Campus-only mode (docs/decisions/057) shows Google only where the operator configured it.
  if (isUnavailable && config.data?.password_sign_in === false) return null

  return (
    <div>
      <Button
        variant="secondary"
        className="w-full"
        disabled={isUnavailable}
        aria-describedby={isUnavailable ? hintId : undefined}
        onClick={() => window.location.assign(serverPaths.googleLogin)}
      >
        <GoogleMark />
        {label}
      </Button>
      {isUnavailable ? (
        <p id={hintId} className="mt-1 text-center text-xs text-slate-500">
          {AUTH_MESSAGES.googleUnavailable}
        </p>
      ) : null}
    </div>
  )
}

export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs text-slate-500 uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-200" />
      {AUTH_MESSAGES.or}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  )
}

export function CampusButtons() {
  return useAppConfig().data?.sign_in_providers?.map((provider) => (
    <Button
      key={provider.id}
      variant="secondary"
      className="w-full"
      onClick={() => window.location.assign(provider.login_path)}
    >
      {provider.label}
    </Button>
  ))
}
