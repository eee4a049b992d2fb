import type { Lab } from './srgb-lab'

const DEG = Math.PI / 180
const POW25_7 = 25 ** 7

/** √(x² + y²): Math.hypot guards against overflow that Lab values never reach, and costs several times more. */
const length = (x: number, y: number) => Math.sqrt(x * x + y * y)
const pow7 = (x: number) => {
  const x2 = x * x
  return x2 * x2 * x2 * x
}

/**
 * The CIEDE2000 colour difference (kL = kC = kH = 1), following Sharma, Wu and
 * Dalal, "The CIEDE2000 color-difference formula: implementation notes,
 * supplementary test data, and mathematical observations" (2005), including
 * their notes on the hue mean and difference when a chroma is zero.
 */
export function ciede2000(first: Lab, second: Lab): number {
  const { L: L1, a: a1, b: b1 } = first
  const { L: L2, a: a2, b: b2 } = second
  const C1 = length(a1, b1)
  const C2 = length(a2, b2)
  const meanC7 = pow7((C1 + C2) / 2)
  const G = 0.5 * (1 - Math.sqrt(meanC7 / (meanC7 + POW25_7)))
  const a1p = (1 + G) * a1
  const a2p = (1 + G) * a2
  const C1p = length(a1p, b1)
  const C2p = length(a2p, b2)
  const hue = (b: number, ap: number) => {
    if (b === 0 && ap === 0) return 0
    const h = Math.atan2(b, ap) / DEG
    return h < 0 ? h + 360 : h
  }
  const h1p = hue(b1, a1p)
  const h2p = hue(b2, a2p)

  const dLp = L2 - L1
  const dCp = C2p - C1p
  let dhp = 0
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p
    if (dhp > 180) dhp -= 360
    else if (dhp < -180) dhp += 360
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * DEG)

  const meanLp = (L1 + L2) / 2
  const meanCp = (C1p + C2p) / 2
  let meanHp = h1p + h2p
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) meanHp = (h1p + h2p) / 2
    else if (h1p + h2p < 360) meanHp = (h1p + h2p + 360) / 2
    else meanHp = (h1p + h2p - 360) / 2
  }

  const T = 1 - 0.17 * Math.cos((meanHp - 30) * DEG) + 0.24 * Math.cos(2 * meanHp * DEG) + 0.32 * Math.cos((3 * meanHp + 6) * DEG) - 0.2 * Math.cos((4 * meanHp - 63) * DEG)
  const dTheta = 30 * Math.exp(-(((meanHp - 275) / 25) ** 2))
  const meanCp7 = pow7(meanCp)
  const RC = 2 * Math.sqrt(meanCp7 / (meanCp7 + POW25_7))
  const SL = 1 + (0.015 * (meanLp - 50) ** 2) / Math.sqrt(20 + (meanLp - 50) ** 2)
  const SC = 1 + 0.045 * meanCp
  const SH = 1 + 0.015 * meanCp * T
  const RT = -Math.sin(2 * dTheta * DEG) * RC

  const l = dLp / SL
  const c = dCp / SC
  const h = dHp / SH
  return Math.sqrt(l * l + c * c + h * h + RT * c * h)
}
