import { withoutDisplayControls } from './display-text'

/** docs/product.md#name: characters after trimming. */
export const PROFILE_NAME_MIN_LENGTH = 2
export const PROFILE_NAME_MAX_LENGTH = 50

/** docs/product.md#name, word for word. */
export const PROFILE_NAME_MESSAGES = {
  empty: 'Name cannot be empty',
  tooShort: `Name must be at least ${PROFILE_NAME_MIN_LENGTH} characters`,
  tooLong: `Name must be less than ${PROFILE_NAME_MAX_LENGTH} characters`,
} as const

function tidy(raw: string): string {
  return withoutDisplayControls(raw).trim()
}

/** Never inside a surrogate pair. */
function shorten(name: string): string {
  if (name.length <= PROFILE_NAME_MAX_LENGTH) return name
  let cut = ''
  for (const character of name) {
    if (cut.length + character.length > PROFILE_NAME_MAX_LENGTH) break
    cut += character
  }
  const lastSpace = cut.lastIndexOf(' ')
  const atWord = lastSpace >= PROFILE_NAME_MAX_LENGTH / 2 ? cut.slice(0, lastSpace) : cut
  return atWord.trim()
}

/** A name from elsewhere (Google) made to meet docs/product.md#name; lengths count UTF-16 units, as the schema does. */
export function fitProfileName(raw: string | undefined, fallback: string): string {
  for (const candidate of [raw ?? '', fallback]) {
    const name = shorten(tidy(candidate))
    if (name.length >= PROFILE_NAME_MIN_LENGTH) return name
  }
  return 'User'
}
