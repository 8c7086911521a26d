import { fireEvent, render, screen } from '@testing-library/preact'
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

describe('Link', () => {
  it('is a real link whose plain click navigates within the page', async () => {
    const user = userEvent.setup()
    renderAt('/login', <Link to="/privacy">Privacy Policy</Link>)
    const link = screen.getByRole('link', { name: 'Privacy Policy' })
    expect(link).toHaveAttribute('href', '/privacy')
    await user.click(link)
    expect(screen.getByTestId('where')).toHaveTextContent('/privacy')
  })

  it('leaves a modified click and a full page load to the browser', () => {
    renderAt(
      '/login',
      <>
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/" reloadDocument>
          Back to start
        </Link>
      </>,
    )
    // fireEvent returns false when the app prevented the browser's own handling.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }), { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(screen.getByRole('link', { name: 'Back to start' }))).toBe(true)
    expect(screen.getByTestId('where')).toHaveTextContent('/login')
  })
})

describe('NavLink', () => {
  it('marks the link of the page shown, and of a page below it, as the current page', () => {
    renderAt(
      '/profile/favourites',
      <>
        <NavLink to="/dashboard" className={navClasses}>
          Dashboard
        </NavLink>
        <NavLink to="/profile" className={navClasses}>
          Profile
        </NavLink>
        <NavLink to="/prof" className={navClasses}>
          Prefix only
        </NavLink>
      </>,
    )
    const profile = screen.getByRole('link', { name: 'Profile' })
    expect(profile).toHaveAttribute('aria-current', 'page')
    expect(profile).toHaveClass('active')
    for (const name of ['Dashboard', 'Prefix only']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-current')
      expect(screen.getByRole('link', { name })).toHaveClass('idle')
    }
  })
})
