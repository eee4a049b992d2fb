import * as migration_20261122_125647_initial from './20261122_125647_initial';
import * as migration_20261123_170204_locale_parent_indexes from './20261123_170204_locale_parent_indexes';
import * as migration_20261123_201008_hardening from './20261123_201008_hardening';
import * as migration_20261123_201100_media_public_flag_data from './20261123_201100_media_public_flag_data';
import * as migration_20261123_223539_structure from './20261123_223539_structure';
import * as migration_20261124_025202_media_usage from './20261124_025202_media_usage';
import * as migration_20261124_040329_about_images from './20261124_040329_about_images';
import * as migration_20261124_102632_company_identity from './20261124_102632_company_identity';
import * as migration_20261124_111844_versions from './20261124_111844_versions';
import * as migration_20261124_134237_shared_limits from './20261124_134237_shared_limits';
import * as migration_20261124_154239_requests from './20261124_154239_requests';
import * as migration_20261126_051553_share_image_size from './20261126_051553_share_image_size';
import * as migration_20261126_073752_media_references_nullable from './20261126_073752_media_references_nullable';
import * as migration_20261126_074310_media_unused_since from './20261126_074310_media_unused_since';
import * as migration_20261126_081622_staff_roles from './20261126_081622_staff_roles';
import * as migration_20261126_135918_request_reference from './20261126_135918_request_reference';
import * as migration_20261126_165423_search_text from './20261126_165423_search_text';
import * as migration_20261126_192546_rate_limits from './20261126_192546_rate_limits';
import * as migration_20261126_192621_drop_shared_limits from './20261126_192621_drop_shared_limits';
import * as migration_20261127_010358_staff_invitations from './20261127_010358_staff_invitations';
import * as migration_20261127_043057_gallery_shades from './20261127_043057_gallery_shades';
import * as migration_20261127_075105_documents from './20261127_075105_documents';
import * as migration_20261127_081720_shade_references from './20261127_081720_shade_references';
import * as migration_20261127_081800_media_flags from './20261127_081800_media_flags';
import * as migration_20261127_180043_item_code_keys from './20261127_180043_item_code_keys';
import * as migration_20261127_190000_product_search_details from './20261127_190000_product_search_details';
import * as migration_20261127_211157_insights from './20261127_211157_insights';
import * as migration_20261128_083420_simplified_texts from './20261128_083420_simplified_texts';

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
    up: migration_20261123_201008_hardening.up,
    down: migration_20261123_201008_hardening.down,
    name: '20261123_201008_hardening',
  },
  {
    up: migration_20261123_201100_media_public_flag_data.up,
    down: migration_20261123_201100_media_public_flag_data.down,
    name: '20261123_201100_media_public_flag_data',
  },
  {
    up: migration_20261123_223539_structure.up,
    down: migration_20261123_223539_structure.down,
    name: '20261123_223539_structure',
  },
  {
    up: migration_20261124_025202_media_usage.up,
    down: migration_20261124_025202_media_usage.down,
    name: '20261124_025202_media_usage',
  },
  {
    up: migration_20261124_040329_about_images.up,
    down: migration_20261124_040329_about_images.down,
    name: '20261124_040329_about_images',
  },
  {
    up: migration_20261124_102632_company_identity.up,
    down: migration_20261124_102632_company_identity.down,
    name: '20261124_102632_company_identity',
  },
  {
    up: migration_20261124_111844_versions.up,
    down: migration_20261124_111844_versions.down,
    name: '20261124_111844_versions',
  },
  {
    up: migration_20261124_134237_shared_limits.up,
    down: migration_20261124_134237_shared_limits.down,
    name: '20261124_134237_shared_limits',
  },
  {
    up: migration_20261124_154239_requests.up,
    down: migration_20261124_154239_requests.down,
    name: '20261124_154239_requests',
  },
  {
    up: migration_20261126_051553_share_image_size.up,
    down: migration_20261126_051553_share_image_size.down,
    name: '20261126_051553_share_image_size',
  },
  {
    up: migration_20261126_073752_media_references_nullable.up,
    down: migration_20261126_073752_media_references_nullable.down,
    name: '20261126_073752_media_references_nullable',
  },
  {
    up: migration_20261126_074310_media_unused_since.up,
    down: migration_20261126_074310_media_unused_since.down,
    name: '20261126_074310_media_unused_since',
  },
  {
    up: migration_20261126_081622_staff_roles.up,
    down: migration_20261126_081622_staff_roles.down,
    name: '20261126_081622_staff_roles',
  },
  {
    up: migration_20261126_135918_request_reference.up,
    down: migration_20261126_135918_request_reference.down,
    name: '20261126_135918_request_reference',
  },
  {
    up: migration_20261126_165423_search_text.up,
    down: migration_20261126_165423_search_text.down,
    name: '20261126_165423_search_text',
  },
  {
    up: migration_20261126_192546_rate_limits.up,
    down: migration_20261126_192546_rate_limits.down,
    name: '20261126_192546_rate_limits',
  },
  {
    up: migration_20261126_192621_drop_shared_limits.up,
    down: migration_20261126_192621_drop_shared_limits.down,
    name: '20261126_192621_drop_shared_limits',
  },
  {
    up: migration_20261127_010358_staff_invitations.up,
    down: migration_20261127_010358_staff_invitations.down,
    name: '20261127_010358_staff_invitations',
  },
  {
    up: migration_20261127_043057_gallery_shades.up,
    down: migration_20261127_043057_gallery_shades.down,
    name: '20261127_043057_gallery_shades',
  },
  {
    up: migration_20261127_075105_documents.up,
    down: migration_20261127_075105_documents.down,
    name: '20261127_075105_documents',
  },
  {
    up: migration_20261127_081720_shade_references.up,
    down: migration_20261127_081720_shade_references.down,
    name: '20261127_081720_shade_references',
  },
  {
    up: migration_20261127_081800_media_flags.up,
    down: migration_20261127_081800_media_flags.down,
    name: '20261127_081800_media_flags',
  },
  {
    up: migration_20261127_180043_item_code_keys.up,
    down: migration_20261127_180043_item_code_keys.down,
    name: '20261127_180043_item_code_keys',
  },
  {
    up: migration_20261127_190000_product_search_details.up,
    down: migration_20261127_190000_product_search_details.down,
    name: '20261127_190000_product_search_details',
  },
  {
    up: migration_20261127_211157_insights.up,
    down: migration_20261127_211157_insights.down,
    name: '20261127_211157_insights',
  },
  {
    up: migration_20261128_083420_simplified_texts.up,
    down: migration_20261128_083420_simplified_texts.down,
    name: '20261128_083420_simplified_texts'
  },
];
