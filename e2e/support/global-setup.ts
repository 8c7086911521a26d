import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startApp } from './app-server'

declare module 'vitest' {
  export interface ProvidedContext {
    e2eDataTemplate: string
  }
}

/** Each file's server starts on a copy, rather than every file paying for the first start's import (docs/decisions/049). */
export default async function setup(project: TestProject): Promise<() => void> {
  const template = mkdtempSync(join(tmpdir(), 'campusplate-e2e-template-'))
  let finished: (outcome: { status: string }) => void = () => {}
  const imported = new Promise<{ status: string }>((resolve) => {
    finished = resolve
  })
  const app = await startApp(
    { DATA_DIR: template, LOG_LEVEL: 'info' },
    {
      onStdout(line) {
        // The sync the server starts in the background logs one line when the window is filled.
        if (!line.includes('"menu sync finished"')) return
        finished(JSON.parse(line) as { status: string })
      },
    },
  )
  try {
    const outcome = await Promise.race([
      imported,
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('the demo import did not finish in 5 minutes')), 300_000).unref(),
      ),
    ])
    if (outcome.status !== 'ok') throw new Error(`the demo import ended ${outcome.status}: ${JSON.stringify(outcome)}`)
    const code = await app.stop()
    if (code !== 0) throw new Error(`the server that filled the template exited with ${code}`)
  } catch (error) {
    await app.stop()
    rmSync(template, { recursive: true, force: true })
    throw error
  }
  project.provide('e2eDataTemplate', template)
  return () => rmSync(template, { recursive: true, force: true })
}
