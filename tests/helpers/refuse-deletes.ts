import pg from 'pg'

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
  databaseUrl: string,
  table: string,
  refused: boolean,
  { filenamePrefix }: { filenamePrefix?: string } = {},
): Promise<void> {
  const trigger = `refuse_${table}_deletes${filenamePrefix ? `_${filenamePrefix.replace(/\W/g, '_')}` : ''}`
  const prefixLike = filenamePrefix ? `'${filenamePrefix.replace(/'/g, "''")}%'` : undefined
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
}
