import { useSearchParams } from 'react-router'

/** The range and hall a console screen shows, kept in the address so a reload or a link keeps them. */
export type StaffRangeParams = {
  from?: string
  to?: string
  dining_hall?: string
}

const KEYS = ['from', 'to', 'dining_hall'] as const

export function useStaffRange(): [StaffRangeParams, (next: StaffRangeParams) => void] {
  const [search, setSearch] = useSearchParams()
  const params: StaffRangeParams = {}
  for (const key of KEYS) {
    const value = search.get(key)
    if (value) params[key] = value
  }
  const update = (next: StaffRangeParams) => {
    const fresh = new URLSearchParams()
    for (const key of KEYS) {
      const value = next[key]
      if (value) fresh.set(key, value)
    }
    setSearch(fresh)
  }
  return [params, update]
}
