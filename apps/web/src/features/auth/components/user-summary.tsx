import type { CurrentUser } from '@campusplate/shared'
import { Avatar } from '@/components/ui/avatar'
import { displayInitial, displayName } from '../utils/user-display'

/** docs/product.md#header: the profile image (or the name's first letter), the profile name and e-mail. */
export function UserSummary({ user }: { user: CurrentUser }) {
  const name = displayName(user.profile.name)
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Avatar imageUrl={user.profile.image} initial={displayInitial(user.profile.name)} />
      <div className="min-w-0 leading-tight">
        <p className="truncate text-sm font-medium text-slate-900" title={name}>
          {name}
        </p>
        <p className="truncate text-xs text-slate-600" title={user.email}>
          {user.email}
        </p>
      </div>
    </div>
  )
}
