import crypto from 'node:crypto'

/**
 * Payload answers an unknown e-mail before hashing anything, so a failed
 * sign-in for an unknown address came back in ~30 ms and one for a real
 * account in ~200 ms: the timing told which addresses have accounts. For an
 * unknown account the same work is done on a throw-away salt. The cost is
 * Payload 3's current password hash (PBKDF2-SHA256, 600,000 iterations,
 * 32 bytes); tests/http/sign-in.test.ts compares both timings.
 */
const ITERATIONS = 600_000
const KEY_LENGTH = 32

export function hashLikeAPasswordCheck(password: string): Promise<void> {
  const salt = crypto.randomBytes(32).toString('hex')
  return new Promise((resolve, reject) => {
    crypto.pbkdf2(password, salt, ITERATIONS, KEY_LENGTH, 'sha256', (error) => (error ? reject(error) : resolve()))
  })
}
