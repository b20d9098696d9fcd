// Parsers of environment values: each turns the raw string into a typed value or throws a
// ConfigError whose message starts with the variable's name.
import { availableParallelism } from 'node:os';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Thrown when a variable has a bad value; main prints the message and exits. */
export class ConfigError extends Error {}

export interface Variable<T> {
  readonly name: string;
  readonly doc: string;
  readonly fallback: string;
  readonly parse: (raw: string, name: string) => T;
}

export function integer(min: number, max: number) {
  return (raw: string, name: string): number => {
    if (!/^\d+$/.test(raw.trim())) {
      throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
    }
    const value = Number(raw.trim());
    if (value < min || value > max) {
      throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}.`);
    }
    return value;
  };
}

/** An address to listen on: an IPv4 or IPv6 address, or a host name (looked up at start). */
export function hostAddress(raw: string, name: string): string {
  const value = raw.trim();
  const hostName =
    /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
  if (isIP(value) === 0 && !hostName.test(value)) {
    throw new ConfigError(
      `${name} must be an IP address (0.0.0.0, ::, 127.0.0.1...) or a host name, got "${raw}".`,
    );
  }
  return value;
}

export function boolean(raw: string, name: string): boolean {
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

/** An optional URL with one of `protocols` (empty: null), checked by the WHATWG parser. */
function optionalUrlOf(protocols: readonly string[], rule: string) {
  return (raw: string, name: string): string | null => {
    const value = raw.trim();
    if (value === '') return null;
    let protocol: string | null = null;
    try {
      protocol = new URL(value).protocol;
    } catch {
      // Not a URL at all: the same message as a wrong protocol.
    }
    if (protocol === null || !protocols.includes(protocol)) {
      throw new ConfigError(`${name} must be ${rule}, got "${raw}".`);
    }
    return value;
  };
}

const optionalHttpUrl = optionalUrlOf(['http:', 'https:'], 'an absolute http(s) URL');

/** An absolute http(s) URL without trailing slashes, or null. */
export function optionalUrl(raw: string, name: string): string | null {
  return optionalHttpUrl(raw, name)?.replace(/\/+$/, '') ?? null;
}

export const optionalRedisUrl = optionalUrlOf(['redis:', 'rediss:'], 'a redis:// or rediss:// URL');

export function oneOf<T extends string>(values: readonly T[]) {
  return (raw: string, name: string): T => {
    const value = raw.trim().toLowerCase();
    if (!(values as readonly string[]).includes(value)) {
      throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${raw}".`);
    }
    return value as T;
  };
}

export function wrapperList(raw: string, name: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of raw.split(',')) {
    if (entry.trim() === '') continue;
    const at = entry.indexOf('=');
    const language = entry.slice(0, at).trim();
    const url = at > 0 ? optionalUrl(entry.slice(at + 1), name) : null;
    if (language === '' || url === null || language === '_info') {
      throw new ConfigError(
        `${name} must be a comma-separated list of language=url, got "${entry}".`,
      );
    }
    result[language] = url;
  }
  return result;
}

export function text(raw: string): string {
  return raw.trim();
}

/**
 * Renderer processes: by default one per core, at most DEFAULT_MAX_RENDERERS, so the default
 * stays inside a 512 MB container on any host (each busy renderer adds ~65 MB; README).
 */
const DEFAULT_MAX_RENDERERS = 4;

export function rendererCount(raw: string, name: string): number {
  if (raw.trim() === '') {
    return Math.max(1, Math.min(availableParallelism(), DEFAULT_MAX_RENDERERS));
  }
  return integer(1, 64)(raw, name);
}

/** The non-empty items of a comma-separated list, trimmed. */
const listItems = (raw: string): string[] =>
  raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** A comma-separated list of URL paths, e.g. "/healthz,/readyz". */
export function pathList(raw: string, name: string): readonly string[] {
  const paths = listItems(raw);
  for (const path of paths) {
    if (!path.startsWith('/'))
      throw new ConfigError(`${name} must list paths starting with /, got "${path}".`);
  }
  return paths;
}

const sha256 = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** API keys from a comma-separated list, kept only as SHA-256 hex digests. */
export function keyList(raw: string, name: string): readonly string[] {
  const keys = listItems(raw);
  for (const key of keys) {
    if (key.length < 16) throw new ConfigError(`${name} keys must be at least 16 characters long.`);
  }
  return keys.map(sha256);
}

/**
 * API keys from a file, one per line: a plain key, or `sha256:<64 hex digits>` so the file
 * need not hold secrets. Blank lines and lines starting with # are skipped.
 */
/** `id:secret` pairs, comma-separated: ids of 1-32 letters, digits, `_` or `-`; secrets of 32+ characters. */
export function signingKeyList(
  raw: string,
  name: string,
): readonly { readonly id: string; readonly secret: string }[] {
  const keys = listItems(raw).map((entry) => {
    const colon = entry.indexOf(':');
    const id = colon < 0 ? '' : entry.slice(0, colon);
    const secret = colon < 0 ? '' : entry.slice(colon + 1);
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id) || secret.length < 32) {
      throw new ConfigError(
        `${name} must list id:secret pairs (id: 1-32 letters, digits, _ or -; secret: 32+ characters).`,
      );
    }
    return { id, secret };
  });
  if (new Set(keys.map((key) => key.id)).size !== keys.length) {
    throw new ConfigError(`${name} lists a key id twice.`);
  }
  return keys;
}

export function keyFile(raw: string, name: string): readonly string[] {
  const path = raw.trim();
  if (path === '') return [];
  let content: string;
  try {
    content = readFileSync(path, 'utf8');
  } catch (error) {
    throw new ConfigError(`${name} cannot be read: ${(error as Error).message}`);
  }
  const hashes: string[] = [];
  for (const line of content.split(/\r?\n/)) {
    const entry = line.trim();
    if (entry === '' || entry.startsWith('#')) continue;
    const hashed = /^sha256:([0-9a-f]{64})$/i.exec(entry);
    if (hashed) hashes.push(hashed[1]!.toLowerCase());
    else if (entry.length >= 16) hashes.push(sha256(entry));
    else throw new ConfigError(`${name} holds a key shorter than 16 characters.`);
  }
  return hashes;
}

/** The folder holding Kiln's package.json, whether running from src/ or dist/. */
export function packageRoot(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(resolve(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return from;
  }
}

/** A folder path, relative to the working directory; empty = `fallback` inside the package. */
export function directoryOr(fallback: string) {
  return (raw: string): string => {
    const value = raw.trim();
    return value === '' ? resolve(packageRoot(), fallback) : resolve(value);
  };
}
