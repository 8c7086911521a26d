import { SUCCESS_MESSAGE_MS } from '@campusplate/shared'
import { useTimedValue } from '@/lib/use-timed-value'

/** docs/product.md#profile-cards */
export function useSuccessMessage(): { message: string | null; show: (message: string) => void } {
  const { value, show } = useTimedValue<string>(SUCCESS_MESSAGE_MS)
  return { message: value, show }
}

/** docs/product.md#profile-cards: a failed save shows nothing and leaves the card dirty. */
export async function saveCard(save: () => Promise<unknown>, onSaved: () => void): Promise<boolean> {
  try {
    await save()
  } catch {
    return false
  }
  onSaved()
  return true
}
