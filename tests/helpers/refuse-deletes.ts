import type { Client } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'

/**
 * Makes the database itself refuse to delete rows of a table, with a trigger,
 * as a constraint would: everything Payload does before its DELETE statement
 * (hooks, lock rows, removing stored files) runs, and the statement fails.
 */
export async function refuseDeletes(payload: Payload, databaseUrl: string | undefined, table: string, refused: boolean): Promise<void> {
  const trigger = `refuse_${table}_deletes`
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(
        refused
          ? `CREATE OR REPLACE FUNCTION ${trigger}() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'deletes refused by the test'; END $$ LANGUAGE plpgsql;
             CREATE TRIGGER ${trigger} BEFORE DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${trigger}();`
          : `DROP TRIGGER IF EXISTS ${trigger} ON "${table}"; DROP FUNCTION IF EXISTS ${trigger}();`,
      )
    } finally {
      await client.end()
    }
    return
  }
  const { drizzle } = payload.db
  const client = '$client' in drizzle ? drizzle.$client : undefined
  if (!isLibsqlClient(client)) throw new Error('refuseDeletes needs the SQLite adapter or a PostgreSQL URL')
  await client.execute(
    refused
      ? `CREATE TRIGGER ${trigger} BEFORE DELETE ON \`${table}\` BEGIN SELECT RAISE(ABORT, 'deletes refused by the test'); END`
      : `DROP TRIGGER IF EXISTS ${trigger}`,
  )
}

function isLibsqlClient(value: unknown): value is Client {
  return typeof value === 'object' && value !== null && 'execute' in value && 'protocol' in value && value.protocol === 'file'
}
