import * as migration_20261122_125654_initial from './20261122_125654_initial';
import * as migration_20261123_170210_locale_parent_indexes from './20261123_170210_locale_parent_indexes';
import * as migration_20261123_193411_write_locks from './20261123_193411_write_locks';

export const migrations = [
  {
    up: migration_20261122_125654_initial.up,
    down: migration_20261122_125654_initial.down,
    name: '20261122_125654_initial',
  },
  {
    up: migration_20261123_170210_locale_parent_indexes.up,
    down: migration_20261123_170210_locale_parent_indexes.down,
    name: '20261123_170210_locale_parent_indexes',
  },
  {
    up: migration_20261123_193411_write_locks.up,
    down: migration_20261123_193411_write_locks.down,
    name: '20261123_193411_write_locks'
  },
];
