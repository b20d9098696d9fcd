// The baseline for HTTP benchmarks: a bare node:http server answering every request with the
// same bytes and headers Kiln sends (or 304 on a matching If-None-Match; `-` for no ETag).
// Nothing else.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const [bodyPath, contentType, etag, port, cacheControl] = process.argv.slice(2);
if (!bodyPath || !contentType || !etag || !port || !cacheControl)
  throw new Error('usage: raw-server <body> <type> <etag|-> <port> <cache-control>');
const body = readFileSync(bodyPath);

createServer((request, response) => {
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { etag, 'cache-control': cacheControl });
    response.end();
    return;
  }
  response.writeHead(200, {
    'content-type': contentType,
    'content-length': body.length,
    ...(etag === '-' ? {} : { etag }),
    'cache-control': cacheControl,
  });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
