import * as migration_20261122_125647_initial from './20261122_125647_initial';

export const migrations = [
  {
    up: migration_20261122_125647_initial.up,
    down: migration_20261122_125647_initial.down,
    name: '20261122_125647_initial'
  },
];
