'use client'
import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** In the editor's live preview, renders the page again after each save (Payload's message from the admin at `adminOrigin`). */
export function LivePreviewRefresh({ adminOrigin }: { adminOrigin: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={adminOrigin} />
}
