// The strong validator of an answer: a hash of its exact bytes (27 base64url characters of
// SHA-256), equal across instances running the same build. Renderer processes compute it for the
// pictures they encode, so the HTTP process does not hash bytes per render.
import { createHash } from 'node:crypto';

export function strongEtag(body: Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}
