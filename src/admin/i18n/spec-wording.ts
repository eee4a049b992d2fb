import { inAdminScript, isChineseAdmin } from '../../shared/admin-label'

/**
 * The spec's wording (§2.11, §8) for Payload's own admin messages, in both
 * admin languages (the Simplified converted from 'zh-TW' in translations.ts). Payload fills {{label}} with the collection's singular
 * label, so each message names its entity ('Product created successfully',
 * 'Item code deleted successfully', '產品已成功建立').
 */
export const specWording = {
  en: {
    general: {
      successfullyCreated: '{{label}} created successfully',
      titleDeleted: '{{label}} deleted successfully',
      deletedCountSuccessfully: '{{count}} {{label}} deleted successfully',
      // The list's bulk edit (select rows → Edit), worded as its delete.
      updatedCountSuccessfully: '{{count}} {{label}} updated successfully',
      aboutToDelete: 'You are about to delete the {{label}} <1>{{title}}</1>. This action cannot be undone.',
      aboutToDeleteCount_one: 'You are about to delete {{count}} {{label}}. This action cannot be undone.',
      aboutToDeleteCount_many: 'You are about to delete {{count}} {{label}}. This action cannot be undone.',
      aboutToDeleteCount_other: 'You are about to delete {{count}} {{label}}. This action cannot be undone.',
      noResultsFound: 'No data found',
      noResultsDescription: 'Nothing exists yet, or nothing matches the search and filters above.',
      // Under 'No data found' in a form's list of related records (a product's item codes), which has no
      // search or filter of its own: what to do rather than the heading said again.
      noResults: 'None yet: “Add new” above adds the first.',
    },
    error: {
      // A bulk edit's refused rows come back with a count only (Payload's answer keeps no field message):
      // the way to the reason is the record's own form.
      unableToUpdateCount: 'Unable to update {{count}} of {{total}} {{label}}: open one to see what it needs.',
    },
  },
  'zh-TW': {
    general: {
      successfullyCreated: '{{label}}已成功建立',
      titleDeleted: '{{label}}已成功刪除',
      deletedCountSuccessfully: '已成功刪除 {{count}} 個{{label}}',
      updatedCountSuccessfully: '已成功更新 {{count}} 個{{label}}',
      aboutToDelete: '您即將刪除{{label}}「<1>{{title}}</1>」。此操作無法復原。',
      aboutToDeleteCount_one: '您即將刪除 {{count}} 個{{label}}。此操作無法復原。',
      aboutToDeleteCount_many: '您即將刪除 {{count}} 個{{label}}。此操作無法復原。',
      aboutToDeleteCount_other: '您即將刪除 {{count}} 個{{label}}。此操作無法復原。',
      noResultsFound: '找不到資料',
      noResultsDescription: '尚未建立任何記錄，或沒有記錄符合上方的搜尋及篩選條件。',
      noResults: '尚未有任何項目：按上方「新增」加入第一項。',
    },
    error: {
      unableToUpdateCount: '{{total}} 個{{label}}中有 {{count}} 個未能更新：請打開其中一個查看需要填寫的資料。',
    },
  },
}

/** 'Product updated successfully': Payload's own update message names no entity, so the admin's save button toasts this (src/admin/save). */
export function updatedMessage(language: string | undefined, singularLabel: string): string {
  return isChineseAdmin(language) ? `${singularLabel}${inAdminScript(language, '已成功更新')}` : `${singularLabel} updated successfully`
}
