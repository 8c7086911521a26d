import pg from 'pg'

/** `drop` ends any connection still open to it. */
export async function createScratchDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  admin.on('error', (error) => console.error(`admin connection: ${error.message}`))
  await admin.query(`create database ${name}`)
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
