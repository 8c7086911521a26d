import { isIPv4, isIPv6 } from 'node:net'

const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/** `::` expanded, an IPv4 tail turned into two groups. */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::')
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)]
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number)
          return [(a << 8) | b, (c << 8) | d]
        })
  const front = parse(head)
  const back = tail === undefined ? [] : parse(tail)
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back]
}

/** IPv6 counts by its /64: a host is usually handed a whole /64, so single addresses would let one client rotate through billions. */
export function clientAddressBucket(ip: string): string {
  const address = ip.replace(/%.*$/, '')
  const mapped = IPV4_MAPPED.exec(address)?.[1]
  if (mapped && isIPv4(mapped)) return mapped
  if (!isIPv6(address)) return address
  const prefix = ipv6Groups(address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')
  return `${prefix}::/64`
}
