import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createUpdateState, UpdateNotice } from './update-notice'

describe('UpdateNotice', () => {
  it('says nothing until a new version waits, then offers Reload, which alone switches versions', async () => {
    const state = createUpdateState()
    const onReload = vi.fn()
    render(<UpdateNotice state={state} onReload={onReload} />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent(/^$/)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()

    act(() => state.markWaiting())
    expect(status.textContent).toBe('A new version is available — Reload')
    expect(onReload).not.toHaveBeenCalled()

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(onReload).toHaveBeenCalledOnce()
    expect(screen.getByRole('complementary', { name: 'App update' })).toContainElement(status)
  })
})
