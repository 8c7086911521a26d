import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Link } from '@/components/ui/link'
import { lazyRoute } from '../router'
import { RouteErrorBoundary } from './route-error'

function Broken(): never {
  throw new Error('render failed')
}

describe('a route that fails', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the error screen, logs the error, and the next page renders again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/fine">Elsewhere</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<h1>Fine page</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    )

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    // A full page load, so a release's new files or a restored connection get their chance.
    expect(screen.getByRole('link', { name: 'Back to start' })).toHaveAttribute('href', '/')
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }))

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument()
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument()
  })

  it('starts afresh on a link to the same page, as a new page would', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    let isBroken = true
    function SometimesBroken() {
      if (isBroken) throw new Error('render failed')
      return <h1>Page again</h1>
    }
    render(
      <MemoryRouter initialEntries={['/page']}>
        <Link to="/page">Same page</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/page" element={<SometimesBroken />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    )
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()

    isBroken = false
    await user.click(screen.getByRole('link', { name: 'Same page' }))
    expect(await screen.findByRole('heading', { name: 'Page again' })).toBeInTheDocument()
  })

  it('shows a loading state, then the error screen when its code cannot be downloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let fail: (error: Error) => void = () => {}
    const route = lazyRoute(() => new Promise((_, reject) => (fail = reject)), 'Offline page')
    render(<MemoryRouter>{route.element}</MemoryRouter>)

    expect(await screen.findByRole('status')).toHaveTextContent('Loading…')
    fail(new TypeError('Failed to fetch dynamically imported module'))
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  /** A route whose first `failures` downloads fail, shown at /page beside /elsewhere. */
  function renderFlakyRoute(failures: number) {
    let attempts = 0
    const route = lazyRoute(async () => {
      attempts += 1
      if (attempts <= failures) throw new TypeError('Failed to fetch dynamically imported module')
      return { Component: () => <h1>Back online page</h1> }
    })
    function BackButton() {
      const navigate = useNavigate()
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      )
    }
    const view = (
      <MemoryRouter initialEntries={['/page']}>
        <Link to="/page">Same page</Link>
        <Link to="/elsewhere">Elsewhere</Link>
        <BackButton />
        <Routes>
          <Route path="/page" element={route.element} />
          <Route path="/elsewhere" element={<h1>Other page</h1>} />
        </Routes>
      </MemoryRouter>
    )
    return { route, view, attempts: () => attempts }
  }

  it('asks for its code again on the next visit after a failed download', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const user = userEvent.setup()
    const flaky = renderFlakyRoute(2)
    render(flaky.view)
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()

    // A link to the same page asks again (and fails again); going elsewhere and back asks once more.
    await user.click(screen.getByRole('link', { name: 'Same page' }))
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(flaky.attempts()).toBe(2)
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }))
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByRole('heading', { name: 'Back online page' })).toBeInTheDocument()
    expect(flaky.attempts()).toBe(3)
  })

  it('asks again when only a preload had failed', async () => {
    const flaky = renderFlakyRoute(1)
    await expect(flaky.route.handle.preload()).rejects.toThrow('Failed to fetch')
    render(flaky.view)
    expect(await screen.findByRole('heading', { name: 'Back online page' })).toBeInTheDocument()
    expect(flaky.attempts()).toBe(2)
  })

  it('renders at once when its code is already loaded', async () => {
    const route = lazyRoute(async () => ({ Component: () => <h1>Loaded page</h1> }))
    await route.handle.preload()
    render(<MemoryRouter>{route.element}</MemoryRouter>)
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeInTheDocument()
  })
})
