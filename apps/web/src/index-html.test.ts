// @vitest-environment jsdom
// Needs a DOM: it reads the page through the browser's DOMParser.
import { describe, expect, it } from 'vitest'
import html from '../index.html?raw'

describe('index.html loading shell', () => {
  it('paints a header with the product name and a skeleton inside #root before the script runs', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const root = doc.getElementById('root')
    expect(root?.querySelector('header')?.textContent).toContain('CampusPlate')
    expect(root?.querySelector('main[aria-busy="true"]')?.textContent).toContain('Loading…')
  })

  it('needs nothing the content security policy refuses: no inline script, no <style> element', () => {
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const scripts = [...doc.querySelectorAll('script')]
    expect(scripts.every((script) => script.hasAttribute('src') && script.textContent === '')).toBe(true)
    expect(doc.querySelectorAll('style')).toHaveLength(0)
  })
})
