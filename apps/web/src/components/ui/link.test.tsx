import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Link, NavLink } from './link'

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>
}

const navClasses = ({ isActive }: { isActive: boolean }) => (isActive ? 'active' : 'idle')

function renderAt(path: string, links: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  )
}

/**
 * Whether a click on `link` is left to the browser (the app did not prevent its default). The
 * browser's own navigation is then stopped, as jsdom cannot load another page.
 */
function isLeftToBrowser(link: HTMLElement, init?: MouseEventInit): boolean {
  let isPrevented = true
  const record = (event: Event) => {
    isPrevented = event.defaultPrevented
    event.preventDefault()
  }
  window.addEventListener('click', record)
  fireEvent.click(link, init)
  window.removeEventListener('click', record)
  return !isPrevented
}

describe('Link', () => {
  it('is a real link whose plain click navigates within the page', async () => {
    const user = userEvent.setup()
    renderAt('/login', <Link to="/privacy">Privacy Policy</Link>)
    const link = screen.getByRole('link', { name: 'Privacy Policy' })
    expect(link).toHaveAttribute('href', '/privacy')
    await user.click(link)
    expect(screen.getByTestId('where')).toHaveTextContent('/privacy')
  })

  it('runs its own click handler first, which may keep the navigation from happening', async () => {
    const user = userEvent.setup()
    renderAt(
      '/login',
      <Link to="/privacy" onClick={(event) => event.preventDefault()}>
        Privacy Policy
      </Link>,
    )
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }))
    expect(screen.getByTestId('where')).toHaveTextContent('/login')
  })

  it('leaves a modified click, a middle click, a new tab and a full page load to the browser', () => {
    renderAt(
      '/login',
      <>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/" reloadDocument>
          Back to start
        </Link>
        <Link to="/register" target="_blank">
          Create an account
        </Link>
      </>,
    )
    expect(isLeftToBrowser(screen.getByRole('link', { name: 'Privacy Policy' }), { ctrlKey: true })).toBe(true)
    expect(isLeftToBrowser(screen.getByRole('link', { name: 'Privacy Policy' }), { button: 1 })).toBe(true)
    expect(isLeftToBrowser(screen.getByRole('link', { name: 'Create an account' }))).toBe(true)
    expect(isLeftToBrowser(screen.getByRole('link', { name: 'Back to start' }))).toBe(true)
    expect(screen.getByTestId('where')).toHaveTextContent('/login')
    // A plain click is the app's.
    expect(isLeftToBrowser(screen.getByRole('link', { name: 'Privacy Policy' }))).toBe(false)
    expect(screen.getByTestId('where')).toHaveTextContent('/privacy')
  })
})

/** Nav links, each `[to, name]`, on the page at `path`. */
function renderNavLinks(path: string, links: [to: string, name: string][]) {
  renderAt(
    path,
    links.map(([to, name]) => (
      <NavLink key={name} to={to} className={navClasses}>
        {name}
      </NavLink>
    )),
  )
}

describe('NavLink', () => {
  it('matches the path of a link with a query, and the start page on itself', () => {
    renderNavLinks('/', [
      ['/', 'Start'],
      ['/?date=2025-07-20', 'Start on a day'],
    ])
    expect(screen.getByRole('link', { name: 'Start' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Start on a day' })).toHaveAttribute('aria-current', 'page')
  })

  it('marks the link of the page shown, and of a page below it, as the current page', () => {
    renderNavLinks('/profile/favourites', [
      ['/dashboard', 'Dashboard'],
      ['/profile', 'Profile'],
      ['/prof', 'Prefix only'],
      ['/', 'Start'],
    ])
    const profile = screen.getByRole('link', { name: 'Profile' })
    // The start page's link is current on the start page only.
    expect(screen.getByRole('link', { name: 'Start' })).not.toHaveAttribute('aria-current')
    expect(profile).toHaveAttribute('aria-current', 'page')
    expect(profile).toHaveClass('active')
    for (const name of ['Dashboard', 'Prefix only']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current')
      expect(screen.getByRole('link', { name })).toHaveClass('idle')
    }
  })
})
