import { describe, expect, it } from 'vitest'
import { describeClient } from './client-description'

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const EDGE_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'

describe('describeClient', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome on Windows'],
    [SAFARI_IPHONE, 'Safari on iOS'],
    [FIREFOX_LINUX, 'Firefox on Linux'],
    [EDGE_MAC, 'Edge on macOS'],
    ['curl/8.5.0', 'curl'],
    [undefined, 'an unknown browser'],
    ['<script>alert(1)</script>\r\nBcc: x@y.z', 'an unknown browser'],
  ])('names the browser and system of %j, never echoing the header', (agent, software) => {
    expect(describeClient(agent, '203.0.113.9')).toBe(`${software}, from the address 203.0.113.9`)
  })

  it('gives an IPv6 client by its /64, as the rate limits count it', () => {
    expect(describeClient(FIREFOX_LINUX, '2001:db8:1:2:3:4:5:6')).toBe(
      'Firefox on Linux, from the address 2001:db8:1:2::/64',
    )
  })
})
