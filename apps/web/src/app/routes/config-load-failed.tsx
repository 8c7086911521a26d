import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'

/** What a screen shows when the app config (the campus day and zone) could not be loaded. */
export function ConfigLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState title="Failed to connect to server">
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </EmptyState>
  )
}
