import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Dialog, type DialogProps } from './dialog'

/** An opener button and the dialog it opens; `onClose` is told, and the dialog goes unless `keepOpen`. */
function Harness({
  onClose = () => {},
  keepOpen = false,
  ...props
}: Partial<Omit<DialogProps, 'initialFocus'>> & {
  keepOpen?: boolean
  initialFocus?: 'first-control' | 'dialog' | 'second'
}) {
  const [isOpen, setIsOpen] = useState(false)
  const secondRef = useRef<HTMLButtonElement>(null)
  const { initialFocus, ...rest } = props
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Open
      </button>
      {isOpen ? (
        <Dialog
          title="Shall we?"
          {...rest}
          initialFocus={initialFocus === 'second' ? secondRef : initialFocus}
          onClose={() => {
            onClose()
            if (!keepOpen) setIsOpen(false)
          }}
        >
          <a href="#first">First</a>
          <button ref={secondRef} type="button">
            Second
          </button>
          <button type="button" onClick={() => setIsOpen(false)}>
            Done
          </button>
        </Dialog>
      ) : null}
    </>
  )
}

async function open(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup()
  const onClose = vi.fn()
  render(<Harness onClose={onClose} {...props} />)
  await user.click(screen.getByRole('button', { name: 'Open' }))
  const dialog = screen.getByRole('dialog', { name: 'Shall we?' })
  return { user, onClose, dialog: dialog as HTMLDialogElement }
}

describe('Dialog', () => {
  it('opens as a native modal, named by its heading and described by its description', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal')
    const { dialog } = await open({ description: 'Nothing is saved yet.' })
    expect(dialog.tagName).toBe('DIALOG')
    expect(showModal).toHaveBeenCalledOnce()
    expect(dialog.open).toBe(true)
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Shall we?' }).id)
    expect(dialog).toHaveAccessibleDescription('Nothing is saved yet.')
    showModal.mockRestore()
  })

  it('has no description unless given one', async () => {
    const { dialog } = await open()
    expect(dialog).not.toHaveAttribute('aria-describedby')
  })

  it('moves focus to its first control', async () => {
    const { dialog } = await open()
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it('focuses the dialog itself for a document to read', async () => {
    const { dialog } = await open({ initialFocus: 'dialog' })
    expect(dialog).toHaveFocus()
  })

  it('focuses a chosen control', async () => {
    await open({ initialFocus: 'second' })
    expect(screen.getByRole('button', { name: 'Second' })).toHaveFocus()
  })

  it('cancels on Escape through the caller, who decides whether it closes', async () => {
    const { user, onClose, dialog } = await open({ keepOpen: true })
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(dialog.open).toBe(true)
    expect(screen.getByRole('dialog')).toBe(dialog)
  })

  it('closes on Escape and hands focus back to its opener', async () => {
    const { user, onClose, dialog } = await open()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
    expect(dialog.open).toBe(false)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('hands focus back to its opener when the caller closes it', async () => {
    const { user } = await open()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus()
  })

  it('closes on a tap on the backdrop, but not on one inside or a drag that ends outside', async () => {
    const { user, onClose, dialog } = await open({ backdropCloses: true })
    const heading = screen.getByRole('heading', { name: 'Shall we?' })
    await user.click(heading)
    await user.pointer([{ keys: '[MouseLeft>]', target: heading }, { target: dialog }, { keys: '[/MouseLeft]' }])
    expect(onClose).not.toHaveBeenCalled()
    await user.click(dialog)
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('stays open on a tap on the backdrop unless asked to close', async () => {
    const { user, onClose, dialog } = await open()
    await user.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog.open).toBe(true)
  })
})
