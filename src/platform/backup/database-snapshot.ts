import fs from 'node:fs'
import readline from 'node:readline'
import { pipeline } from 'node:stream/promises'
import { PassThrough } from 'node:stream'
import zlib from 'node:zlib'
import pg from 'pg'
import type { AppEnv } from '../../config/env.server'

type Database = AppEnv['database']

/** The snapshot's file name inside the backup's database folder. */
export const SNAPSHOT_FILE = 'tables.ndjson.gz'

/** What the manifest records of the database beside its file: how to rebuild its schema and continue its ids. */
export type SnapshotFacts = {
  /** Rows per table, counted in the snapshot. */
  tables: Record<string, number>
  /** The migrations the snapshot's schema was made by, in order: a restore applies exactly these. */
  migrations: string[]
  /** Each id sequence's last value, so that a restored site goes on numbering where the backup stopped. */
  sequences: Record<string, number>
  /** The server's version (`SHOW server_version`). */
  server: string
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
/**
 * Tables whose rows no backup keeps: the interest figures' salt of the day and the sightings made
 * under it (decision 021) are to be gone with their day, not kept in a backup for weeks. A restored
 * site makes the day's salt afresh.
 */
const ROWS_NOT_KEPT = new Set(['insight_salts', 'insight_sightings'])
const ROWS_PER_FETCH = 1000
const ROWS_PER_INSERT = 500

/**
 * A consistent copy of the database while the site runs, made with SQL alone (no pg_dump: the
 * embedded server ships none, decision 024). One repeatable-read transaction sees one state of
 * every table, however many writes go on: each table's rows are read through a cursor as JSON
 * (PostgreSQL's own `row_to_json`: lossless for every type the schema uses) and written, a line a
 * row under a `#table` line, into one gzip file. The schema itself is not copied: it is what the
 * recorded migrations make.
 */
export async function snapshotDatabase(database: Database, target: string): Promise<SnapshotFacts> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  const gzip = zlib.createGzip({ level: 6 })
  const written = pipeline(gzip, fs.createWriteStream(target, { mode: 0o600 }))
  const write = (text: string) => (gzip.write(text) ? Promise.resolve() : new Promise<void>((resolve) => gzip.once('drain', resolve)))
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const names = await tableNames(client)
    const tables: Record<string, number> = {}
    for (const name of names) {
      await write(`#table ${JSON.stringify(name)}\n`)
      await client.query(`DECLARE snapshot_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS row FROM ${quote(name)} t${ROWS_NOT_KEPT.has(name) ? ' WHERE false' : ''}`)
      let rows = 0
      for (;;) {
        const batch = await client.query<{ row: string }>(`FETCH ${ROWS_PER_FETCH} FROM snapshot_rows`)
        for (const { row } of batch.rows) await write(`${row}\n`)
        rows += batch.rows.length
        if (batch.rows.length < ROWS_PER_FETCH) break
      }
      await client.query('CLOSE snapshot_rows')
      tables[name] = rows
    }
    const migrations = names.includes('payload_migrations')
      ? (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY id')).rows.map((row) => row.name)
      : []
    const sequences = Object.fromEntries(
      (await client.query<{ name: string; value: string | null }>("SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename")).rows
        .filter((row) => row.value !== null)
        .map((row) => [row.name, Number(row.value)]),
    )
    const server = (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version
    await client.query('COMMIT')
    gzip.end()
    await written
    return { tables, migrations, sequences, server }
  } catch (error) {
    gzip.destroy()
    await written.catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}

async function tableNames(client: pg.Client | pg.PoolClient): Promise<string[]> {
  return (await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows.map((row) => row.name)
}

/** Reads a snapshot back, table by table: its rows per table (a backup's verification counts them again). */
export async function* snapshotSections(file: string): AsyncGenerator<{ table: string; rows: string[] }> {
  const lines = readline.createInterface({ input: fs.createReadStream(file).pipe(zlib.createGunzip()).pipe(new PassThrough()), crlfDelay: Infinity })
  let table: string | undefined
  let rows: string[] = []
  for await (const line of lines) {
    if (line.startsWith('#table ')) {
      if (table !== undefined) yield { table, rows }
      table = JSON.parse(line.slice('#table '.length)) as string
      rows = []
    } else if (line !== '') {
      if (table === undefined) throw new Error('The database snapshot does not start with a table')
      rows.push(line)
      if (rows.length === ROWS_PER_INSERT) {
        yield { table, rows }
        rows = []
      }
    }
  }
  if (table !== undefined) yield { table, rows }
}

/** Rows per table in a snapshot file. */
export async function countSnapshotRows(file: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for await (const { table, rows } of snapshotSections(file)) counts[table] = (counts[table] ?? 0) + rows.length
  return counts
}

/** Rows per table of the database as it is now (after a restore, to compare with the manifest). */
export async function countTables(database: Database): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const counts: Record<string, number> = {}
    for (const name of await tableNames(client)) counts[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quote(name)}`)).rows[0]!.n)
    return counts
  } finally {
    await client.end()
  }
}

/** Whether the database to restore into holds no table yet: a restore never writes over a site. */
export async function isEmptyDatabase(database: Database): Promise<boolean> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await tableNames(client)).length === 0
  } finally {
    await client.end()
  }
}

/**
 * Puts a snapshot's rows into a database whose schema the snapshot's migrations have just made,
 * in one transaction: all of it or nothing. The foreign keys are set aside while the rows go in
 * (the tables' order then does not matter, cycles included) and added again after, which checks
 * every row against them; the sequences continue from the backup's values.
 */
export async function restoreDatabase(database: Database, snapshot: string, sequences: Record<string, number>): Promise<void> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    await client.query('BEGIN')
    const foreignKeys = (
      await client.query<{ table: string; name: string; definition: string }>(
        `SELECT c.conrelid::regclass::text AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
           FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
          WHERE c.contype = 'f' AND n.nspname = 'public'`,
      )
    ).rows
    for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} DROP CONSTRAINT ${quote(key.name)}`)
    // The migrations wrote their own rows (their names, data they fill in): the backup's replace them.
    const names = await tableNames(client)
    if (names.length) await client.query(`TRUNCATE ${names.map(quote).join(', ')}`)
    for await (const { table, rows } of snapshotSections(snapshot)) {
      if (!names.includes(table)) throw new Error(`The backup holds a table the schema has not: ${table}`)
      if (!rows.length) continue
      await client.query(`INSERT INTO ${quote(table)} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`, [`[${rows.join(',')}]`])
    }
    for (const key of foreignKeys) await client.query(`ALTER TABLE ${key.table} ADD CONSTRAINT ${quote(key.name)} ${key.definition}`)
    for (const [name, value] of Object.entries(sequences)) await client.query('SELECT setval($1::regclass, $2)', [quote(name), value])
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.end()
  }
}
