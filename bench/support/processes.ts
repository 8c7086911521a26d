import { type ChildProcess, fork, spawn } from 'node:child_process'
import { freePort } from '../../e2e/support/net'

export { freePort }

export async function waitForOk(
  url: string,
  child?: ChildProcess,
  timeoutMs = 60_000,
  accept: (body: string) => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.ok && accept(await res.text())) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export function startNode(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  loaderArgs: string[] = [],
): ChildProcess {
  // BENCH_NODE_ARGS lets a profiling run pass flags such as --cpu-prof to the measured server.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)
  return spawn(process.execPath, ['--enable-source-maps', ...loaderArgs, ...nodeArgs, script, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

export function forkNode(script: string, args: string[]): Promise<ChildProcess> {
  const child = fork(script, args, { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] })
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child))
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)))
  })
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}
