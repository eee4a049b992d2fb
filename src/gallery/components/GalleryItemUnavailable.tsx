import type { Messages } from '../../i18n/messages'
import { LoadFailedRedirect, LoadFailedView } from '../../shared/ui/LoadFailedRedirect'

/** A missing, Inactive or PDF item (no page of its own), or one that failed: 'Failed to load gallery item', then /resources (spec §2.7, §8).
 * `redirect`: the toast and the way back, in the browser (not-found.tsx, error.tsx); without it, the
 * server HTML's view alone (the page), which not-found.tsx replaces in the browser.
 */
export function GalleryItemUnavailable({ t, redirect }: { t: Messages; redirect: boolean }) {
  const View = redirect ? LoadFailedRedirect : LoadFailedView
  return <View message={t.gallery.loadItemFailed} detail={t.gallery.returning} href="/resources" linkLabel={t.gallery.back} />
}
