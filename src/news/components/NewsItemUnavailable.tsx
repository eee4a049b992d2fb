import type { Messages } from '../../i18n/messages'
import { LoadFailedRedirect, LoadFailedView } from '../../shared/ui/LoadFailedRedirect'

/** A missing, Inactive or failed article: 'Failed to load news item', then /news (spec §2.9, §8).
 * `redirect`: the toast and the way back, in the browser (not-found.tsx, error.tsx); without it, the
 * server HTML's view alone (the page), which not-found.tsx replaces in the browser.
 */
export function NewsItemUnavailable({ t, redirect }: { t: Messages; redirect: boolean }) {
  const View = redirect ? LoadFailedRedirect : LoadFailedView
  return <View message={t.news.itemLoadFailed} toastTitle={t.common.error} href="/news" linkLabel={t.news.back} />
}
