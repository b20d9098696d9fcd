// The baseline for HTTP benchmarks: a bare node:http server answering every request with the
// bytes Kiln sent for the same URL, headers included (304 with Kiln's 304 headers on a matching
// If-None-Match), so a ratio measures Kiln's work per request, not a difference in bytes.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

/** What Kiln answered, as recorded by bench/hits.ts. */
export interface RecordedAnswer {
  readonly etag: string | null;
  readonly ok: readonly [string, string][];
  readonly notModified: readonly [string, string][];
}

const [bodyPath, answerPath, port] = process.argv.slice(2);
if (!bodyPath || !answerPath || !port) {
  throw new Error('usage: raw-server <body file> <recorded answer json> <port>');
}
const body = readFileSync(bodyPath);
const answer = JSON.parse(readFileSync(answerPath, 'utf8')) as RecordedAnswer;
const ok = [...answer.ok.flat(), 'content-length', String(body.length)];
const notModified = answer.notModified.flat();

createServer((request, response) => {
  if (answer.etag !== null && request.headers['if-none-match'] === answer.etag) {
    response.writeHead(304, notModified);
    response.end();
    return;
  }
  response.writeHead(200, ok);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
