'use client'
import { useTranslation } from '@payloadcms/ui'
import type { AdminTranslationKeys, AdminTranslations } from './translations'

/** Payload's useTranslation, typed with the project's own keys (`t('kinsen:reorderSave')`). */
export const useAdminTranslation = () => useTranslation<AdminTranslations, AdminTranslationKeys>()
