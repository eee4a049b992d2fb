import { readyz } from '@/platform/health/routes'

// Readiness for a load balancer and an operator's monitor (src/platform/health); src/proxy.ts leaves this path alone.
export const dynamic = 'force-dynamic'

export const GET = readyz
