import { notFound } from 'next/navigation'
import { Suspense } from 'react'

async function RaiseNotFound(): Promise<null> {
  notFound()
}

/**
 * Gives a page that shows its own not-found view the HTTP 404 status.
 *
 * A page that calls notFound() itself is answered by Next with an empty error
 * document: header, footer and the not-found text appear only once JavaScript
 * has run (vercel/next.js#62228), so crawlers and visitors without JavaScript
 * get nothing. Thrown inside this Suspense boundary instead, notFound() still
 * sets the 404 status of a statically generated page (the route must export
 * generateStaticParams, even an empty one), and everything outside the
 * boundary, the page's own not-found view included, stays in the server HTML.
 * In the browser the boundary's error reaches the segment's not-found.tsx,
 * which must show the same view.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <RaiseNotFound />
    </Suspense>
  )
}
