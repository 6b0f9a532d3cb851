#!/usr/bin/env node
import { runCli } from './cli-run.js';

// Exit explicitly: the wasm engine can keep the event loop alive after it is freed.
void runCli(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
