import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/**
 * The tree's boundaries (docs/ARCHITECTURE.md, "Boundaries"): src/shared is a leaf that imports no
 * other folder of src; src/platform (outbox, limits, backups, health, request ids) imports shared,
 * config, infrastructure and the site's words (i18n), never a domain, the media kit or the admin;
 * src/site-settings (the site's configuration, read by every page) imports no domain and nothing
 * that composes; a domain imports shared, the platform, the settings and the media kit, never
 * another domain; media imports no domain. The routes (src/app), payload.config.ts, the admin, the
 * site shell, preview, SEO and the seed compose domains and may import them.
 */
const DOMAINS = ['catalogue', 'colours', 'documents', 'gallery', 'news', 'enquiries', 'requests', 'quotes', 'search', 'translations', 'users']
const SHARED_MAY_NOT = [...DOMAINS, 'site-settings', 'platform', 'media', 'admin', 'preview', 'infrastructure', 'config', 'site-shell', 'seo', 'seed', 'app', 'i18n']
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
const DOMAIN_RULE = 'A domain imports shared, the platform, the site settings and the media kit, never another domain: compose them in src/app, the site shell or the admin (eslint.config.mjs, boundaries).'
const SHARED_RULE = 'src/shared is a leaf: it imports no other folder of src (eslint.config.mjs, boundaries).'
const PLATFORM_RULE = 'src/platform is machinery under the domains: it imports shared, config, infrastructure and the site\'s words (i18n), never a domain, the media kit or the admin (eslint.config.mjs, boundaries).'
const PLATFORM_MAY_NOT = [...DOMAINS, 'site-settings', 'media', 'admin', 'preview', 'site-shell', 'seo', 'seed', 'app']
const SETTINGS_RULE = 'src/site-settings is the site\'s configuration, read by every domain: it imports shared, the platform and the media kit, never a domain or a composing folder (eslint.config.mjs, boundaries).'
const SETTINGS_MAY_NOT = [...DOMAINS, 'admin', 'preview', 'site-shell', 'seo', 'seed', 'app']
const zone = (folder, forbidden, why) =>
  DEPTHS.map((depth) => ({ files: filesAt(folder, depth), ignores: ['**/*.test.ts'], rules: forbidImports(forbidden, why, depth) }))
const boundaries = [
  ...DOMAINS.flatMap((domain) => zone(domain, DOMAINS.filter((other) => other !== domain), DOMAIN_RULE)),
  ...zone('media', [...DOMAINS, 'site-settings'], DOMAIN_RULE),
  ...zone('shared', SHARED_MAY_NOT, SHARED_RULE),
  ...zone('platform', PLATFORM_MAY_NOT, PLATFORM_RULE),
  ...zone('site-settings', SETTINGS_MAY_NOT, SETTINGS_RULE),
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
