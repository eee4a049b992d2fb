import * as migration_20261122_125647_initial from './20261122_125647_initial';
import * as migration_20261123_170204_locale_parent_indexes from './20261123_170204_locale_parent_indexes';
import * as migration_20261123_193229_contact_delivery_retries from './20261123_193229_contact_delivery_retries';

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
    up: migration_20261123_193229_contact_delivery_retries.up,
    down: migration_20261123_193229_contact_delivery_retries.down,
    name: '20261123_193229_contact_delivery_retries'
  },
];
