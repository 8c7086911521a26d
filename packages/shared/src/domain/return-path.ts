/** A path of this site only, so a RelayState or `next` cannot lead elsewhere. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 200) return undefined
  if (!value.startsWith('/') || value.startsWith('//')) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined
  return value
}
