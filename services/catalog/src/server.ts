// The app's server process (server-kit's serveApp). The build bundles it, with what it
// imports, into dist/main.js, the file every image and the launcher start (infra/launcher/bundle-app.mjs).
import 'reflect-metadata';
import { serveApp } from '@stillframe/server-kit';
import { loadCatalogConfig } from './config/env.js';
import { createCatalogService } from './bootstrap.js';

await serveApp('catalog', loadCatalogConfig, createCatalogService);
