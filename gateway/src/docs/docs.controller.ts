import { Controller, Get, Header } from '@nestjs/common';
import { buildOpenApiDocument } from '@stillframe/contracts';

// Swagger UI assets are served from the swagger-ui-dist package (bootstrap.ts): no CDN, works offline.
const DOCS_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stillframe API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script></body></html>`;

@Controller()
export class DocsController {
  private readonly document = buildOpenApiDocument();

  @Get('/api/openapi.json')
  openApi(): Record<string, unknown> {
    return this.document;
  }

  @Get('/api/docs')
  @Header('content-type', 'text/html; charset=utf-8')
  docs(): string {
    return DOCS_PAGE;
  }

  @Get('/api/docs/init.js')
  @Header('content-type', 'text/javascript; charset=utf-8')
  init(): string {
    return "window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui' });";
  }
}
