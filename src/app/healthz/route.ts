import { healthz } from '@/platform/health/routes'

// Liveness for a process supervisor or load balancer (src/platform/health); src/proxy.ts leaves this path alone.
export const dynamic = 'force-dynamic'

export const GET = healthz
