// Groups of test files that scripts/test.mjs and vitest.config.ts both need to know.

/**
 * The test files whose outcome the database can change: concurrency and locks, likes,
 * unique constraints, access queries, search with LIKE, fuzz and bad input, jobs and
 * mail, limits, migrations and indexes, history, media delete, backup and restore. The PostgreSQL pass of
 * `npm test` runs these (projects `integration-postgres` and `server-postgres` in
 * vitest.config.ts); every file runs on SQLite. A file that starts servers of its own,
 * or tests behaviour above the database (pages, caches, files, the browser), runs once.
 */
/** @type {string[]} */
export const databaseSensitiveIntegration = [
  'backup',
  'catalogue',
  'catalogue-reads',
  'concurrent-saves',
  'contact-delivery',
  'contact-queue-nodes',
  'database-indexes',
  'database-unavailable',
  'enquiries-and-media',
  'gallery-queries',
  'history',
  'list-query-plans',
  'media-delete-failure',
  'media-visibility',
  'news',
  'news-queries',
  'search',
  'settings-and-users',
  'shared-limits',
].map((name) => `tests/integration/${name}.test.ts`)

/** @type {string[]} */
export const databaseSensitiveServer = [
  'access',
  'bad-input',
  'concurrent-saves',
  'database-unavailable',
  'duplicate-messages',
  'enquiries',
  'fuzz',
  'item-code-csv',
  'mail-outage',
  'media-delete',
  'media-visibility',
  'news-likes',
  'public-writes',
  'reorder',
  'reorder-history',
  'requests',
  'search',
  'sign-in',
  'storage-cleanup',
  'translations',
].map((name) => `tests/http/${name}.test.ts`)

/**
 * Server files that start every server they test themselves (tests/helpers/own-site.ts, or
 * scripts/lib/server.mjs directly) and use nothing of the lane's shared server. Most of their
 * time is spent waiting (a mail server down while retries come due, a backup written and a
 * second site restored from it), so `npm test` runs them in a lane of their own beside the
 * others instead of holding up a lane's one file at a time (project `own-server`, and
 * `own-server-postgres` for those the database can change).
 */
/** @type {string[]} */
export const ownServerFiles = [
  'tests/http/any-node.test.ts',
  'tests/http/backup-restore.test.ts',
  'tests/http/client-address.test.ts',
  'tests/http/mail-outage.test.ts',
  'tests/http/requests.test.ts',
  'tests/http/shared-cache.test.ts',
  'tests/e2e/contact-resend.test.ts',
]
