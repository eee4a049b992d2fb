#!/usr/bin/env node
// npm run build: the production build (next build, then the precompressed static files),
// made only when the sources changed since the last one (scripts/lib/build.mjs).
import { ensureBuild } from './lib/build.mjs'

ensureBuild()
