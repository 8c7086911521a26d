/** A developer's own machine, where plain http is expected. */
const LOCAL_DEV_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

const DATA_IMAGE = /^data:image\/[a-z0-9.+-]+[;,]/i
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/
const MAX_URL_LENGTH = 2_000_000

// This package's types include neither the DOM nor Node, so the URL parser's part used here is declared.
interface ParsedUrl {
  readonly protocol: string
  readonly hostname: string
  readonly username: string
  readonly password: string
  readonly port: string
  readonly href: string
}
declare const URL: new (input: string) => ParsedUrl

/** docs/product.md#photo: no allow-list is given, so any https host passes, as the CSP's `img-src 'self' data: https:` does. */
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

export const PROFILE_IMAGE_URL_MAX_LENGTH = 2048

/** No `..`, empty or percent-encoded segment. */
const STATIC_PATH = /^\/static(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/
const PRINTABLE_ASCII = /^[\u0021-\u007e]+$/

/** Never a data image: photos go through the upload, which answers a /static/ path (docs/decisions/050). */
export function storableImageUrl(value: string): { url: string; host: string | null } | null {
  if (value.length > PROFILE_IMAGE_URL_MAX_LENGTH || !PRINTABLE_ASCII.test(value)) return null
  if (value.startsWith('/')) return STATIC_PATH.test(value) ? { url: value, host: null } : null
  if (!value.toLowerCase().startsWith('https://')) return null
  let url: ParsedUrl
  try {
    url = new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !url.hostname) return null
  return { url: url.href, host: url.hostname }
}

/** `*.example.com` stands for any subdomain of example.com. */
export function isImageHostAllowed(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((host) =>
    host.startsWith('*.') ? hostname.endsWith(host.slice(1)) && hostname.length > host.length - 1 : hostname === host,
  )
}
