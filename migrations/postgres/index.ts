import * as migration_20261122_125654_initial from './20261122_125654_initial';
import * as migration_20261123_170210_locale_parent_indexes from './20261123_170210_locale_parent_indexes';
import * as migration_20261123_193034_news_like_votes from './20261123_193034_news_like_votes';
import * as migration_20261123_193245_contact_delivery_retries from './20261123_193245_contact_delivery_retries';
import * as migration_20261123_193411_write_locks from './20261123_193411_write_locks';
import * as migration_20261123_193638_media_public_flag from './20261123_193638_media_public_flag';
import * as migration_20261123_193700_media_public_flag_data from './20261123_193700_media_public_flag_data';

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
    up: migration_20261123_193034_news_like_votes.up,
    down: migration_20261123_193034_news_like_votes.down,
    name: '20261123_193034_news_like_votes',
  },
  {
    up: migration_20261123_193245_contact_delivery_retries.up,
    down: migration_20261123_193245_contact_delivery_retries.down,
    name: '20261123_193245_contact_delivery_retries',
  },
  {
    up: migration_20261123_193411_write_locks.up,
    down: migration_20261123_193411_write_locks.down,
    name: '20261123_193411_write_locks',
  },
  {
    up: migration_20261123_193638_media_public_flag.up,
    down: migration_20261123_193638_media_public_flag.down,
    name: '20261123_193638_media_public_flag',
  },
  {
    up: migration_20261123_193700_media_public_flag_data.up,
    down: migration_20261123_193700_media_public_flag_data.down,
    name: '20261123_193700_media_public_flag_data',
  },
];
