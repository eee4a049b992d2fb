import type { PayloadRequest } from 'payload'
import { adminT } from '../admin/i18n/translations'
import { MAX_AVAILABILITY_NOTE_LENGTH, MAX_LEAD_TIME_WEEKS } from '../shared/item-codes/availability'

/**
 * What is wrong with an item code's availability or minimum order, in the administrator's
 * language (the admin's `kinsen:` words): one sentence for the form, the list's bulk edit and
 * the CSV import alike.
 */
export function availabilityMessages(req: Pick<PayloadRequest, 'i18n'>) {
  const t = adminT(req.i18n)
  return {
    availabilityRequired: t('kinsen:availabilityRequired'),
    leadTimeRequired: t('kinsen:availabilityLeadTimeRequired'),
    leadTimeRange: t('kinsen:availabilityLeadTimeRange', { max: MAX_LEAD_TIME_WEEKS }),
    dateRequired: t('kinsen:availabilityDateRequired'),
    noteTooLong: t('kinsen:availabilityNoteTooLong', { max: MAX_AVAILABILITY_NOTE_LENGTH }),
    replacementItself: t('kinsen:availabilityReplacementItself'),
    replacementDiscontinued: (code: string) => t('kinsen:availabilityReplacementDiscontinued', { code }),
    replacementMissing: t('kinsen:availabilityReplacementMissing'),
    minimumOrderPositive: t('kinsen:minimumOrderPositive'),
    minimumOrderWhole: t('kinsen:minimumOrderWhole'),
    minimumOrderUnitRequired: t('kinsen:minimumOrderUnitRequired'),
  }
}

export type AvailabilityMessages = ReturnType<typeof availabilityMessages>
