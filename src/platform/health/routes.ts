import { readiness } from './readiness'

/** Never kept by Next, nginx or any other cache: each answer is about this moment. */
const headers = { 'Cache-Control': 'no-store' }

/** GET /healthz: the process is up and answering. No database work, so a busy database never gets a live node restarted. */
export function healthz(): Response {
  return Response.json({ status: 'ok' }, { headers })
}

/** GET /readyz: 200 when this node can serve (database, media storage, the contact queue, Redis when configured), 503 when not. */
export async function readyz(): Promise<Response> {
  const answer = await readiness()
  return Response.json(answer, { status: answer.status === 'ok' ? 200 : 503, headers })
}
