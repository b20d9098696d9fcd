#!/usr/bin/env node
// Entry point of the `kiln` command; the compiled CLI lives in dist (built by `npm ci`).
await import('../dist/cli.js');
