// @vitest-environment jsdom
// Needs a DOM: the script reads the page's template and adds to its head.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// The page as the build writes it (build-plugins/route-pages.ts): the scripts held, none in the head.
const HELD = `<template id="app-scripts">
  <script type="module" crossorigin src="/assets/index-abc.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
  <link rel="modulepreload" crossorigin href="/assets/login-abc.js">
</template>`

let reportPaint: (names: string[]) => void

class FakePaintObserver {
  constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
    reportPaint = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) })
  }
  observe(options: PerformanceObserverInit) {
    expect(options).toEqual({ type: 'paint', buffered: true })
  }
}

const inHead = () =>
  Array.from(document.head.children).map(
    (element) => `${element.localName} ${element.getAttribute('src') ?? element.getAttribute('href')}`,
  )

async function loadPage(visibility: DocumentVisibilityState) {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(visibility)
  document.body.innerHTML = HELD
  vi.resetModules()
  await import('./paint-first')
}

describe('the scripts of a prerendered page (docs/decisions/071)', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    document.head.innerHTML = ''
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('wait for the first contentful paint, then come once, as new elements in the head', async () => {
    await loadPage('visible')
    reportPaint(['first-paint'])
    expect(inHead()).toEqual([])

    reportPaint(['first-contentful-paint'])
    expect(inHead()).toEqual(['script /assets/index-abc.js', 'link /assets/react-abc.js', 'link /assets/login-abc.js'])
    const script = document.head.querySelector('script') as HTMLScriptElement
    expect(script.type).toBe('module')
    expect(script.hasAttribute('crossorigin')).toBe(true)
    expect(document.getElementById('app-scripts')).toBeNull()

    vi.advanceTimersByTime(1_000)
    expect(inHead()).toHaveLength(3)
  })

  it('come after a second when no paint is marked', async () => {
    await loadPage('visible')
    vi.advanceTimersByTime(999)
    expect(inHead()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(inHead()).toHaveLength(3)
  })

  it('come at once on a hidden page, which may not paint until shown', async () => {
    await loadPage('hidden')
    expect(inHead()).toHaveLength(3)
  })
})
