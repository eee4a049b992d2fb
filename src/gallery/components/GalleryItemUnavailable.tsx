import type { Messages } from '../../i18n/messages'
import { LoadFailedRedirect } from '../../site-shell/components/LoadFailedRedirect'

/** A missing, Inactive or PDF item (no page of its own), or one that failed: 'Failed to load gallery item', then /resources (spec §2.7, §8). */
export function GalleryItemUnavailable({ t }: { t: Messages }) {
  return <LoadFailedRedirect message={t.gallery.loadItemFailed} detail={t.gallery.returning} href="/resources" linkLabel={t.gallery.back} />
}
