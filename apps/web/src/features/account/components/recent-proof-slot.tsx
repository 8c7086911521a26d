import { lazy, Suspense } from 'react'
import type { RecentProof } from '../utils/account-errors'

// Downloaded only when the server asks for a recent proof, so the Account screen's first load does not grow.
const RecentProofPrompt = lazy(() =>
  import('./recent-proof-prompt').then((module) => ({ default: module.RecentProofPrompt })),
)

/** The RecentProofPrompt, loaded on first use (docs/decisions/054). */
export function RecentProofSlot(props: { needed: RecentProof; onProven: () => void }) {
  return (
    <Suspense fallback={null}>
      <RecentProofPrompt {...props} />
    </Suspense>
  )
}
