import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The tree's boundaries (docs/ARCHITECTURE.md, "Boundaries"): src/shared is a leaf that imports no
 * other folder of src; a domain imports shared, the platform (infrastructure, config) and the media
 * kit, never another domain; media imports no domain; src/platform (backups, health, request ids)
 * imports no domain, media or admin. The routes (src/app), payload.config.ts, the
 * admin, the site shell, preview, SEO and the seed compose domains and may import them.
 */
const DOMAINS = ['catalogue', 'colours', 'gallery', 'news', 'enquiries', 'requests', 'search', 'site-settings', 'translations', 'users']
const SHARED_MAY_NOT = [...DOMAINS, 'media', 'admin', 'preview', 'infrastructure', 'config', 'site-shell', 'seo', 'seed', 'app', 'i18n']
/**
 * Crossings that exist today, each waiting to be replaced by a composition layer or a move into the
 * platform (issue 24, item 8). Listed file by file, so that no new crossing can be added unnoticed
 * and each one removed shrinks this list.
 */
const KNOWN_CROSSINGS = {
  'src/catalogue/data-sheet/content.ts': ['site-settings'],
  'src/catalogue/data-sheet/queries.ts': ['site-settings'],
  'src/catalogue/pages/ProductPage.tsx': ['site-settings', 'requests'],
  'src/catalogue/pages/ProductsListPage.tsx': ['site-settings'],
  'src/colours/pages/ColoursPage.tsx': ['site-settings'],
  'src/colours/reads.ts': ['catalogue'],
  'src/enquiries/pages/ContactPage.tsx': ['site-settings'],
  'src/gallery/pages/GalleryListPage.tsx': ['site-settings'],
  'src/gallery/pages/GalleryProjectPage.tsx': ['site-settings'],
  'src/media/upload-destinations.ts': ['news'],
  'src/news/pages/NewsArticlePage.tsx': ['site-settings'],
  'src/news/pages/NewsListPage.tsx': ['site-settings'],
  'src/requests/collections/Requests.ts': ['enquiries'],
  'src/requests/pages/RequestPage.tsx': ['site-settings'],
  'src/requests/pages/RequestSentPage.tsx': ['site-settings'],
  'src/requests/reads.ts': ['catalogue'],
  'src/search/pages/SearchPage.tsx': ['site-settings'],
  'src/search/reads.ts': ['catalogue'],
  'src/site-settings/components/home/HomeView.tsx': ['catalogue'],
  'src/shared/admin-preview.ts': ['preview'],
  'src/shared/fields/slug.ts': ['admin'],
  'src/shared/http/public-write.ts': ['config', 'infrastructure'],
  'src/shared/http/rate-limit.ts': ['infrastructure'],
  'src/shared/ordering/ordered-collection.ts': ['admin'],
  'src/shared/http/form-unavailable.ts': ['i18n'],
}
/** How a file `depth` folders below src names another top folder of src: '../../catalogue' from src/requests/jobs/x.ts. */
const folderPatterns = (folder, depth) => {
  const up = '../'.repeat(depth)
  return [`${up}${folder}`, `${up}${folder}/**`, `@/${folder}`, `@/${folder}/**`]
}
const forbidImports = (folders, why, depth) => ({
  'no-restricted-imports': ['error', { patterns: folders.length ? [{ group: folders.flatMap((folder) => folderPatterns(folder, depth)), message: why }] : [] }],
})
/** One block per depth below the folder, since a relative import's number of '../' depends on it. */
const DEPTHS = [1, 2, 3, 4, 5]
const filesAt = (folder, depth) => [`src/${folder}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`]
const DOMAIN_RULE = 'A domain imports shared, the platform and the media kit, never another domain: compose them in src/app, the site shell or the admin (eslint.config.mjs, boundaries).'
const SHARED_RULE = 'src/shared is a leaf: it imports no other folder of src (eslint.config.mjs, boundaries).'
const PLATFORM_RULE = 'src/platform is machinery under the domains: it imports shared, config and infrastructure, never a domain, the media kit or the admin (eslint.config.mjs, boundaries).'
const PLATFORM_MAY_NOT = [...DOMAINS, 'media', 'admin', 'preview', 'site-shell', 'seo', 'seed', 'app', 'i18n']
const zone = (folder, forbidden, why) =>
  DEPTHS.map((depth) => ({ files: filesAt(folder, depth), ignores: ['**/*.test.ts'], rules: forbidImports(forbidden, why, depth) }))
const boundaries = [
  ...DOMAINS.flatMap((domain) => zone(domain, DOMAINS.filter((other) => other !== domain), DOMAIN_RULE)),
  ...zone('media', DOMAINS, DOMAIN_RULE),
  ...zone('shared', SHARED_MAY_NOT, SHARED_RULE),
  ...zone('platform', PLATFORM_MAY_NOT, PLATFORM_RULE),
  ...Object.entries(KNOWN_CROSSINGS).map(([file, allowed]) => {
    const [, folder] = file.split('/')
    const depth = file.split('/').length - 2
    const [mayNot, why] = folder === 'shared' ? [SHARED_MAY_NOT, SHARED_RULE] : folder === 'platform' ? [PLATFORM_MAY_NOT, PLATFORM_RULE] : [DOMAINS, DOMAIN_RULE]
    const forbidden = mayNot.filter((other) => other !== folder && !allowed.includes(other))
    return { files: [file], rules: forbidImports(forbidden, why, depth) }
  }),
]

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Next's own rules (core web vitals) and React Hooks' (including the React Compiler's checks). The plugins
  // directly, not eslint-config-next: its import resolver needs platform packages the registry here lacks,
  // so the lock file could not be installed on a fresh machine.
  nextPlugin.configs['core-web-vitals'],
  { files: ['**/*.{ts,tsx,js,mjs,jsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly', URL: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', performance: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Images are Payload's stored WebP sizes (160-1920 px) with their own srcset and sizes
      // (src/media/media-url.ts); next/image would optimise them a second time, per request.
      '@next/next/no-img-element': 'off',
    },
  },
  ...boundaries,
)
