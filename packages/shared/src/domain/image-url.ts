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
  readonly username: string
  readonly password: string
  readonly port: string
  readonly href: string
}
declare const URL: new (input: string) => ParsedUrl

/**
 * docs/product.md#photo: a profile image URL is sent and shown only if it is a data image, a /static/
 * path, an https URL or a local development address. Anything else (javascript:, vbscript:,
 * data:text/html, plain http elsewhere, protocol-relative //host) is refused. The product's host
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

/** Longest image URL a profile stores: an uploaded photo's path or an https address. */
export const PROFILE_IMAGE_URL_MAX_LENGTH = 2048

/** A /static/ path in its normal form: no segment that starts with a dot (`..`), none empty, nothing percent-encoded. */
const STATIC_PATH = /^\/static(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/
const PRINTABLE_ASCII = /^[\u0021-\u007e]+$/

/**
 * An image URL a profile may store (docs/decisions/050), in normal form with its host (null for a
 * /static/ path); null when it may not be stored. Only the app's own /static/ paths and https
 * addresses qualify: never a data image, since photos go through the upload, which answers a
 * /static/ path. Whether the https host is allowed is `isImageHostAllowed`.
 */
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

/** Whether `hostname` is one of `hosts`, where `*.example.com` stands for any subdomain of example.com. */
export function isImageHostAllowed(hostname: string, hosts: readonly string[]): boolean {
  return hosts.some((host) =>
    host.startsWith('*.') ? hostname.endsWith(host.slice(1)) && hostname.length > host.length - 1 : hostname === host,
  )
}
