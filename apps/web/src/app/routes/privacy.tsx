import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { Logo } from '@/components/ui/logo'
import { paths } from '@/config/paths'
import { PrivacyText } from '@/features/auth/components/legal-text'
import { DEFAULT_APP_TITLE, useAppConfig } from '@/lib/app-config'

/** docs/product.md#routes /privacy: the public privacy policy with a link back to home. */
export function PrivacyRoute() {
  const title = useAppConfig().data?.app_title ?? DEFAULT_APP_TITLE
  return (
    <main className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <div className="flex items-center gap-3">
        <Logo className="size-9" />
        <span className="text-lg font-bold text-slate-900">{title}</span>
      </div>
      <h1 className="mt-6 text-2xl font-bold text-slate-900">Privacy Policy</h1>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PrivacyText headingLevel={2} />
      </div>
      <Link to={paths.home.href()} className={`${buttonClasses({ variant: 'secondary' })} mt-6`}>
        Back to home
      </Link>
    </main>
  )
}

export { PrivacyRoute as Component }
