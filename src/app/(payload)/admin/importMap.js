import { StatusCell as StatusCell_f059236e80cb25265249a16c63870d10 } from '../../../admin/StatusCell'
import { MetaTitleComponent as MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaDescriptionComponent as MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { MetaImageComponent as MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { ReorderPanel as ReorderPanel_fa5f1384e4cbc603121b71afd0b2e1c9 } from '../../../admin/ReorderPanel'
import { EditorLanguage as EditorLanguage_5277d2ed78960abeaca8b56461a029ac } from '../../../translations/admin/EditorLanguage'
import { FormHeading as FormHeading_ec497492df1bad6356155239afcb7e98 } from '../../../admin/FormHeading'
import { ShadeSwatch as ShadeSwatch_29ec2d29e5c718a420b5731506e36592 } from '../../../colours/admin/ShadeSwatch'
import { ItemCodesCsv as ItemCodesCsv_c8770de2afa298e4984788ed46155dab } from '../../../admin/ItemCodesCsv'
import { ResendButton as ResendButton_d956c418df32b0bc4a010a04ee180f5f } from '../../../enquiries/admin/ResendButton'
import { UsageCell as UsageCell_ba2f27a8221537161b688deb46290967 } from '../../../media/admin/UsageCell'
import { UsedByPanel as UsedByPanel_1befc90d15501684af0f71b5c6d11458 } from '../../../media/admin/UsedByPanel'
import { SizeCell as SizeCell_fc55272f2c6dccfc422f276814d0743a } from '../../../media/admin/SizeCell'
import { DimensionsCell as DimensionsCell_98654920e9f19a76fe36767f517681e1 } from '../../../media/admin/DimensionsCell'
import { UnusedFilter as UnusedFilter_6817f2f6c112b5d165e24aaa27e5cb62 } from '../../../media/admin/UnusedFilter'
import { TranslationsNavLink as TranslationsNavLink_fc5b5a7e1f50489a2c9759581ef4526d } from '../../../translations/admin/TranslationsNavLink'
import { StorageCleanupNavLink as StorageCleanupNavLink_c59f961bc5c0e94bb0876fa335bf1c2c } from '../../../media/admin/StorageCleanupLink'
import { QuickGuide as QuickGuide_ae192a0f32fede72f69b8437eed2f3ac } from '../../../admin/QuickGuide'
import { DashboardTools as DashboardTools_d69fbd8aca57c87d0b0cff928e71695b } from '../../../admin/DashboardTools'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TranslationsView as TranslationsView_f07ba22d394562e4628e0097393c21d5 } from '../../../translations/admin/TranslationsView'
import { StorageCleanupView as StorageCleanupView_d6b0e5c2fa84034de3330dee4eb26c80 } from '../../../media/admin/StorageCleanupView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/StatusCell#StatusCell": StatusCell_f059236e80cb25265249a16c63870d10,
  "@payloadcms/plugin-seo/client#MetaTitleComponent": MetaTitleComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaDescriptionComponent": MetaDescriptionComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#MetaImageComponent": MetaImageComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/admin/ReorderPanel#ReorderPanel": ReorderPanel_fa5f1384e4cbc603121b71afd0b2e1c9,
  "/translations/admin/EditorLanguage#EditorLanguage": EditorLanguage_5277d2ed78960abeaca8b56461a029ac,
  "/admin/FormHeading#FormHeading": FormHeading_ec497492df1bad6356155239afcb7e98,
  "/colours/admin/ShadeSwatch#ShadeSwatch": ShadeSwatch_29ec2d29e5c718a420b5731506e36592,
  "/admin/ItemCodesCsv#ItemCodesCsv": ItemCodesCsv_c8770de2afa298e4984788ed46155dab,
  "/enquiries/admin/ResendButton#ResendButton": ResendButton_d956c418df32b0bc4a010a04ee180f5f,
  "/media/admin/UsageCell#UsageCell": UsageCell_ba2f27a8221537161b688deb46290967,
  "/media/admin/UsedByPanel#UsedByPanel": UsedByPanel_1befc90d15501684af0f71b5c6d11458,
  "/media/admin/SizeCell#SizeCell": SizeCell_fc55272f2c6dccfc422f276814d0743a,
  "/media/admin/DimensionsCell#DimensionsCell": DimensionsCell_98654920e9f19a76fe36767f517681e1,
  "/media/admin/UnusedFilter#UnusedFilter": UnusedFilter_6817f2f6c112b5d165e24aaa27e5cb62,
  "/translations/admin/TranslationsNavLink#TranslationsNavLink": TranslationsNavLink_fc5b5a7e1f50489a2c9759581ef4526d,
  "/media/admin/StorageCleanupLink#StorageCleanupNavLink": StorageCleanupNavLink_c59f961bc5c0e94bb0876fa335bf1c2c,
  "/admin/QuickGuide#QuickGuide": QuickGuide_ae192a0f32fede72f69b8437eed2f3ac,
  "/admin/DashboardTools#DashboardTools": DashboardTools_d69fbd8aca57c87d0b0cff928e71695b,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/translations/admin/TranslationsView#TranslationsView": TranslationsView_f07ba22d394562e4628e0097393c21d5,
  "/media/admin/StorageCleanupView#StorageCleanupView": StorageCleanupView_d6b0e5c2fa84034de3330dee4eb26c80,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
