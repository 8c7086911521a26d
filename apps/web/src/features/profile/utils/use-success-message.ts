import { SUCCESS_MESSAGE_MS } from '@campusplate/shared'
import { useTimedValue } from '@/lib/use-timed-value'

/** docs/product.md#profile-cards: a card's success message shows for 3 s. */
export function useSuccessMessage(): { message: string | null; show: (message: string) => void } {
  const { value, show } = useTimedValue<string>(SUCCESS_MESSAGE_MS)
  return { message: value, show }
}

/**
 * docs/product.md#profile-cards: a save that fails shows nothing and leaves the card dirty; one that
 * succeeds runs `onSaved` (which marks the values saved and shows the card's message). Answers
 * whether it saved.
 */
export async function saveCard(save: () => Promise<unknown>, onSaved: () => void): Promise<boolean> {
  try {
    await save()
  } catch {
    return false
  }
  onSaved()
  return true
}
