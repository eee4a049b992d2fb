import js from '@eslint/js'
import nextPlugin from '@next/eslint-plugin-next'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
)
