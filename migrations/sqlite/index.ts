import * as migration_20261122_124052_initial from './20261122_124052_initial';

export const migrations = [
  {
    up: migration_20261122_124052_initial.up,
    down: migration_20261122_124052_initial.down,
    name: '20261122_124052_initial'
  },
];
