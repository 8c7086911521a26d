import { withoutDisplayControls } from './display-text'

/** docs/product.md#name: the profile name's bounds, in characters after trimming. */
export const PROFILE_NAME_MIN_LENGTH = 2
export const PROFILE_NAME_MAX_LENGTH = 50

/** docs/product.md#name messages, word for word. */
export const PROFILE_NAME_MESSAGES = {
  empty: 'Name cannot be empty',
  tooShort: `Name must be at least ${PROFILE_NAME_MIN_LENGTH} characters`,
  tooLong: `Name must be less than ${PROFILE_NAME_MAX_LENGTH} characters`,
} as const

function tidy(raw: string): string {
  return withoutDisplayControls(raw).trim()
}

/** Cuts to the maximum at a word boundary when one is near, never inside a surrogate pair. */
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

/**
 * A profile name that meets docs/product.md#name (2 to 50 characters, trimmed) made from a name given by
 * someone else (a Google account): control characters and runs of spaces become one space,
 * bidirectional formatting characters are dropped, a long
 * name is cut at a word boundary, and a name too short to keep gives way to `fallback` (treated the
 * same way), then to 'User'. Lengths count UTF-16 units, as the schema's check does.
 */
export function fitProfileName(raw: string | undefined, fallback: string): string {
  for (const candidate of [raw ?? '', fallback]) {
    const name = shorten(tidy(candidate))
    if (name.length >= PROFILE_NAME_MIN_LENGTH) return name
  }
  return 'User'
}
