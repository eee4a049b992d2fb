#!/usr/bin/env node
// npm run generate:simplified: the Simplified Chinese messages from the Traditional ones (scripts/lib/simplified-files.mjs).
import { generateAll, SIMPLIFIED_FILES } from './lib/simplified-files.mjs'

generateAll(process.cwd())
for (const file of SIMPLIFIED_FILES) console.log(`${file.source} → ${file.target}`)
