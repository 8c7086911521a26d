import { describe, expect, it } from 'vitest'
import { clientAddressBucket } from './client-address'

describe('clientAddressBucket', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:eeee:dddd:cccc', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:0:0:0:9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['2001:db8:1:2:3:4:198.51.100.1', '2001:db8:1:2::/64'],
  ])('puts %s in %s', (ip, bucket) => {
    expect(clientAddressBucket(ip)).toBe(bucket)
  })

  it('separates neighbouring /64s', () => {
    expect(clientAddressBucket('2001:db8:1:2::1')).not.toBe(clientAddressBucket('2001:db8:1:3::1'))
  })
})
