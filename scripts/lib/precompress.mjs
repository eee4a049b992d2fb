// Writes .gz and .br copies beside the build's static files, so the proxy
// serves them as files (gzip_static, brotli_static) with the best compression
// once, instead of compressing on every request.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map|woff)$/
const MIN_BYTES = 512

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (COMPRESSIBLE.test(entry.name) && !entry.name.endsWith('.map')) yield full
  }
}

/** @returns {{ files: number, bytes: number, gzipBytes: number, brotliBytes: number }} */
export function precompressStatic(staticDir) {
  const totals = { files: 0, bytes: 0, gzipBytes: 0, brotliBytes: 0 }
  if (!fs.existsSync(staticDir)) return totals
  for (const file of walk(staticDir)) {
    const data = fs.readFileSync(file)
    if (data.length < MIN_BYTES) continue
    const gzip = zlib.gzipSync(data, { level: 9 })
    const brotli = zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    })
    fs.writeFileSync(`${file}.gz`, gzip)
    fs.writeFileSync(`${file}.br`, brotli)
    totals.files += 1
    totals.bytes += data.length
    totals.gzipBytes += gzip.length
    totals.brotliBytes += brotli.length
  }
  return totals
}
