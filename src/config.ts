// The service configuration: every environment variable Kiln reads, its default, its rule
// and its documentation. loadConfig(env) is the only reader of the environment.
import {
  ConfigError,
  boolean,
  directoryOr,
  hostAddress,
  integer,
  keyFile,
  keyList,
  signingKeyList,
  oneOf,
  optionalRedisUrl,
  optionalUrl,
  pathList,
  text,
  rendererCount,
  wrapperList,
  type Variable,
} from './config/parse.js';

export { ConfigError } from './config/parse.js';

/** The largest MAX_ANIMATION_FRAMES (and `frames` a client may ask for). */
export const ANIMATION_FRAMES_LIMIT = 100;

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
  readonly renderQueueStandingMs: number;
  readonly renderQueueMaxWaitMs: number;
  readonly shutdownDelayMs: number;
  readonly shutdownTimeoutMs: number;
  readonly supportServerUrl: string | null;
  readonly wrappers: Readonly<Record<string, string>>;
  readonly wrappersInfo: string;
  readonly maxUrlLength: number;
  readonly maxHeaderBytes: number;
  readonly maxQueryParams: number;
  readonly requestTimeoutMs: number;
  readonly keepAliveTimeoutMs: number;
  readonly renderDeadlineMs: number;
  readonly maxOutputPixels: number;
  readonly maxAnimationFrames: number;
  /** SHA-256 hex digests of the accepted API keys; empty = keys are off. */
  readonly apiKeys: readonly string[];
  readonly apiKeysFromFile: readonly string[];
  /** Keys that sign URLs (served without an API key); empty = signed URLs are off. */
  readonly urlSigningKeys: readonly { readonly id: string; readonly secret: string }[];
  readonly publicPaths: readonly string[];
  readonly rateLimitRequests: number;
  readonly rateLimitRenders: number;
  readonly rateLimitWindowSeconds: number;
  readonly redisUrl: string | null;
  readonly redisTimeoutMs: number;
  readonly redisCacheTtlSeconds: number;
  readonly quarantineTtlSeconds: number;
  readonly picturesDir: string;
  readonly pictureMaxPixels: number;
  readonly pictureMaxBytes: number;
}

