// `kiln quarantine list|lift`: the inputs every instance refuses (422) because drawing them
// crashed a renderer and then a fresh one, as kept in Redis (redis/quarantine-keys.ts). A lift
// reaches every instance within RECHECK_MS. Without Redis there is nothing shared to reach:
// each instance keeps its own quarantine in memory (restarting it lifts it).
import type { Config } from '../config.js';
import {
  defineCommand,
  defineGroup,
  UsageError,
  type CliContext,
  type Command,
} from './command.js';

const HELP_LINE = '  -h, --help         this help';

const NO_REDIS =
  'REDIS_URL is not set: each instance keeps its quarantine in its own memory for QUARANTINE_TTL_SECONDS (kiln_quarantined_inputs in /metrics counts it), and restarting the instance lifts it.';

/** A quarantined input as listed. */
interface Listed {
  readonly key: string;
  readonly id: string;
  readonly buildId: string;
  readonly ttlSeconds: number;
  readonly record: Partial<Record<'generator' | 'input' | 'signal' | 'since' | 'host', string>>;
}

type RedisClient = import('ioredis').Redis;

/** Runs `use` with a client of the configured Redis, closed after. */
async function withRedis<T>(config: Config, use: (client: RedisClient) => Promise<T>): Promise<T> {
  if (config.redisUrl === null) throw new UsageError(NO_REDIS);
  const { Redis } = await import('ioredis');
  const client = new Redis(config.redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect().catch((error: unknown) => {
      throw new UsageError(`cannot reach Redis at REDIS_URL: ${(error as Error).message}`);
    });
    return await use(client);
  } finally {
    client.disconnect();
  }
}

async function listAll(client: RedisClient): Promise<Listed[]> {
  const { QUARANTINE_PREFIX, parseQuarantineKey } = await import('../redis/quarantine-keys.js');
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await client.scan(cursor, 'MATCH', `${QUARANTINE_PREFIX}*`, 'COUNT', 500);
    cursor = next;
    keys.push(...found);
  } while (cursor !== '0');
  if (keys.length === 0) return [];
  const values = await client.mget(...keys);
  const ttls = await Promise.all(keys.map((key) => client.ttl(key)));
  const listed: Listed[] = [];
  keys.forEach((key, i) => {
    const parsed = parseQuarantineKey(key);
    if (!parsed) return;
    let record: Listed['record'] = {};
    try {
      record = JSON.parse(values[i] ?? '{}') as Listed['record'];
    } catch {
      // Listed with what its key says.
    }
    listed.push({ key, ...parsed, ttlSeconds: ttls[i]!, record });
  });
  return listed.sort((a, b) => (a.record.since ?? '').localeCompare(b.record.since ?? ''));
}

/** 93784 -> "1d 2h". */
function duration(seconds: number): string {
  if (seconds < 0) return 'no expiry';
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return days > 0 ? `${days}d ${hours}h` : hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

const configOf = (context: CliContext): Config => context.config({ LOG_LEVEL: 'warn' });

const list = defineCommand(
  {
    name: 'kiln quarantine list',
    usage: `  kiln quarantine list                 the inputs every instance refuses (422): id, generator, since, input`,
    details: `  Read from Redis (REDIS_URL): inputs whose drawing crashed a renderer, then a fresh one.
  One line each: id, generator, when, how long it still lasts, the signal, its input.
${HELP_LINE}`,
    options: {},
    positionals: false,
  },
  async (_parsed, context) => {
    const { buildId } = await import('../ops/build-id.js');
    const current = buildId();
    const listed = await withRedis(configOf(context), listAll);
    if (listed.length === 0) {
      context.stdout.write('no input is quarantined\n');
      return 0;
    }
    for (const { id, buildId: build, ttlSeconds, record } of listed) {
      const other = build === current ? '' : `  (build ${build.slice(0, 8)}, not this one)`;
      context.stdout.write(
        `${id}  ${record.generator ?? '?'}  since ${record.since ?? '?'}  ${duration(ttlSeconds)} left  ${record.signal ?? ''}  ${record.input ?? ''}${other}\n`,
      );
    }
    return 0;
  },
);

const lift = defineCommand(
  {
    name: 'kiln quarantine lift',
    usage: `  kiln quarantine lift <id...> | --all lift quarantines: every instance draws those inputs again within 5 s`,
    details: `  <id...>            ids as kiln quarantine list prints them
  --all              every quarantined input
${HELP_LINE}`,
    options: { all: { type: 'boolean' } },
    positionals: true,
  },
  async ({ positionals, values }, context) => {
    if (values.all !== true && positionals.length === 0) {
      throw new UsageError('name the ids to lift (kiln quarantine list shows them), or --all');
    }
    if (values.all === true && positionals.length > 0) {
      throw new UsageError('name ids or --all, not both');
    }
    const lifted = await withRedis(configOf(context), async (client) => {
      const listed = await listAll(client);
      const chosen =
        values.all === true ? listed : listed.filter((l) => positionals.includes(l.id));
      const unknown = positionals.filter((id) => !listed.some((l) => l.id === id));
      if (unknown.length > 0) {
        throw new UsageError(`no quarantined input has the id ${unknown.join(', ')}`);
      }
      if (chosen.length > 0) await client.del(...chosen.map((l) => l.key));
      return chosen;
    });
    context.stdout.write(
      lifted.length === 0
        ? 'no input was quarantined\n'
        : `lifted ${lifted.length}: ${[...new Set(lifted.map((l) => l.id))].join(', ')}; every instance draws them again within 5 s\n`,
    );
    return 0;
  },
);

/** `kiln quarantine <subcommand> ...`. */
export const quarantine: Command = defineGroup(
  'kiln quarantine',
  new Map([
    ['list', list],
    ['lift', lift],
  ]),
);
