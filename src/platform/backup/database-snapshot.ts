import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { createClient } from '@libsql/client'
import pg from 'pg'
import type { AppEnv } from '../../config/env.server'

const run = promisify(execFile)
type Database = AppEnv['database']

/** The snapshot's file name inside the backup's database folder. */
export const snapshotFileName = (database: Database) => (database.kind === 'sqlite' ? 'site.db' : 'postgres.dump')

/**
 * A consistent copy of the database while the site runs, with the rows of every table in it.
 * SQLite: `VACUUM INTO` reads one snapshot (writers go on, in WAL mode) and writes a compact copy.
 * PostgreSQL: a repeatable-read transaction exports its snapshot; the tables are counted in it and
 * `pg_dump --snapshot` dumps that same state, so counts and dump agree however many writes go on.
 */
export async function snapshotDatabase(database: Database, target: string): Promise<Record<string, number>> {
  if (database.kind === 'sqlite') {
    const client = createClient({ url: `file:${database.file}` })
    try {
      await client.execute('PRAGMA busy_timeout = 5000')
      await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
    } finally {
      client.close()
    }
    return countSqliteTables(target)
  }
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id
    const tables = await countPostgresTables(client)
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot}`, `--file=${target}`, `--dbname=${database.url}`], { maxBuffer: 16 * 1024 * 1024 })
    await client.query('COMMIT')
    return tables
  } finally {
    await client.end()
  }
}

/** Rows per table of a SQLite file (SQLite's own tables left out). */
export async function countSqliteTables(file: string): Promise<Record<string, number>> {
  const client = createClient({ url: `file:${file}` })
  try {
    const names = (await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")).rows.map((row) => String(row.name))
    const counts: Record<string, number> = {}
    for (const name of names) counts[name] = Number((await client.execute(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`)).rows[0]!.n)
    return counts
  } finally {
    client.close()
  }
}

async function countPostgresTables(client: pg.Client): Promise<Record<string, number>> {
  const names = (await client.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).rows.map((row) => row.name)
  const counts: Record<string, number> = {}
  for (const name of names) counts[name] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM "${name.replace(/"/g, '""')}"`)).rows[0]!.n)
  return counts
}

/** Rows per table of the database as it is now (after a restore, to compare with the manifest). */
export async function countTables(database: Database): Promise<Record<string, number>> {
  if (database.kind === 'sqlite') return countSqliteTables(database.file)
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return await countPostgresTables(client)
  } finally {
    await client.end()
  }
}

/** Whether the database to restore into holds no table yet: a restore never writes over a site. */
export async function isEmptyDatabase(database: Database): Promise<boolean> {
  if (database.kind === 'sqlite') return !fs.existsSync(database.file) || Object.keys(await countSqliteTables(database.file)).length === 0
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return Number((await client.query<{ n: string }>("SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'")).rows[0]!.n) === 0
  } finally {
    await client.end()
  }
}

/** Puts a snapshot back into an empty database. */
export async function restoreDatabase(database: Database, snapshot: string): Promise<void> {
  if (database.kind === 'sqlite') {
    fs.mkdirSync(path.dirname(database.file), { recursive: true })
    for (const suffix of ['-wal', '-shm']) fs.rmSync(`${database.file}${suffix}`, { force: true })
    fs.copyFileSync(snapshot, database.file)
    return
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${database.url}`, snapshot], { maxBuffer: 16 * 1024 * 1024 })
}
