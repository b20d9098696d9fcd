// /docs: the API reference, Swagger UI (@fastify/swagger-ui) over /openapi.json's document,
// every asset served by Kiln itself; Kiln's mark, a phone-width layout and a gallery link.
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';

/** Kiln's mark: a kiln's arch with a flame, drawn for this page (also the favicon). */
const MARK = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="#2b2735"/>
<path d="M12 54V30a20 20 0 0 1 40 0v24z" fill="#c8643b"/>
<path d="M20 54V32a12 12 0 0 1 24 0v22z" fill="#2b2735"/>
<path d="M32 52c-6 0-8-5-6-10 1 3 3 4 4 4-1-5 2-10 6-12-1 4 4 7 4 12s-3 6-8 6z" fill="#ffc14d"/>
</svg>`;

/**
 * Swagger UI's own layout, made to fit a phone (nothing wider than the screen; long paths and
 * code wrap) and to say what Kiln is: the gallery is one click away.
 */
const STYLE = `
.swagger-ui .topbar{background:#2b2735;padding:6px 0}
.swagger-ui .topbar .download-url-wrapper{display:none}
.swagger-ui .topbar a{max-width:48px}
.swagger-ui .info .title small pre{display:inline}
.swagger-ui .wrapper{padding:0 12px;box-sizing:border-box}
.swagger-ui .opblock .opblock-summary{flex-wrap:wrap}
.swagger-ui .opblock .opblock-summary-path{word-break:break-all;max-width:100%}
.swagger-ui .opblock-description-wrapper,.swagger-ui .opblock-body pre,.swagger-ui .responses-inner{overflow-wrap:anywhere}
.swagger-ui .curl-command code,.swagger-ui .request-url pre{white-space:pre-wrap!important;word-break:break-all}
.swagger-ui .topbar .topbar-wrapper{flex-direction:row!important;flex-wrap:nowrap;align-items:center}
.swagger-ui .topbar-wrapper .link{flex:0 0 auto}
.swagger-ui .filter .operation-filter-input{max-width:100%!important}
.swagger-ui .responses-table td,.swagger-ui .parameters td{word-break:break-word}
.swagger-ui .response-col_links{display:none}
.swagger-ui .parameters .parameters-col_name{min-width:9em}
.swagger-ui .parameter__name{white-space:nowrap}
.swagger-ui .response-col_description img,.swagger-ui .highlight-code img{max-width:100%;height:auto}
@media (max-width:600px){
 .swagger-ui .responses-table .response-col_status{width:3.5em;padding-right:6px}
 .swagger-ui .responses-table td{padding-left:0}
 .swagger-ui .headers-wrapper table td,.swagger-ui .headers-wrapper table th{font-size:11px;padding:4px}
 .swagger-ui .parameters .parameters-col_name{width:35%;min-width:0}
 .swagger-ui .parameter__name{white-space:normal}
 .swagger-ui .scheme-container .schemes{flex-wrap:wrap}
 .swagger-ui .model-box{overflow-x:auto;max-width:100%}
}`;

export const API_REFERENCE_UI: FastifySwaggerUiOptions = {
  routePrefix: '/docs',
  uiConfig: {
    deepLinking: true,
    docExpansion: 'list',
    filter: true,
    tryItOutEnabled: true,
    persistAuthorization: true,
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0,
  },
  // Swagger UI would send the document to an online validator; nothing leaves this server.
  validatorUrl: false,
  // Everything from this server; pictures answered to try-it are shown from blob: URLs, and
  // Swagger UI sets a few inline styles (scripts stay 'self' only).
  staticCSP:
    "default-src 'self'; base-uri 'self'; frame-ancestors 'self'; img-src 'self' data: blob:; " +
    "object-src 'none'; script-src 'self'; script-src-attr 'none'; " +
    "style-src 'self' 'unsafe-inline'; font-src 'self' data:; form-action 'self'",
  logo: { type: 'image/svg+xml', content: MARK, href: '/docs', target: '_self' },
  theme: {
    title: 'Kiln API reference',
    css: [{ filename: 'kiln.css', content: STYLE }],
    favicon: [
      { filename: 'kiln.svg', rel: 'icon', type: 'image/svg+xml', sizes: 'any', content: MARK },
    ],
  },
};