/** Every variable, in the order the README and .env.example list them. */
export const VARIABLES = {
  host: {
    name: 'HOST',
    fallback: '0.0.0.0',
    parse: hostAddress,
    doc: 'Address to listen on: an IP address or a host name of this machine.',
  },
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
    fallback: String(32 * 1024 * 1024),
    parse: integer(0, 8 * 1024 * 1024 * 1024),
    doc: 'Bound (bytes) of each in-memory cache: rendered images, responses by URL; 0 disables both.',
  },
  renderThreads: {
    name: 'RENDER_THREADS',
    fallback: '',
    parse: rendererCount,
    doc: 'Renderer processes that draw pictures (named when renders ran in threads); empty = one per core, at most 4.',
  },
  renderQueueMax: {
    name: 'RENDER_QUEUE_MAX',
    fallback: '1024',
    parse: integer(0, 100_000),
    doc: 'Most renders waiting for a renderer; past it the longest-waiting one gets 503 + Retry-After.',
  },
  renderQueueStandingMs: {
    name: 'RENDER_QUEUE_STANDING_MS',
    fallback: '200',
    parse: integer(1, 600_000),
    doc: 'When the oldest waiting render has waited longer than this, the queue is overloaded and serves the newest first.',
  },
  renderQueueMaxWaitMs: {
    name: 'RENDER_QUEUE_MAX_WAIT_MS',
    fallback: '600',
    parse: integer(2, 600_000),
    doc: 'A still that has waited this long for a renderer gets 503 + Retry-After (longer than RENDER_QUEUE_STANDING_MS); an animation is refused at once when its predicted wait passes 8 times this.',
  },
  shutdownDelayMs: {
    name: 'SHUTDOWN_DELAY_MS',
    fallback: '0',
    parse: integer(0, 600_000),
    doc: 'On SIGTERM, how long to keep serving with /readyz answering 503 (so load balancers stop sending traffic) before draining.',
  },
  shutdownTimeoutMs: {
    name: 'SHUTDOWN_TIMEOUT_MS',
    fallback: '10000',
    parse: integer(0, 600_000),
    doc: 'After SHUTDOWN_DELAY_MS, how long in-flight requests may take before the process exits anyway.',
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
  maxHeaderBytes: {
    name: 'MAX_HEADER_BYTES',
    fallback: '16384',
    parse: integer(1024, 1_048_576),
    doc: 'Largest total size of request headers (bytes); larger gets 431.',
  },
  maxQueryParams: {
    name: 'MAX_QUERY_PARAMS',
    fallback: '64',
    parse: integer(1, 10_000),
    doc: 'Most query parameters in one request; more gets 400.',
  },
  requestTimeoutMs: {
    name: 'REQUEST_TIMEOUT_MS',
    fallback: '15000',
    parse: integer(1000, 600_000),
    doc: 'Longest time a client may take to send a whole request (slow clients are cut off).',
  },
  keepAliveTimeoutMs: {
    name: 'KEEP_ALIVE_TIMEOUT_MS',
    fallback: '5000',
    parse: integer(100, 600_000),
    doc: 'How long an idle keep-alive connection stays open.',
  },
  renderDeadlineMs: {
    name: 'RENDER_DEADLINE_MS',
    fallback: '10000',
    parse: integer(100, 600_000),
    doc: 'Longest a single render may wait and run; past it the answer is 503.',
  },
  maxOutputPixels: {
    name: 'MAX_OUTPUT_PIXELS',
    fallback: '4000000',
    parse: integer(65_536, 100_000_000),
    doc: "Largest picture (width x height) any generator may produce; an animation counts what it holds at the output size (its first frame and each later frame's changed rectangle).",
  },
  maxAnimationFrames: {
    name: 'MAX_ANIMATION_FRAMES',
    fallback: '24',
    parse: integer(1, ANIMATION_FRAMES_LIMIT),
    doc: `Most frames in an animated answer (format=gif, or webp with animate=1); 1 makes every answer still.`,
  },
  apiKeys: {
    name: 'API_KEYS',
    fallback: '',
    parse: keyList,
    doc: 'Comma-separated API keys (16+ characters each); setting keys turns them on.',
  },
  apiKeysFromFile: {
    name: 'API_KEYS_FILE',
    fallback: '',
    parse: keyFile,
    doc: 'File of API keys, one per line (plain, or sha256:<hex digest>); turns keys on.',
  },
  urlSigningKeys: {
    name: 'URL_SIGNING_KEYS',
    fallback: '',
    parse: signingKeyList,
    doc: 'Comma-separated id:secret pairs (secret 32+ characters) that sign URLs; a URL signed with any listed key needs no API key (`kiln sign`).',
  },
  publicPaths: {
    name: 'PUBLIC_PATHS',
    fallback: '/healthz,/readyz,/true,/docs,/docs/*,/gallery,/openapi.json',
    parse: pathList,
    doc: 'Paths that need no API key and are not rate limited; `/x/*` covers everything below /x/.',
  },
  rateLimitRequests: {
    name: 'RATE_LIMIT_REQUESTS',
    fallback: '0',
    parse: integer(0, 100_000_000),
    doc: 'Requests per client (API key, else address) per window; 0 = no limit.',
  },
  rateLimitRenders: {
    name: 'RATE_LIMIT_RENDERS',
    fallback: '0',
    parse: integer(0, 100_000_000),
    doc: 'Cache-missing renders per client per window (a lower budget; an animation counts as its frames); 0 = no limit.',
  },
  rateLimitWindowSeconds: {
    name: 'RATE_LIMIT_WINDOW_SECONDS',
    fallback: '60',
    parse: integer(1, 86_400),
    doc: 'Length of the rate-limit window (seconds).',
  },
  redisUrl: {
    name: 'REDIS_URL',
    fallback: '',
    parse: optionalRedisUrl,
    doc: 'Redis for a shared render cache and shared rate limits, e.g. redis://127.0.0.1:6379; empty = none.',
  },
  redisTimeoutMs: {
    name: 'REDIS_TIMEOUT_MS',
    fallback: '50',
    parse: integer(5, 10_000),
    doc: 'Longest wait for a Redis answer before serving from local layers instead.',
  },
  redisCacheTtlSeconds: {
    name: 'REDIS_CACHE_TTL_SECONDS',
    fallback: '604800',
    parse: integer(60, 31_536_000),
    doc: 'How long rendered pictures stay in Redis.',
  },
  quarantineTtlSeconds: {
    name: 'QUARANTINE_TTL_SECONDS',
    fallback: '604800',
    parse: integer(60, 31_536_000),
    doc: 'How long an input that crashed a renderer and then a fresh one is refused with 422 (in memory and in Redis); `kiln quarantine lift` ends it sooner.',
  },
  picturesDir: {
    name: 'PICTURES_DIR',
    fallback: '',
    parse: directoryOr('pictures'),
    doc: 'Folder of the picture collections (birb, bunny, cats, dogs, sadcat); empty = pictures/ in the install. Missing collections get the starter set.',
  },
  pictureMaxPixels: {
    name: 'PICTURE_MAX_PIXELS',
    fallback: '16777216',
    parse: integer(1, 1_000_000_000),
    doc: 'Largest picture (width x height x frames) `kiln pictures add` accepts.',
  },
  pictureMaxBytes: {
    name: 'PICTURE_MAX_BYTES',
    fallback: String(10 * 1024 * 1024),
    parse: integer(1, 1024 * 1024 * 1024),
    doc: 'Largest picture file (bytes) `kiln pictures add` accepts.',
  },
} satisfies { [K in keyof Config]: Variable<Config[K]> };

/** Reads and validates the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const config: Record<string, unknown> = {};
  for (const [key, variable] of Object.entries(VARIABLES) as [string, Variable<unknown>][]) {
    const raw = env[variable.name];
    config[key] = variable.parse(raw ?? variable.fallback, variable.name);
  }
  const checked = config as unknown as Config;
  if (checked.renderQueueMaxWaitMs <= checked.renderQueueStandingMs) {
    throw new ConfigError(
      `RENDER_QUEUE_MAX_WAIT_MS (${checked.renderQueueMaxWaitMs}) must be longer than RENDER_QUEUE_STANDING_MS (${checked.renderQueueStandingMs}).`,
    );
  }
  return Object.freeze(checked);
}
