// `kiln sign <path?query> [--expires 1h] [--key id]`: the URL signed with URL_SIGNING_KEYS, so
// a chat client can fetch it without an API key (src/http/access/signed-urls.ts).
import type { Config } from '../config.js';
import { UrlSigner } from '../http/access/signed-urls.js';
import {
  CommandLineError,
  defineCommand,
  parseCommandLine,
  UsageError,
  type Parsed,
} from './command.js';

const SPEC = {
  name: 'kiln sign',
  usage: `  kiln sign <path?query> [--expires 1h] [--key <id>]
                                       print the URL signed with URL_SIGNING_KEYS (absolute with PUBLIC_BASE_URL)`,
  details: `  <path?query>       the path to sign, starting with /; quote it for the shell; spaces
                     and other characters a client encodes are percent-encoded first
  --expires <time>   the URL stops working after 90s, 15m, 1h, 7d...; without it, never
  --key <id>         sign with this key of URL_SIGNING_KEYS instead of the first
  -h, --help         this help`,
  options: { expires: { type: 'string' }, key: { type: 'string' } },
  positionals: true,
} as const;

export const SIGN_USAGE = SPEC.usage;

const UNITS: Readonly<Record<string, number>> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** `90`, `90s`, `15m`, `1h`, `7d` -> seconds. */
export function durationSeconds(raw: string): number {
  const match = /^(\d{1,9})([smhd]?)$/.exec(raw);
  if (!match || Number(match[1]) === 0) {
    throw new CommandLineError(
      `--expires must be a duration such as 90s, 15m, 1h or 7d, got "${raw}".`,
    );
  }
  return Number(match[1]) * UNITS[match[2] || 's']!;
}

/**
 * `path` exactly as an HTTP client sends it: what a URL parser (a browser's, fetch's, curl's
 * with --url-query) percent-encodes is encoded (spaces, quotes, characters beyond ASCII), what
 * is already encoded stays. The signature covers these bytes, so the printed URL is the one
 * that works. A raw `#` would start a fragment, which clients never send: refused.
 */
export function asSent(path: string): string {
  if (path.includes('#')) {
    throw new CommandLineError(
      `the path has a # (it would start a fragment, which clients never send); write it as %23.`,
    );
  }
  const url = new URL(path, 'http://kiln.invalid');
  return `${url.pathname}${url.search}`;
}

/** The signed URL for a parsed command line, at `nowMs`. */
function signedUrl(
  config: Config,
  { positionals, values }: Parsed<typeof SPEC.options>,
  nowMs: number,
): string {
  const [path] = positionals;
  if (!path?.startsWith('/') || positionals.length !== 1) {
    throw new CommandLineError(
      `give one path starting with /, e.g. kiln sign '/achievement?text=Hi'`,
    );
  }
  const expiresAt =
    values.expires === undefined
      ? undefined
      : Math.floor(nowMs / 1000) + durationSeconds(values.expires);
  const signer = new UrlSigner(config.urlSigningKeys);
  if (!signer.enabled) throw new UsageError('URL_SIGNING_KEYS is not set.');
  const signed = signer.sign(asSent(path), { expiresAt, keyId: values.key });
  return `${config.publicBaseUrl?.replace(/\/$/, '') ?? ''}${signed}`;
}

/** The signed URL for `args`, at `nowMs`; throws with a one-line message on a usage error. */
export function signCommand(config: Config, args: string[], nowMs: number): string {
  return signedUrl(config, parseCommandLine(SPEC, args), nowMs);
}

export const sign = defineCommand(SPEC, async (parsed, context) => {
  context.stdout.write(`${signedUrl(context.config({ LOG_LEVEL: 'warn' }), parsed, Date.now())}\n`);
  return 0;
});
