import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { zhTw } from '@payloadcms/translations/languages/zhTw'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { ItemCodes } from './catalogue/collections/ItemCodes'
import { ProductCategories } from './catalogue/collections/ProductCategories'
import { Products } from './catalogue/collections/Products'
import { env } from './config/env.server'
import { ContactMessages } from './enquiries/collections/ContactMessages'
import { NewsletterSubscribers } from './enquiries/collections/NewsletterSubscribers'
import { Requests } from './requests/collections/Requests'
import { Quotes } from './quotes/collections/Quotes'
import { QuoteQuestions } from './quotes/collections/QuoteQuestions'
import { quoteAcceptedMail, quoteDelivery, quoteQuestionDelivery } from './quotes/jobs/quote-mails'
import { requestDelivery } from './requests/jobs/send-request'
import { sendRequestCopyTask } from './requests/jobs/send-request-copy'
import { contactMessageDelivery } from './enquiries/jobs/send-contact-message'
import { GalleryCategories } from './gallery/collections/GalleryCategories'
import { GalleryItems } from './gallery/collections/GalleryItems'
import { databaseAdapter } from './infrastructure/database'
import { answerDatabaseUnavailable, answerRefusedValues, keepIdleConnectionErrorsAlive } from './infrastructure/database-errors'
import { answerMalformedMultipart } from './media/malformed-multipart'
import { explainRefusedMediaDelete } from './media/deletion/explain-failed-delete'
import { emailAdapter } from './infrastructure/email'
import { storagePlugin } from './infrastructure/storage'
import { mediaAdminColumnsPlugin } from './media/admin-columns'
import { localDeleteHolding, Media } from './media/collections/Media'
import { hideApiTabPlugin } from './admin/hide-api-tab-plugin'
import { adminTranslations } from './admin/i18n/translations'
import { localizedLabelsPlugin } from './admin/i18n/localized-labels-plugin'
import { serverRenderedLabelsPlugin } from './admin/i18n/server-rendered-labels-plugin'
import { adminLanguageValidationPlugin } from './admin/i18n/validation-plugin'
import { MAX_UPLOAD_BYTES, uploadMessages } from './media/upload-rules'
import { NewsItems } from './news/collections/NewsItems'
import { Documents } from './documents/collections/Documents'
import { ShadeReferences } from './colours/collections/ShadeReferences'
import { NewsLikeVotes } from './news/collections/NewsLikeVotes'
import { RateLimits } from './platform/limits/RateLimits'
import { Insights } from './insights/collections/Insights'
import { InsightSalts } from './insights/collections/InsightSalts'
import { InsightSightings } from './insights/collections/InsightSightings'
import { forgetPastDaysNowAndThen } from './insights/forget-past-days'
import { listDialogsPlugin } from './admin/dialogs/plugin'
import { namedSavePlugin } from './admin/save/named-save-plugin'
import { adminGroups, bilingual } from './shared/admin-label'
import { emptyValuesLastPlugin } from './shared/ordering/empty-values-last'
import { contentLocales, defaultLocale, originOf, siteLocales } from './shared/locales'
import { WriteLocks } from './shared/locks/write-locks-collection'
import { ItemCodeKeys } from './catalogue/collections/ItemCodeKeys'
import { seo } from './seo/plugin'
import { AboutPage } from './site-settings/globals/AboutPage'
import { GeneralSettings } from './site-settings/globals/GeneralSettings'
import { HomePage } from './site-settings/globals/HomePage'
import { editorLanguagePlugin } from './translations/editor-plugin'
import { translationEndpoints } from './translations/endpoints'
import { SimplifiedTexts } from './translations/simplified/collection'
import { simplifiedReadsPlugin } from './translations/simplified/read-plugin'
import { previewEndpoint } from './preview/endpoint'
import { addRequestIdToErrors } from './platform/request-id'
import { runScheduledBackup } from './platform/backup/schedule'
import { OUTBOX_QUEUE } from './platform/outbox/queue'
import { OUTBOX_BATCH, OUTBOX_CRON, outboxReady } from './platform/outbox/runner'
import { withGlobalHistory, withHistory } from './shared/history'
import { livePreview } from './preview/live-preview'
import { Users } from './users/collections/Users'
import { withFixedErrorsCleared, withGlobalFixedErrorsCleared } from './admin/clear-fixed-errors'
import { logger } from './infrastructure/logger.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

/** The kinds of stored mail the outbox keeps a delivery record of (the buyer's copy and an accepted quote's mails retry as jobs alone). */
const MAIL_DELIVERIES = [contactMessageDelivery, requestDelivery, quoteDelivery, quoteQuestionDelivery]

