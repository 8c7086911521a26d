import { STAFF_AREA_MESSAGES } from '@campusplate/shared/staff'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildAppConfig, buildCurrentUser, buildOptions } from '@/test/factories'
import { callsTo, setClock, stubApi } from '@/test/fake-api'
import { renderApp } from '@/test/render'

function stubSignedIn(isStaff: boolean) {
  setClock('2025-07-20T12:00:00Z')
  return stubApi({
    '/api/app-config': () => buildAppConfig({}),
    '/api/available-options': () => buildOptions({}),
    '/api/profile': () => ({ ...buildCurrentUser({ name: 'Dana' }), ...(isStaff ? { staff: true } : {}) }),
    '/api/staff/audit': () => ({ entries: [] }),
  })
}

describe('/staff', () => {
  it('shows a student that it is for the dining team, asks the server nothing of staff, and lists no link to it', async () => {
    const fetchMock = stubSignedIn(false)
    renderApp('/staff')
    expect(await screen.findByRole('heading', { name: STAFF_AREA_MESSAGES.title })).toBeInTheDocument()
    expect(screen.getByText(STAFF_AREA_MESSAGES.notStaff)).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: STAFF_AREA_MESSAGES.title })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Dining team' })).not.toBeInTheDocument()
    expect(callsTo(fetchMock, '/api/staff/audit')).toHaveLength(0)
  })

  it('opens the reports for staff, with every section in its navigation and a header link to it', async () => {
    stubSignedIn(true)
    const { router } = renderApp('/staff')
    const nav = await screen.findByRole('navigation', { name: STAFF_AREA_MESSAGES.title })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Reports', 'Corrections', 'Audit log', 'Coverage', 'Imports', 'Demand'])
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/reports'))
    expect(screen.getAllByRole('link', { name: 'Dining team' })[0]).toHaveAttribute('href', '/staff')
  })
})
