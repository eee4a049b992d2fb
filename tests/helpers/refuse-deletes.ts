import { type Client, createClient } from '@libsql/client'
import pg from 'pg'
import type { Payload } from 'payload'

/** The database's own words when it refuses (what an administrator's message may quote). */
export const REFUSAL = 'deletes refused by the test'

/**
 * Makes the database itself refuse to delete rows of a table, with a trigger,
 * as a constraint would: everything Payload does before its DELETE statement
 * (hooks, lock rows, removing stored files) runs, and the statement fails.
 * `filenamePrefix` limits the refusal to rows whose filename starts with it
 * (a server other tests use at the same time keeps deleting theirs).
 */
export async function refuseDeletes(
  database: Payload | { sqliteFile: string },
  databaseUrl: string | undefined,
  table: string,
  refused: boolean,
  { filenamePrefix }: { filenamePrefix?: string } = {},
): Promise<void> {
  const trigger = `refuse_${table}_deletes${filenamePrefix ? `_${filenamePrefix.replace(/\W/g, '_')}` : ''}`
  const prefixLike = filenamePrefix ? `'${filenamePrefix.replace(/'/g, "''")}%'` : undefined
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(
        refused
          ? `CREATE OR REPLACE FUNCTION ${trigger}() RETURNS trigger AS $$ BEGIN ${prefixLike ? `IF OLD.filename LIKE ${prefixLike} THEN ` : ''}RAISE EXCEPTION '${REFUSAL}';${prefixLike ? ' END IF;' : ''} RETURN OLD; END $$ LANGUAGE plpgsql;
             CREATE TRIGGER ${trigger} BEFORE DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${trigger}();`
          : `DROP TRIGGER IF EXISTS ${trigger} ON "${table}"; DROP FUNCTION IF EXISTS ${trigger}();`,
      )
    } finally {
      await client.end()
    }
    return
  }
  const own = 'sqliteFile' in database ? createClient({ url: `file:${database.sqliteFile}` }) : undefined
  const client = 'sqliteFile' in database ? own : serverClient(database)
  if (!isLibsqlClient(client)) throw new Error('refuseDeletes needs the SQLite adapter or a PostgreSQL URL')
  try {
    await client.execute(
      refused
        ? `CREATE TRIGGER ${trigger} BEFORE DELETE ON \`${table}\`${prefixLike ? ` WHEN OLD.filename LIKE ${prefixLike}` : ''} BEGIN SELECT RAISE(ABORT, '${REFUSAL}'); END`
        : `DROP TRIGGER IF EXISTS ${trigger}`,
    )
  } finally {
    own?.close()
  }
}

function serverClient(payload: Payload): unknown {
  const { drizzle } = payload.db
  return '$client' in drizzle ? drizzle.$client : undefined
}

function isLibsqlClient(value: unknown): value is Client {
  return typeof value === 'object' && value !== null && 'execute' in value && 'protocol' in value && value.protocol === 'file'
}
