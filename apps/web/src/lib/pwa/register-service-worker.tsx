import { registerSW } from 'virtual:pwa-register'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createUpdateState, UpdateNotice } from './update-notice'

/** Loaded after the first render, so neither it nor Workbox's window library delays the page (docs/decisions/035). */
export function registerServiceWorker(): void {
  const state = createUpdateState()
  const update = registerSW({ onNeedRefresh: state.markWaiting })
  const host = document.createElement('div')
  document.body.append(host)
  createRoot(host).render(
    <StrictMode>
      {/* The waiting worker takes over, and the page reloads once it controls the page. */}
      <UpdateNotice state={state} onReload={() => void update(true)} />
    </StrictMode>,
  )
}
