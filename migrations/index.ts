import * as migration_20261122_125654_initial from './20261122_125654_initial';
import * as migration_20261123_170210_locale_parent_indexes from './20261123_170210_locale_parent_indexes';
import * as migration_20261123_201013_hardening from './20261123_201013_hardening';
import * as migration_20261123_201100_media_public_flag_data from './20261123_201100_media_public_flag_data';
import * as migration_20261123_223547_structure from './20261123_223547_structure';
import * as migration_20261124_025206_media_usage from './20261124_025206_media_usage';
import * as migration_20261124_040333_about_images from './20261124_040333_about_images';
import * as migration_20261124_102638_company_identity from './20261124_102638_company_identity';
import * as migration_20261124_111859_versions from './20261124_111859_versions';
import * as migration_20261124_134252_shared_limits from './20261124_134252_shared_limits';
import * as migration_20261124_154246_requests from './20261124_154246_requests';
import * as migration_20261124_172636_request_copy from './20261124_172636_request_copy';
import * as migration_20261126_051556_share_image_size from './20261126_051556_share_image_size';
import * as migration_20261126_073755_media_references_nullable from './20261126_073755_media_references_nullable';
import * as migration_20261126_074315_media_unused_since from './20261126_074315_media_unused_since';
import * as migration_20261126_081627_staff_roles from './20261126_081627_staff_roles';
import * as migration_20261126_135922_request_reference from './20261126_135922_request_reference';
import * as migration_20261126_165427_search_text from './20261126_165427_search_text';
import * as migration_20261126_192610_rate_limits from './20261126_192610_rate_limits';
import * as migration_20261126_192631_drop_shared_limits from './20261126_192631_drop_shared_limits';
import * as migration_20261127_010408_staff_invitations from './20261127_010408_staff_invitations';
import * as migration_20261127_043108_gallery_shades from './20261127_043108_gallery_shades';
import * as migration_20261127_075113_documents from './20261127_075113_documents';
import * as migration_20261127_081728_shade_references from './20261127_081728_shade_references';
import * as migration_20261127_180050_item_code_keys from './20261127_180050_item_code_keys';
import * as migration_20261127_190000_product_search_details from './20261127_190000_product_search_details';
import * as migration_20261127_211202_insights from './20261127_211202_insights';
import * as migration_20261128_083424_simplified_texts from './20261128_083424_simplified_texts';
import * as migration_20261129_044400_insight_visitors from './20261129_044400_insight_visitors';
import * as migration_20261129_050030_request_receipts_media_public_until from './20261129_050030_request_receipts_media_public_until';
import * as migration_20261129_075620_quotes from './20261129_075620_quotes';
import * as migration_20261129_081347_item_code_availability from './20261129_081347_item_code_availability';
import * as migration_20261129_102023_request_line_availability from './20261129_102023_request_line_availability';
import * as migration_20261129_102024_media_flags from './20261129_102024_media_flags';

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
    up: migration_20261123_201013_hardening.up,
    down: migration_20261123_201013_hardening.down,
    name: '20261123_201013_hardening',
  },
  {
    up: migration_20261123_201100_media_public_flag_data.up,
    down: migration_20261123_201100_media_public_flag_data.down,
    name: '20261123_201100_media_public_flag_data',
  },
  {
    up: migration_20261123_223547_structure.up,
    down: migration_20261123_223547_structure.down,
    name: '20261123_223547_structure',
  },
  {
    up: migration_20261124_025206_media_usage.up,
    down: migration_20261124_025206_media_usage.down,
    name: '20261124_025206_media_usage',
  },
  {
    up: migration_20261124_040333_about_images.up,
    down: migration_20261124_040333_about_images.down,
    name: '20261124_040333_about_images',
  },
  {
    up: migration_20261124_102638_company_identity.up,
    down: migration_20261124_102638_company_identity.down,
    name: '20261124_102638_company_identity',
  },
  {
    up: migration_20261124_111859_versions.up,
    down: migration_20261124_111859_versions.down,
    name: '20261124_111859_versions',
  },
  {
    up: migration_20261124_134252_shared_limits.up,
    down: migration_20261124_134252_shared_limits.down,
    name: '20261124_134252_shared_limits',
  },
  {
    up: migration_20261124_154246_requests.up,
    down: migration_20261124_154246_requests.down,
    name: '20261124_154246_requests',
  },
  {
    up: migration_20261124_172636_request_copy.up,
    down: migration_20261124_172636_request_copy.down,
    name: '20261124_172636_request_copy',
  },
  {
    up: migration_20261126_051556_share_image_size.up,
    down: migration_20261126_051556_share_image_size.down,
    name: '20261126_051556_share_image_size',
  },
  {
    up: migration_20261126_073755_media_references_nullable.up,
    down: migration_20261126_073755_media_references_nullable.down,
    name: '20261126_073755_media_references_nullable',
  },
  {
    up: migration_20261126_074315_media_unused_since.up,
    down: migration_20261126_074315_media_unused_since.down,
    name: '20261126_074315_media_unused_since',
  },
  {
    up: migration_20261126_081627_staff_roles.up,
    down: migration_20261126_081627_staff_roles.down,
    name: '20261126_081627_staff_roles',
  },
  {
    up: migration_20261126_135922_request_reference.up,
    down: migration_20261126_135922_request_reference.down,
    name: '20261126_135922_request_reference',
  },
  {
    up: migration_20261126_165427_search_text.up,
    down: migration_20261126_165427_search_text.down,
    name: '20261126_165427_search_text',
  },
  {
    up: migration_20261126_192610_rate_limits.up,
    down: migration_20261126_192610_rate_limits.down,
    name: '20261126_192610_rate_limits',
  },
  {
    up: migration_20261126_192631_drop_shared_limits.up,
    down: migration_20261126_192631_drop_shared_limits.down,
    name: '20261126_192631_drop_shared_limits',
  },
  {
    up: migration_20261127_010408_staff_invitations.up,
    down: migration_20261127_010408_staff_invitations.down,
    name: '20261127_010408_staff_invitations',
  },
  {
    up: migration_20261127_043108_gallery_shades.up,
    down: migration_20261127_043108_gallery_shades.down,
    name: '20261127_043108_gallery_shades',
  },
  {
    up: migration_20261127_075113_documents.up,
    down: migration_20261127_075113_documents.down,
    name: '20261127_075113_documents',
  },
  {
    up: migration_20261127_081728_shade_references.up,
    down: migration_20261127_081728_shade_references.down,
    name: '20261127_081728_shade_references',
  },
  {
    up: migration_20261127_180050_item_code_keys.up,
    down: migration_20261127_180050_item_code_keys.down,
    name: '20261127_180050_item_code_keys',
  },
  {
    up: migration_20261127_190000_product_search_details.up,
    down: migration_20261127_190000_product_search_details.down,
    name: '20261127_190000_product_search_details',
  },
  {
    up: migration_20261127_211202_insights.up,
    down: migration_20261127_211202_insights.down,
    name: '20261127_211202_insights',
  },
  {
    up: migration_20261128_083424_simplified_texts.up,
    down: migration_20261128_083424_simplified_texts.down,
    name: '20261128_083424_simplified_texts',
  },
  {
    up: migration_20261129_044400_insight_visitors.up,
    down: migration_20261129_044400_insight_visitors.down,
    name: '20261129_044400_insight_visitors',
  },
  {
    up: migration_20261129_050030_request_receipts_media_public_until.up,
    down: migration_20261129_050030_request_receipts_media_public_until.down,
    name: '20261129_050030_request_receipts_media_public_until',
  },
  {
    up: migration_20261129_075620_quotes.up,
    down: migration_20261129_075620_quotes.down,
    name: '20261129_075620_quotes',
  },
  {
    up: migration_20261129_081347_item_code_availability.up,
    down: migration_20261129_081347_item_code_availability.down,
    name: '20261129_081347_item_code_availability',
  },
  {
    up: migration_20261129_102023_request_line_availability.up,
    down: migration_20261129_102023_request_line_availability.down,
    name: '20261129_102023_request_line_availability',
  },
  {
    up: migration_20261129_102024_media_flags.up,
    down: migration_20261129_102024_media_flags.down,
    name: '20261129_102024_media_flags',
  },
];
