import { pathToFileURL } from 'node:url'
import { EmailSchema } from '@campusplate/shared'
import { eq } from 'drizzle-orm'
import { ConfigError, loadConfig } from '../config/env'
import { openDatabase } from '../db/client'
import { users } from '../db/schema/index'
import type { CliIo } from './menus'

/** `npm run users -- grant-staff|revoke-staff <email>`: the operator's way to name the dining team. */
export const USAGE = `Usage: npm run users -- <command> <email>

  grant-staff <email>    Give the account the staff role (the dining team's console).
  revoke-staff <email>   Take the staff role away.`

const COMMANDS = ['grant-staff', 'revoke-staff'] as const

export async function runUsersCli(io: CliIo): Promise<number> {
  const [command, address, ...rest] = io.argv
  if (command === undefined || command === 'help' || command === '--help') {
    io.stdout(USAGE)
    return command === undefined ? 2 : 0
  }
  if (!COMMANDS.includes(command as (typeof COMMANDS)[number])) {
    io.stderr(`unknown command "${command}" (${COMMANDS.join(', ')})`)
    return 2
  }
  const email = EmailSchema.safeParse(address ?? '')
  if (rest.length > 0 || !email.success) {
    io.stderr(`${command} needs one e-mail address, e.g. npm run users -- ${command} ada@campus.edu`)
    return 2
  }
  try {
    const database = await (io.openDatabase ?? openDatabase)(loadConfig(io.env))
    try {
      await database.migrate()
      const granting = command === 'grant-staff'
      const [changed] = await database.db
        .update(users)
        .set(granting ? { role: 'staff', staffSource: 'operator' } : { role: 'student', staffSource: null })
        .where(eq(users.email, email.data))
        .returning({ id: users.id })
      if (!changed) {
        io.stderr(`no account has the address ${email.data}`)
        return 1
      }
      io.stdout(granting ? `${email.data} is now dining staff.` : `${email.data} is no longer dining staff.`)
      return 0
    } finally {
      await database.close()
    }
  } catch (error) {
    if (error instanceof ConfigError) {
      io.stderr(error.message)
      return 2
    }
    io.stderr(`users: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runUsersCli({
    argv: process.argv.slice(2),
    stdout: (text) => process.stdout.write(`${text}\n`),
    stderr: (text) => process.stderr.write(`${text}\n`),
  }).then((code) => {
    process.exitCode = code
  })
}
