import { useCallback, useEffect, useState } from 'react'

/** docs/product.md#constants; showing it again restarts the clock. */
export function useTimedValue<T>(durationMs: number): { value: T | null; show: (value: T) => void } {
  const [shown, setShown] = useState<{ value: T } | null>(null)

  // External sync: a timer.
  useEffect(() => {
    if (shown === null) return
    const timer = setTimeout(() => setShown(null), durationMs)
    return () => clearTimeout(timer)
  }, [shown, durationMs])

  const show = useCallback((value: T) => setShown({ value }), [])
  return { value: shown?.value ?? null, show }
}
