import pg from 'pg'

/** The database's own words when it refuses a written row. */
export const WRITE_REFUSAL = 'row refused by the test'

/**
 * Makes the database itself refuse to insert or update the rows of a table for which `when` (an
 * SQL condition on NEW) holds, with a trigger, as a constraint would: Payload's validation and
 * hooks pass, and the statement fails. Returns the function that takes the refusal away again.
 */
export async function refuseWrites(databaseUrl: string, table: string, when: string): Promise<() => Promise<void>> {
  const trigger = `refuse_writes_${table}_${Math.random().toString(36).slice(2, 8)}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(`CREATE FUNCTION ${trigger}() RETURNS trigger AS $$ BEGIN IF ${when} THEN RAISE EXCEPTION '${WRITE_REFUSAL}'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql;
             CREATE TRIGGER ${trigger} BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${trigger}();`)
  return () => run(`DROP TRIGGER IF EXISTS ${trigger} ON "${table}"; DROP FUNCTION IF EXISTS ${trigger}();`)
}
