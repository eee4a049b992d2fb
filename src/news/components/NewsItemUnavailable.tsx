import type { Messages } from '../../i18n/messages'
import { LoadFailedRedirect } from '../../site-shell/components/LoadFailedRedirect'

/** A missing, Inactive or failed article: 'Failed to load news item', then /news (spec §2.9, §8). */
export function NewsItemUnavailable({ t }: { t: Messages }) {
  return <LoadFailedRedirect message={t.news.itemLoadFailed} toastTitle={t.common.error} href="/news" linkLabel={t.news.back} />
}
