/** Hosts of a developer's own machine, where plain http is expected. */
const LOCAL_DEV_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const MAX_URL_LENGTH = 2_000_000

// The WHATWG URL parser is a global of browsers and Node alike; this package's types include
// neither the DOM nor Node, so the part used here is declared for this module only.
interface ParsedUrl {
  readonly protocol: string
  readonly hostname: string
}
declare const URL: new (input: string) => ParsedUrl

/**
 * Spec §5 "Photo": a profile image URL is sent and shown only if it is a data image, a /static/
 * path, an https URL or a local development address. Anything else (javascript:, vbscript:,
 * data:text/html, plain http elsewhere, protocol-relative //host) is refused. The spec's host
 * allow-list is not given, so any https host passes; the server's CSP (`img-src 'self' data:
 * https:`) agrees.
 */
export function isAllowedImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_URL_LENGTH) return false
  // A URL parser drops tabs and newlines ("java\nscript:"), so refuse them rather than guess.
  if (CONTROL_CHARACTERS.test(value)) return false
  if (DATA_IMAGE.test(value)) return true
  if (value.startsWith('/static/')) return true
  let url: ParsedUrl
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && LOCAL_DEV_HOSTNAMES.has(url.hostname)
}
