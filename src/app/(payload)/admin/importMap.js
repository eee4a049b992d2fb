import { FormHeading as FormHeading_ec497492df1bad6356155239afcb7e98 } from '../../../admin/FormHeading'
import { LocalizedLabel as LocalizedLabel_0b22d06721b836faaef2aa9b5b2fbe58 } from '../../../admin/fields/LocalizedLabel'
import { EditInDrawerCell as EditInDrawerCell_681a02908e80233b92fe320aac82f067 } from '../../../admin/lists/EditInDrawerCell'
import { StatusCell as StatusCell_f059236e80cb25265249a16c63870d10 } from '../../../admin/StatusCell'
import { PreviewLinks as PreviewLinks_7d3586d06dfec5e343b7742b080f87b2 } from '../../../preview/admin/PreviewLinks'
import { SeoTextField as SeoTextField_8778299d74a818c93a00a9dfb5d99095 } from '../../../seo/admin/SeoTextField'
import { PreviewComponent as PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860 } from '@payloadcms/plugin-seo/client'
import { ListToolbar as ListToolbar_96f2497c2e172b4c6a5d459306849314 } from '../../../admin/lists/ListToolbar'
import { ReorderPanel as ReorderPanel_fa5f1384e4cbc603121b71afd0b2e1c9 } from '../../../admin/ReorderPanel'
import { ClearFixedErrors as ClearFixedErrors_36cd399883c2d823d5c9117b2cdde1ed } from '../../../admin/ClearFixedErrors'
import { KeepSaveErrors as KeepSaveErrors_3590a97fb47352440d593a526956c477 } from '../../../admin/KeepSaveErrors'
import { EditorLanguage as EditorLanguage_5277d2ed78960abeaca8b56461a029ac } from '../../../translations/admin/EditorLanguage'
import { DeleteWithConsequences as DeleteWithConsequences_561bc04c1bebc0421eb20dd233f072fb } from '../../../admin/dialogs/DeleteWithConsequences'
import { NamedSaveButton as NamedSaveButton_bd7c411ff81e0f7ca764c227dae9d4d5 } from '../../../admin/save/NamedSaveButton'
import { VersionsList as VersionsList_9c83c7fd25543ece49807d207060d1fd } from '../../../admin/versions/VersionsList'
import { SpecListView as SpecListView_4fbbc74c1a44ec6d97132db753fde871 } from '../../../admin/lists/SpecListView'
import { ColourSwatchCell as ColourSwatchCell_385a5401854737ce2eb0e24201577bda } from '../../../admin/ColourSwatchCell'
import { ShadeSwatch as ShadeSwatch_29ec2d29e5c718a420b5731506e36592 } from '../../../colours/admin/ShadeSwatch'
import { GroupHeading as GroupHeading_86334053736a86a3bb4cabca280e3e3d } from '../../../admin/fields/GroupHeading'
import { CsvToolbar as CsvToolbar_59ac39f3ab8aac15a5dcb9923f2baed2 } from '../../../admin/CsvToolbar'
import { YesNoCell as YesNoCell_6819b2063937d31f7f826ff856c662c1 } from '../../../admin/YesNoCell'
import { PinCell as PinCell_ae07016583fee394b3ea7a4c7b3e5c81 } from '../../../news/admin/PinCell'
import { RequiredLabel as RequiredLabel_8392b3897390977827a9141a0d5909bb } from '../../../admin/RequiredLabel'
import { PinnedSection as PinnedSection_1b9470f92354c4ebb228e407c4859d34 } from '../../../news/admin/PinnedSection'
import { NewRecordTitle as NewRecordTitle_ec497492df1bad6356155239afcb7e98 } from '../../../admin/FormHeading'
import { ActiveCell as ActiveCell_886742af585090399c5bb74d14a32dd9 } from '../../../admin/ActiveCell'
import { ReadableField as ReadableField_5c2e014ccae67d3ede16ac4777c6ab1e } from '../../../admin/fields/ReadableField'
import { ResendButton as ResendButton_d956c418df32b0bc4a010a04ee180f5f } from '../../../enquiries/admin/ResendButton'
import { NoSaveButton as NoSaveButton_fdcde1f9cf5aa0482e09ecbc04f601fd } from '../../../enquiries/admin/NoSaveButton'
import { RequestQuotes as RequestQuotes_f747d3e9f79da71052f8e72e0ec82960 } from '../../../requests/admin/RequestQuotes'
import { RequestLinesField as RequestLinesField_20fc7d2fc7d212eaa15c5baa957d5c25 } from '../../../requests/admin/RequestLinesField'
import { RequestsToolbar as RequestsToolbar_41f87ad28b0225baf907a293bad62c74 } from '../../../requests/admin/RequestsToolbar'
import { PrepareQuoteButton as PrepareQuoteButton_89fd3bc5c5f0b70bcd35568fc7019bba } from '../../../requests/admin/PrepareQuoteButton'
import { QuoteBanner as QuoteBanner_34d262f26bdc47708a90eb63db964de0 } from '../../../quotes/admin/QuoteBanner'
import { QuoteTotalsField as QuoteTotalsField_4b7dad6fa76dc25d153c7ea516bcef6e } from '../../../quotes/admin/QuoteTotalsField'
import { QuoteActionsServer as QuoteActionsServer_e376644c494fbe18ad76cfcb9684d23f } from '../../../quotes/admin/QuoteActionsServer'
import { UsageCell as UsageCell_ba2f27a8221537161b688deb46290967 } from '../../../media/admin/UsageCell'
import { UsedByPanel as UsedByPanel_1befc90d15501684af0f71b5c6d11458 } from '../../../media/admin/UsedByPanel'
import { SizeCell as SizeCell_fc55272f2c6dccfc422f276814d0743a } from '../../../media/admin/SizeCell'
import { DimensionsCell as DimensionsCell_98654920e9f19a76fe36767f517681e1 } from '../../../media/admin/DimensionsCell'
import { UnusedFilter as UnusedFilter_6817f2f6c112b5d165e24aaa27e5cb62 } from '../../../media/admin/UnusedFilter'
import { InviteStaff as InviteStaff_003b5d594577ad28f4f0dbc0b8474c90 } from '../../../users/invite/InviteStaff'
import { StaffReadOnlyNotice as StaffReadOnlyNotice_8e54c95a5694db9037758654fecf5b8f } from '../../../admin/AdministratorsOnlyNotice'
import { InviteOnlyListView as InviteOnlyListView_ccde0bbb7925ec0060a67aa9ddb6bf11 } from '../../../admin/lists/InviteOnlyListView'
import { SettingsReadOnlyNotice as SettingsReadOnlyNotice_8e54c95a5694db9037758654fecf5b8f } from '../../../admin/AdministratorsOnlyNotice'
import { LogoutButton as LogoutButton_49a7918b581b6dab8da18a532651dda1 } from '../../../admin/brand/LogoutButton'
import { BrandIcon as BrandIcon_849f03178945390e2f1ebd7110cd21cc } from '../../../admin/brand/BrandIcon'
import { BrandLogo as BrandLogo_b6efc32b46b7bda3c413012092e333c6 } from '../../../admin/brand/BrandLogo'
import { LanguageSwitch as LanguageSwitch_7774f4bf16fa90bceda89c70bb4d5139 } from '../../../admin/LanguageSwitch'
import { TranslationsNavLink as TranslationsNavLink_fc5b5a7e1f50489a2c9759581ef4526d } from '../../../translations/admin/TranslationsNavLink'
import { StorageCleanupNavLink as StorageCleanupNavLink_c59f961bc5c0e94bb0876fa335bf1c2c } from '../../../media/admin/StorageCleanupLink'
import { FailedSignInsNotice as FailedSignInsNotice_d26004c017c07aa0dc50b36e106c65c4 } from '../../../users/admin/FailedSignInsNotice'
import { WaitingForMe as WaitingForMe_10d5451d0fa0e6ffea465be8b8a7cfd4 } from '../../../admin/dashboard/WaitingForMe'
import { InsightsPanel as InsightsPanel_167dd5f5c71bc7dab9d279751084ee74 } from '../../../insights/dashboard/InsightsPanel'
import { QuickGuide as QuickGuide_ae192a0f32fede72f69b8437eed2f3ac } from '../../../admin/QuickGuide'
import { DashboardTools as DashboardTools_d69fbd8aca57c87d0b0cff928e71695b } from '../../../admin/DashboardTools'
import { BackupStatus as BackupStatus_b781ca39939d660415fd651cdbffa641 } from '../../../admin/BackupStatus'
import { AdminPanelTitle as AdminPanelTitle_7d26caf6570a408452396afce5f493b4 } from '../../../admin/brand/AdminPanelTitle'
import { DashboardNavLink as DashboardNavLink_38ce381e393a5e33201ec1a3deb7ab9b } from '../../../admin/nav/DashboardNavLink'
import { SidebarOpenFromTablet as SidebarOpenFromTablet_13fc8a532667b0c7e44584545b7c26b0 } from '../../../admin/nav/SidebarOpenFromTablet'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { TranslationsView as TranslationsView_f07ba22d394562e4628e0097393c21d5 } from '../../../translations/admin/TranslationsView'
import { StorageCleanupView as StorageCleanupView_d6b0e5c2fa84034de3330dee4eb26c80 } from '../../../media/admin/StorageCleanupView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/FormHeading#FormHeading": FormHeading_ec497492df1bad6356155239afcb7e98,
  "/admin/fields/LocalizedLabel#LocalizedLabel": LocalizedLabel_0b22d06721b836faaef2aa9b5b2fbe58,
  "/admin/lists/EditInDrawerCell#EditInDrawerCell": EditInDrawerCell_681a02908e80233b92fe320aac82f067,
  "/admin/StatusCell#StatusCell": StatusCell_f059236e80cb25265249a16c63870d10,
  "/preview/admin/PreviewLinks#PreviewLinks": PreviewLinks_7d3586d06dfec5e343b7742b080f87b2,
  "/seo/admin/SeoTextField#SeoTextField": SeoTextField_8778299d74a818c93a00a9dfb5d99095,
  "@payloadcms/plugin-seo/client#PreviewComponent": PreviewComponent_a8a977ebc872c5d5ea7ee689724c0860,
  "/admin/lists/ListToolbar#ListToolbar": ListToolbar_96f2497c2e172b4c6a5d459306849314,
  "/admin/ReorderPanel#ReorderPanel": ReorderPanel_fa5f1384e4cbc603121b71afd0b2e1c9,
  "/admin/ClearFixedErrors#ClearFixedErrors": ClearFixedErrors_36cd399883c2d823d5c9117b2cdde1ed,
  "/admin/KeepSaveErrors#KeepSaveErrors": KeepSaveErrors_3590a97fb47352440d593a526956c477,
  "/translations/admin/EditorLanguage#EditorLanguage": EditorLanguage_5277d2ed78960abeaca8b56461a029ac,
  "/admin/dialogs/DeleteWithConsequences#DeleteWithConsequences": DeleteWithConsequences_561bc04c1bebc0421eb20dd233f072fb,
  "/admin/save/NamedSaveButton#NamedSaveButton": NamedSaveButton_bd7c411ff81e0f7ca764c227dae9d4d5,
  "/admin/versions/VersionsList#VersionsList": VersionsList_9c83c7fd25543ece49807d207060d1fd,
  "/admin/lists/SpecListView#SpecListView": SpecListView_4fbbc74c1a44ec6d97132db753fde871,
  "/admin/ColourSwatchCell#ColourSwatchCell": ColourSwatchCell_385a5401854737ce2eb0e24201577bda,
  "/colours/admin/ShadeSwatch#ShadeSwatch": ShadeSwatch_29ec2d29e5c718a420b5731506e36592,
  "/admin/fields/GroupHeading#GroupHeading": GroupHeading_86334053736a86a3bb4cabca280e3e3d,
  "/admin/CsvToolbar#CsvToolbar": CsvToolbar_59ac39f3ab8aac15a5dcb9923f2baed2,
  "/admin/YesNoCell#YesNoCell": YesNoCell_6819b2063937d31f7f826ff856c662c1,
  "/news/admin/PinCell#PinCell": PinCell_ae07016583fee394b3ea7a4c7b3e5c81,
  "/admin/RequiredLabel#RequiredLabel": RequiredLabel_8392b3897390977827a9141a0d5909bb,
  "/news/admin/PinnedSection#PinnedSection": PinnedSection_1b9470f92354c4ebb228e407c4859d34,
  "/admin/FormHeading#NewRecordTitle": NewRecordTitle_ec497492df1bad6356155239afcb7e98,
  "/admin/ActiveCell#ActiveCell": ActiveCell_886742af585090399c5bb74d14a32dd9,
  "/admin/fields/ReadableField#ReadableField": ReadableField_5c2e014ccae67d3ede16ac4777c6ab1e,
  "/enquiries/admin/ResendButton#ResendButton": ResendButton_d956c418df32b0bc4a010a04ee180f5f,
  "/enquiries/admin/NoSaveButton#NoSaveButton": NoSaveButton_fdcde1f9cf5aa0482e09ecbc04f601fd,
  "/requests/admin/RequestQuotes#RequestQuotes": RequestQuotes_f747d3e9f79da71052f8e72e0ec82960,
  "/requests/admin/RequestLinesField#RequestLinesField": RequestLinesField_20fc7d2fc7d212eaa15c5baa957d5c25,
  "/requests/admin/RequestsToolbar#RequestsToolbar": RequestsToolbar_41f87ad28b0225baf907a293bad62c74,
  "/requests/admin/PrepareQuoteButton#PrepareQuoteButton": PrepareQuoteButton_89fd3bc5c5f0b70bcd35568fc7019bba,
  "/quotes/admin/QuoteBanner#QuoteBanner": QuoteBanner_34d262f26bdc47708a90eb63db964de0,
  "/quotes/admin/QuoteTotalsField#QuoteTotalsField": QuoteTotalsField_4b7dad6fa76dc25d153c7ea516bcef6e,
  "/quotes/admin/QuoteActionsServer#QuoteActionsServer": QuoteActionsServer_e376644c494fbe18ad76cfcb9684d23f,
  "/media/admin/UsageCell#UsageCell": UsageCell_ba2f27a8221537161b688deb46290967,
  "/media/admin/UsedByPanel#UsedByPanel": UsedByPanel_1befc90d15501684af0f71b5c6d11458,
  "/media/admin/SizeCell#SizeCell": SizeCell_fc55272f2c6dccfc422f276814d0743a,
  "/media/admin/DimensionsCell#DimensionsCell": DimensionsCell_98654920e9f19a76fe36767f517681e1,
  "/media/admin/UnusedFilter#UnusedFilter": UnusedFilter_6817f2f6c112b5d165e24aaa27e5cb62,
  "/users/invite/InviteStaff#InviteStaff": InviteStaff_003b5d594577ad28f4f0dbc0b8474c90,
  "/admin/AdministratorsOnlyNotice#StaffReadOnlyNotice": StaffReadOnlyNotice_8e54c95a5694db9037758654fecf5b8f,
  "/admin/lists/InviteOnlyListView#InviteOnlyListView": InviteOnlyListView_ccde0bbb7925ec0060a67aa9ddb6bf11,
  "/admin/AdministratorsOnlyNotice#SettingsReadOnlyNotice": SettingsReadOnlyNotice_8e54c95a5694db9037758654fecf5b8f,
  "/admin/brand/LogoutButton#LogoutButton": LogoutButton_49a7918b581b6dab8da18a532651dda1,
  "/admin/brand/BrandIcon#BrandIcon": BrandIcon_849f03178945390e2f1ebd7110cd21cc,
  "/admin/brand/BrandLogo#BrandLogo": BrandLogo_b6efc32b46b7bda3c413012092e333c6,
  "/admin/LanguageSwitch#LanguageSwitch": LanguageSwitch_7774f4bf16fa90bceda89c70bb4d5139,
  "/translations/admin/TranslationsNavLink#TranslationsNavLink": TranslationsNavLink_fc5b5a7e1f50489a2c9759581ef4526d,
  "/media/admin/StorageCleanupLink#StorageCleanupNavLink": StorageCleanupNavLink_c59f961bc5c0e94bb0876fa335bf1c2c,
  "/users/admin/FailedSignInsNotice#FailedSignInsNotice": FailedSignInsNotice_d26004c017c07aa0dc50b36e106c65c4,
  "/admin/dashboard/WaitingForMe#WaitingForMe": WaitingForMe_10d5451d0fa0e6ffea465be8b8a7cfd4,
  "/insights/dashboard/InsightsPanel#InsightsPanel": InsightsPanel_167dd5f5c71bc7dab9d279751084ee74,
  "/admin/QuickGuide#QuickGuide": QuickGuide_ae192a0f32fede72f69b8437eed2f3ac,
  "/admin/DashboardTools#DashboardTools": DashboardTools_d69fbd8aca57c87d0b0cff928e71695b,
  "/admin/BackupStatus#BackupStatus": BackupStatus_b781ca39939d660415fd651cdbffa641,
  "/admin/brand/AdminPanelTitle#AdminPanelTitle": AdminPanelTitle_7d26caf6570a408452396afce5f493b4,
  "/admin/nav/DashboardNavLink#DashboardNavLink": DashboardNavLink_38ce381e393a5e33201ec1a3deb7ab9b,
  "/admin/nav/SidebarOpenFromTablet#SidebarOpenFromTablet": SidebarOpenFromTablet_13fc8a532667b0c7e44584545b7c26b0,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/translations/admin/TranslationsView#TranslationsView": TranslationsView_f07ba22d394562e4628e0097393c21d5,
  "/media/admin/StorageCleanupView#StorageCleanupView": StorageCleanupView_d6b0e5c2fa84034de3330dee4eb26c80,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
