import * as migration_20261122_125647_initial from './20261122_125647_initial';
import * as migration_20261123_170204_locale_parent_indexes from './20261123_170204_locale_parent_indexes';
import * as migration_20261123_193356_write_locks from './20261123_193356_write_locks';

export const migrations = [
  {
    up: migration_20261122_125647_initial.up,
    down: migration_20261122_125647_initial.down,
    name: '20261122_125647_initial',
  },
  {
    up: migration_20261123_170204_locale_parent_indexes.up,
    down: migration_20261123_170204_locale_parent_indexes.down,
    name: '20261123_170204_locale_parent_indexes',
  },
  {
    up: migration_20261123_193356_write_locks.up,
    down: migration_20261123_193356_write_locks.down,
    name: '20261123_193356_write_locks'
  },
];