export default buildConfig({
  serverURL: config.siteUrl,
  secret: config.payloadSecret,
  telemetry: false,
  // No page or admin screen uses GraphQL; its routes answer 403 (src/app/(payload)/api/graphql).
  graphQL: { disable: true },
  // Cookie-authenticated requests are accepted only from the site's own origins.
  csrf: siteLocales.map((locale) => originOf(config.siteUrl, locale)),
  admin: {
    user: Users.slug,
    avatar: 'default',
    dateFormat: 'yyyy-MM-dd',
    livePreview,
    importMap: { baseDir: path.resolve(dirname) },
    // The company's brand name joins the tab title per request (src/admin/brand/admin-metadata.ts); nothing here names Payload.
    meta: {
      titleSuffix: '',
      defaultOGImageType: 'off',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
      openGraph: { siteName: 'Admin Panel', title: 'Admin Panel', description: 'Admin Panel' },
    },
    components: {
      graphics: { Logo: '/admin/brand/BrandLogo#BrandLogo', Icon: '/admin/brand/BrandIcon#BrandIcon' },
      beforeNavLinks: ['/admin/brand/AdminPanelTitle#AdminPanelTitle', '/admin/nav/DashboardNavLink#DashboardNavLink', '/admin/nav/SidebarOpenFromTablet#SidebarOpenFromTablet'],
      logout: { Button: '/admin/brand/LogoutButton#LogoutButton' },
      actions: ['/admin/LanguageSwitch#LanguageSwitch'],
      beforeDashboard: ['/users/admin/FailedSignInsNotice#FailedSignInsNotice', '/admin/dashboard/WaitingForMe#WaitingForMe', '/insights/dashboard/InsightsPanel#InsightsPanel', '/admin/QuickGuide#QuickGuide', '/admin/DashboardTools#DashboardTools', '/admin/BackupStatus#BackupStatus'],
      afterNavLinks: ['/translations/admin/TranslationsNavLink#TranslationsNavLink', '/media/admin/StorageCleanupLink#StorageCleanupNavLink'],
      views: {
        translations: { Component: '/translations/admin/TranslationsView#TranslationsView', path: '/translations', exact: true, meta: { title: 'Translations' } },
        translationRecord: { Component: '/translations/admin/TranslationsView#TranslationsView', path: '/translations/:slug/:id', meta: { title: 'Translations' } },
        storageCleanup: { Component: '/media/admin/StorageCleanupView#StorageCleanupView', path: '/storage-cleanup', meta: { title: 'Storage cleanup' } },
      },
    },
  },
  collections: withFixedErrorsCleared([
    withHistory(Products),
    ProductCategories,
    withHistory(ItemCodes),
    GalleryCategories,
    withHistory(GalleryItems),
    withHistory(NewsItems),
    withHistory(Documents),
    ShadeReferences,
    NewsLikeVotes,
    RateLimits,
    NewsletterSubscribers,
    ContactMessages,
    Requests,
    Quotes,
    QuoteQuestions,
    Media,
    Users,
    WriteLocks,
    ItemCodeKeys,
    Insights,
    InsightSalts,
    InsightSightings,
    SimplifiedTexts,
  ]),
  // Content and settings keep their history (versions with the author of each save, src/shared/history.ts).
  globals: [GeneralSettings, HomePage, AboutPage].map(withGlobalHistory).map(withGlobalFixedErrorsCleared),
  localization: {
    locales: [
      { code: 'en', label: bilingual('English', '英文') },
      { code: 'zh-Hant', label: bilingual('繁體中文', '繁體中文') },
    ] satisfies { code: (typeof contentLocales)[number]; label: Record<string, string> }[],
    defaultLocale,
    fallback: true,
  },
  // Simplified Chinese ('zh') reads the Traditional words converted (src/admin/i18n/translations.ts).
  i18n: { supportedLanguages: { en, 'zh-TW': zhTw, zh }, fallbackLanguage: 'en', translations: adminTranslations },
  jobs: {
    tasks: [...MAIL_DELIVERIES.map((delivery) => delivery.task), sendRequestCopyTask, quoteAcceptedMail.task],
    // One job per mailed record at a time (src/platform/outbox/delivery-task.ts); adds payload_jobs.concurrency_key.
    enableConcurrencyControl: true,
    // The outbox's one runner: Payload's cron, every second, only in the server (where Payload starts its
    // crons) and only on the node with JOBS_AUTORUN (src/platform/outbox/runner.ts).
    autoRun: [{ cron: OUTBOX_CRON, queue: OUTBOX_QUEUE, limit: OUTBOX_BATCH, silent: { info: true } }],
    shouldAutoRun: async (payload) => {
      if (!config.jobsAutoRun) return false
      // The day's backup, when it is due (src/platform/backup/schedule.ts).
      runScheduledBackup(payload)
      // Yesterday's visitor salt and sightings, gone a few minutes into the day even if nobody visits.
      forgetPastDaysNowAndThen(payload)
      await outboxReady(payload, MAIL_DELIVERIES)
      return true
    },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: false, group: adminGroups.system },
    }),
  },
  db: databaseAdapter(config),
  // The request id goes last, into whatever answer the hooks before made.
  hooks: { afterError: [answerDatabaseUnavailable, answerRefusedValues, explainRefusedMediaDelete, answerMalformedMultipart, addRequestIdToErrors] },
  endpoints: [...translationEndpoints, previewEndpoint],
  onInit: async (payload) => {
    keepIdleConnectionErrorsAlive(payload)
    // Files of a delete a stopped server left unsettled: back in place, or released.
    await localDeleteHolding?.settleAll(payload)
  },
  email: emailAdapter(config),
  plugins: [listDialogsPlugin, namedSavePlugin, emptyValuesLastPlugin, storagePlugin(config), mediaAdminColumnsPlugin, seo, editorLanguagePlugin, adminLanguageValidationPlugin, localizedLabelsPlugin, serverRenderedLabelsPlugin, hideApiTabPlugin, simplifiedReadsPlugin],
  sharp,
  upload: {
    limits: { fileSize: MAX_UPLOAD_BYTES },
    abortOnLimit: true,
    responseOnLimit: uploadMessages.tooLarge,
  },
  // The process's one logger (src/infrastructure/logger.mjs): the server's request lines and Payload's read alike.
  logger: logger(),
  // Types are written by `npm run generate:types` (and by `next dev`), not by every start: outside
  // production Payload otherwise spawns a compiler process at each start, which every Local API
  // test file paid for (about 8 s of a core each).
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: process.env.NODE_ENV === 'development' },
})
