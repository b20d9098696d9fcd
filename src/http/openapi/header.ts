// The parts of /openapi.json that are not per route: info, the server's address (PUBLIC_BASE_URL,
// else `/`: wherever the document was fetched from), and the bearer scheme when API keys are on.
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { Config } from '../../config.js';

export function openapiHeader(config: Config): FastifyDynamicSwaggerOptions['openapi'] {
  const keysOn = config.apiKeys.length + config.apiKeysFromFile.length > 0;
  return {
    // 3.1: schemas are full JSON Schema (null, const and records say what the answers hold).
    openapi: '3.1.0',
    info: {
      title: 'Kiln',
      version: '1',
      description:
        'Pictures and small JSON answers from a URL. The [gallery](/gallery) shows example ' +
        'pictures of every endpoint. Every error is JSON: `{code, name, description}`, the ' +
        'description naming the parameter and its rule.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // Without PUBLIC_BASE_URL the address is only known per request; a relative URL is
    // resolved against the document's own, so try-it and generated clients still work.
    servers: [
      config.publicBaseUrl
        ? { url: config.publicBaseUrl }
        : { url: '/', description: 'The server this document was fetched from.' },
    ],
    ...(keysOn
      ? {
          components: {
            securitySchemes: {
              apiKey: {
                type: 'http' as const,
                scheme: 'bearer',
                description: 'An API key as `Authorization: Bearer <key>` (or signed URLs).',
              },
            },
          },
          security: [{ apiKey: [] }],
        }
      : // No key is needed anywhere: said explicitly, so no operation looks forgotten.
        { security: [] }),
  };
}
