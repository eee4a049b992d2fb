#!/usr/bin/env node
// Runs the payload CLI, retrying when it exits 0 without printing anything:
// it sometimes does so without doing its work (upstream issue payload#17757).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = path.join(root, 'node_modules', 'payload', 'bin.js')

export function runPayloadCli(args, { attempts = 4, env = process.env } = {}) {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const result = spawnSync(process.execPath, [bin, ...args], {
      cwd: root,
      env: { ...env, PAYLOAD_CONFIG_PATH: path.join(root, 'src', 'payload.config.ts') },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    process.stdout.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    if (result.status !== 0) return result.status ?? 1
    if (output.trim() !== '') return 0
    console.error(`payload ${args.join(' ')} printed nothing; retrying (${attempt}/${attempts})`)
  }
  console.error(`payload ${args.join(' ')} kept printing nothing`)
  return 1
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exit(runPayloadCli(process.argv.slice(2)))
}
