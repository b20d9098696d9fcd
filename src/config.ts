// The service configuration: every environment variable Kiln reads, its default, its rule
// and its documentation. loadConfig(env) is the only reader of the environment.
import { availableParallelism } from 'node:os';

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly publicBaseUrl: string | null;
  readonly trustProxy: boolean;
  readonly logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  readonly cacheMaxAge: number;
  readonly cacheStaleWhileRevalidate: number;
  readonly cacheMaxBytes: number;
  readonly renderThreads: number;
  readonly renderQueueMax: number;
  readonly shutdownTimeoutMs: number;
  readonly supportServerUrl: string | null;
  readonly wrappers: Readonly<Record<string, string>>;
  readonly wrappersInfo: string;
  readonly maxUrlLength: number;
}

/** Thrown when a variable has a bad value; main prints the message and exits. */
export class ConfigError extends Error {}

interface Variable<T> {
  readonly name: string;
  readonly doc: string;
  readonly fallback: string;
  readonly parse: (raw: string, name: string) => T;
}

function integer(min: number, max: number) {
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

function boolean(raw: string, name: string): boolean {
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(value)) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

function optionalUrl(raw: string, name: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an absolute http(s) URL, got "${raw}".`);
  }
  return value.replace(/\/+$/, '');
}

function oneOf<T extends string>(values: readonly T[]) {
  return (raw: string, name: string): T => {
    const value = raw.trim().toLowerCase();
    if (!(values as readonly string[]).includes(value)) {
      throw new ConfigError(`${name} must be one of ${values.join(', ')}, got "${raw}".`);
    }
    return value as T;
  };
}

function wrapperList(raw: string, name: string): Record<string, string> {
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

function text(raw: string): string {
  return raw.trim();
}

function threadCount(raw: string, name: string): number {
  if (raw.trim() === '') return Math.max(1, Math.min(availableParallelism(), 16));
  return integer(1, 64)(raw, name);
}

/** Every variable, in the order the README and .env.example list them. */
export const VARIABLES = {
  host: { name: 'HOST', fallback: '0.0.0.0', parse: text, doc: 'Address to listen on.' },
  port: { name: 'PORT', fallback: '3000', parse: integer(0, 65535), doc: 'TCP port to listen on.' },
  publicBaseUrl: {
    name: 'PUBLIC_BASE_URL',
    fallback: '',
    parse: optionalUrl,
    doc: 'Base URL used in generated links; empty = taken from the request.',
  },
  trustProxy: {
    name: 'TRUST_PROXY',
    fallback: 'false',
    parse: boolean,
    doc: 'Honour X-Forwarded-Proto/Host/For from a reverse proxy.',
  },
  logLevel: {
    name: 'LOG_LEVEL',
    fallback: 'info',
    parse: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    doc: 'pino log level.',
  },
  cacheMaxAge: {
    name: 'CACHE_MAX_AGE',
    fallback: '86400',
    parse: integer(0, 31_536_000),
    doc: 'Cache-Control max-age (seconds) of deterministic responses.',
  },
  cacheStaleWhileRevalidate: {
    name: 'CACHE_STALE_WHILE_REVALIDATE',
    fallback: '604800',
    parse: integer(0, 31_536_000),
    doc: 'Cache-Control stale-while-revalidate (seconds).',
  },
  cacheMaxBytes: {
    name: 'CACHE_MAX_BYTES',
    fallback: String(64 * 1024 * 1024),
    parse: integer(0, 8 * 1024 * 1024 * 1024),
    doc: 'Bound (bytes) of each in-memory cache: rendered images, responses by URL; 0 disables both.',
  },
  renderThreads: {
    name: 'RENDER_THREADS',
    fallback: '',
    parse: threadCount,
    doc: 'Worker threads that render images; empty = one per core.',
  },
  renderQueueMax: {
    name: 'RENDER_QUEUE_MAX',
    fallback: '64',
    parse: integer(0, 100_000),
    doc: 'Renders waiting for a thread before new ones get 503 + Retry-After.',
  },
  shutdownTimeoutMs: {
    name: 'SHUTDOWN_TIMEOUT_MS',
    fallback: '10000',
    parse: integer(0, 600_000),
    doc: 'On SIGTERM, how long in-flight requests may take before the process exits.',
  },
  supportServerUrl: {
    name: 'SUPPORT_SERVER_URL',
    fallback: '',
    parse: optionalUrl,
    doc: 'support_server in the index; empty = {base_url}/docs.',
  },
  wrappers: {
    name: 'WRAPPERS',
    fallback: '',
    parse: wrapperList,
    doc: 'Client libraries listed in the index: language=url,language=url.',
  },
  wrappersInfo: {
    name: 'WRAPPERS_INFO',
    fallback: 'Community client libraries that work with this API.',
    parse: text,
    doc: 'The _info sentence of wrappers in the index.',
  },
  maxUrlLength: {
    name: 'MAX_URL_LENGTH',
    fallback: '16384',
    parse: integer(256, 1_048_576),
    doc: 'Longest request URL accepted (bytes); longer gets 414.',
  },
} satisfies { [K in keyof Config]: Variable<Config[K]> };

/** Reads and validates the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const config: Record<string, unknown> = {};
  for (const [key, variable] of Object.entries(VARIABLES) as [string, Variable<unknown>][]) {
    const raw = env[variable.name];
    config[key] = variable.parse(raw ?? variable.fallback, variable.name);
  }
  return Object.freeze(config) as unknown as Config;
}
