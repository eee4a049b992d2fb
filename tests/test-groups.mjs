/**
 * The test files whose outcome the database can change: concurrency and locks, likes,
 * unique constraints, access queries, search with LIKE, reads of what changed since a date, fuzz and bad input, jobs and
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
  'colours',
  'concurrent-saves',
  'contact-delivery',
  'dashboard-waiting',
  'documents',
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
  'read-only-role',
  'search',
  'settings-and-users',
  'shared-limits',
  'simplified-reads',
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
  'documents',
  'gallery-shades',
  'insights',
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
  'shade-conversion',
  'sign-in',
  'storage-cleanup',
  'translations',
].map((name) => `tests/http/${name}.test.ts`)
