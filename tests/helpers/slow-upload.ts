import http from 'node:http'

export type SlowUpload = { status: number; body: string; sentAtResponse: number; total: number; ms: number }

/**
 * A multipart upload of `fileBytes` written at a steady pace (about 5 MB a second, so 30 MB
 * take 6 s) that stops writing as soon as an answer arrives. `declaredLength` overrides the
 * Content-Length header (a client may announce more than it sends).
 */
export function slowUpload(origin: string, path: string, fileBytes: number, { headers = {}, declaredLength }: { headers?: Record<string, string>; declaredLength?: number } = {}): Promise<SlowUpload> {
  const boundary = `----kinsen${Math.random().toString(36).slice(2)}`
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"alt":"slow"}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`)
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`)
  const total = head.length + fileBytes + tail.length
  const chunk = Buffer.alloc(256 * 1024, 0x20)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const url = new URL(path, origin)
    const request = http.request({
      host: '127.0.0.1',
      port: url.port,
      path: url.pathname,
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(declaredLength ?? total), ...headers },
    })
    const write = (data: Buffer) =>
      new Promise<void>((done) => {
        sent += data.length
        if (request.write(data)) done()
        else request.once('drain', done)
      })
    request.on('response', (response) => {
      answered = true
      const sentAtResponse = sent
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (text: string) => (body += text))
      response.on('end', () => {
        request.destroy()
        resolve({ status: response.statusCode ?? 0, body, sentAtResponse, total, ms: performance.now() - started })
      })
    })
    // Once answered, the server may close the connection under the remaining writes.
    request.on('error', (error) => answered || reject(error))
    void (async () => {
      await write(head)
      let left = fileBytes
      while (left > 0 && !answered && !request.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, left))
        left -= part.length
        await write(part)
        await new Promise((wait) => setTimeout(wait, 50))
      }
      if (!answered && !request.destroyed) request.end(tail)
    })().catch((error: unknown) => answered || reject(error as Error))
  })
}
