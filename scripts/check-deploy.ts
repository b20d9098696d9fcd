// `npm run check:deploy` (CI) owns deploy/: lints the Dockerfile (dockerfile-utils), validates
// every document under deploy/k8s against the Kubernetes schemas (kubernetes-models) and the
// pod rules of deploy/pod-rules.ts, checks compose.yaml, and checks that each Kiln server's
// memory and CPU limits fit its RENDER_THREADS.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { parse, parseAllDocuments } from 'yaml';
import {
  isKilnImage,
  isObject,
  objectAt,
  podSpecOf,
  pullPolicyProblems,
  restrictedProblems,
  variantProblems,
  type Json,
} from './deploy/pod-rules.js';
import { modelOf } from './deploy/k8s-models.js';

const MIB = 1024 * 1024;
/** CACHE_MAX_BYTES when a container does not set it (src/config.ts). */
const DEFAULT_CACHE_MAX_BYTES = 32 * MIB;

/** Problems of a Dockerfile, one line each ("line 12: ..."); none when it is clean. */
export function dockerfileProblems(content: string): string[] {
  // validate() with no settings reports every rule at its default severity (error or warning);
  // both fail the check.
  return lintDockerfile(content).map(
    (diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
}

/** What a serving Kiln container declares about its size, as written in a manifest. */
export interface KilnSizing {
  /** RENDER_THREADS as written; undefined when not set. */
  renderThreads: string | undefined;
  /** CACHE_MAX_BYTES as written; undefined when not set. */
  cacheMaxBytes: string | undefined;
  memoryLimitBytes: number | undefined;
  cpuLimitCores: number | undefined;
}

/**
 * Problems of a Kiln container's sizing. Memory must cover README "Sizing memory":
 * 110 MB + 100 MB per renderer + 2 x CACHE_MAX_BYTES; the CPU limit must give every renderer a
 * core. RENDER_THREADS must be set: unset, it follows the node's cores, not the limit.
 */
export function sizingProblems(sizing: KilnSizing): string[] {
  const threads = Number(sizing.renderThreads);
  if (sizing.renderThreads === undefined || !Number.isInteger(threads) || threads < 1) {
    return [
      `RENDER_THREADS must be a whole number here (is ${sizing.renderThreads ?? 'unset'}): ` +
        "unset, it follows the node's cores, not the container's limits",
    ];
  }
  const cacheBytes =
    sizing.cacheMaxBytes === undefined ? DEFAULT_CACHE_MAX_BYTES : Number(sizing.cacheMaxBytes);
  if (!Number.isInteger(cacheBytes) || cacheBytes < 0) {
    return [`CACHE_MAX_BYTES must be a whole number of bytes (is ${sizing.cacheMaxBytes})`];
  }
  const problems: string[] = [];
  const neededBytes = 110 * MIB + 100 * MIB * threads + 2 * cacheBytes;
  if (sizing.memoryLimitBytes === undefined) {
    problems.push('a memory limit is required (README, "Sizing memory")');
  } else if (sizing.memoryLimitBytes < neededBytes) {
    const limitMiB = Math.round(sizing.memoryLimitBytes / MIB);
    problems.push(
      `memory limit ${limitMiB} MiB is below the ${Math.ceil(neededBytes / MIB)} MiB of ` +
        `RENDER_THREADS=${threads} (README, "Sizing memory": 110 MB + 100 MB per renderer + ` +
        '2 x CACHE_MAX_BYTES)',
    );
  }
  if (sizing.cpuLimitCores !== undefined && sizing.cpuLimitCores < threads) {
    problems.push(
      `CPU limit ${sizing.cpuLimitCores} is below RENDER_THREADS=${threads}: ` +
        'the renderers would be throttled',
    );
  }
  return problems;
}

/** Kubernetes quantity ("512Mi", "1G", "500m", "2") in base units; NaN when unreadable. */
function kubernetesQuantity(value: unknown): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)(m|k|M|G|T|Ki|Mi|Gi|Ti)?$/.exec(String(value));
  if (!match) return Number.NaN;
  const factors: Record<string, number> = {
    m: 1e-3,
    k: 1e3,
    M: 1e6,
    G: 1e9,
    T: 1e12,
    Ki: 2 ** 10,
    Mi: 2 ** 20,
    Gi: 2 ** 30,
    Ti: 2 ** 40,
  };
  return Number(match[1]) * (match[2] === undefined ? 1 : (factors[match[2]] ?? Number.NaN));
}

/** Docker Compose byte value ("512M", "1g", "536870912"), binary units; NaN when unreadable. */
function composeBytes(value: unknown): number {
  if (typeof value === 'number') return value;
  const match = /^(\d+(?:\.\d+)?)\s*([bkmg])?b?$/i.exec(String(value));
  if (!match) return Number.NaN;
  const power = 'bkmg'.indexOf((match[2] ?? 'b').toLowerCase());
  return Number(match[1]) * 1024 ** power;
}

/** A number read from a manifest, or undefined when absent; unreadable values are reported. */
function readLimit(
  value: unknown,
  read: (value: unknown) => number,
  what: string,
  problems: string[],
): number | undefined {
  if (value === undefined || value === null) return undefined;
  const parsed = read(value);
  if (Number.isNaN(parsed)) problems.push(`${what} ${JSON.stringify(value)} is not readable`);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** A limit as written in a deploy file and how to read it as a number. */
type WrittenLimit = readonly [value: unknown, read: (value: unknown) => number];

/** Sizing problems of a Kiln container from its environment and written limits. */
function deployedSizingProblems(
  env: ReadonlyMap<string, string>,
  limits: { readonly memory: WrittenLimit; readonly cpu: WrittenLimit },
): string[] {
  const found: string[] = [];
  const sizing: KilnSizing = {
    renderThreads: env.get('RENDER_THREADS'),
    cacheMaxBytes: env.get('CACHE_MAX_BYTES'),
    memoryLimitBytes: readLimit(...limits.memory, 'memory limit', found),
    cpuLimitCores: readLimit(...limits.cpu, 'CPU limit', found),
  };
  return [...found, ...sizingProblems(sizing)];
}

/** Sizing problems of every Kiln server container in a workload document. */
function workloadSizingProblems(kind: string, data: Json): string[] {
  const containers = podSpecOf(kind, data)?.containers;
  if (!Array.isArray(containers)) return [];
  const problems: string[] = [];
  for (const container of containers.filter(isObject)) {
    // Containers that run other than the server (`kiln pictures ...`, a shell) are
    // tools with sizes of their own.
    if (!isKilnImage(container.image) || container.command !== undefined) continue;
    const env = new Map<string, string>();
    for (const variable of Array.isArray(container.env) ? container.env.filter(isObject) : []) {
      // A value from a ConfigMap or Secret cannot be compared with the limits here.
      env.set(String(variable.name), 'value' in variable ? String(variable.value) : '(valueFrom)');
    }
    const limits = objectAt(container, 'resources', 'limits');
    const found = deployedSizingProblems(env, {
      memory: [limits?.memory, kubernetesQuantity],
      cpu: [limits?.cpu, kubernetesQuantity],
    });
    problems.push(...found.map((problem) => `container ${String(container.name)}: ${problem}`));
  }
  return problems;
}

/**
 * Problems of a multi-document Kubernetes YAML, each naming its document; none when valid.
 * The kubernetes-models schemas allow fields they do not list, so a misspelt field name passes
 * here (kubectl's strict validation against a cluster catches it); types, required fields, enums
 * and formats are checked.
 */
export async function manifestProblems(content: string): Promise<string[]> {
  const documents = parseAllDocuments(content);
  if (documents.length === 0) return ['no YAML document'];
  const problems: string[] = [];
  for (const [index, document] of documents.entries()) {
    let name = `document ${index + 1}`;
    if (document.errors.length > 0) {
      // The parser's messages end in a code frame; the first line says what and where.
      const messages = document.errors.map((e) => e.message.split('\n')[0]!.replace(/:$/, ''));
      problems.push(`${name}: ${messages.join('; ')}`);
      continue;
    }
    const data: unknown = document.toJS();
    // An empty document (a trailing `---`) declares nothing.
    if (data === null) continue;
    if (!isObject(data) || typeof data.apiVersion !== 'string' || typeof data.kind !== 'string') {
      problems.push(`${name}: apiVersion and kind are required`);
      continue;
    }
    const { apiVersion, kind } = data;
    const resourceName = objectAt(data, 'metadata')?.name;
    name += ` (${kind}${typeof resourceName === 'string' ? ` ${resourceName}` : ''})`;
    // kubernetes-models still ships API versions that clusters have stopped serving
    // (extensions/v1beta1 Deployment); alpha and beta APIs are removed in time, GA ones stay.
    if (/\/?v\d+(alpha|beta)\d*$/.test(apiVersion)) {
      problems.push(`${name}: ${apiVersion} is an alpha or beta API; use the GA version`);
      continue;
    }
    const Model = await modelOf(apiVersion, kind);
    if (!Model) {
      problems.push(`${name}: unknown kind ${kind} in ${apiVersion}`);
      continue;
    }
    try {
      new Model(data).validate();
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      continue;
    }
    const podSpec = podSpecOf(kind, data);
    const found = [
      ...(podSpec ? [...restrictedProblems(podSpec), ...pullPolicyProblems(podSpec)] : []),
      ...workloadSizingProblems(kind, data),
    ];
    problems.push(...found.map((problem) => `${name}: ${problem}`));
  }
  return problems;
}

/** A Compose service's environment, written as a mapping or as a list of `NAME=value`. */
function composeEnvironment(environment: unknown): Map<string, string> {
  const pairs: [string, unknown][] = Array.isArray(environment)
    ? environment.map((entry) => {
        const [name = '', ...value] = String(entry).split('=');
        return [name, value.length > 0 ? value.join('=') : undefined];
      })
    : Object.entries(isObject(environment) ? environment : {});
  return new Map(
    pairs.flatMap(([name, value]) =>
      value === undefined || value === null ? [] : [[name, String(value)] as [string, string]],
    ),
  );
}

/**
 * Problems of a Compose file: it parses, every service has an image or a build, and every
 * Kiln server is sized like the Kubernetes one (RENDER_THREADS, memory and CPU limits).
 */
export function composeProblems(content: string): string[] {
  let data: unknown;
  try {
    data = parse(content);
  } catch (error) {
    return [(error as Error).message];
  }
  const services = objectAt(data, 'services');
  if (!services) return ['no services'];
  const problems: string[] = [];
  for (const [name, service] of Object.entries(services)) {
    if (!isObject(service)) {
      problems.push(`service ${name}: not a mapping`);
      continue;
    }
    if (service.image === undefined && service.build === undefined) {
      problems.push(`service ${name}: needs an image or a build`);
      continue;
    }
    const dockerfile = objectAt(service, 'build')?.dockerfile;
    const buildsKiln = typeof dockerfile === 'string' && dockerfile.endsWith('deploy/Dockerfile');
    if (!(buildsKiln || isKilnImage(service.image)) || service.command !== undefined) continue;
    const environment = composeEnvironment(service.environment);
    const limits = objectAt(service, 'deploy', 'resources', 'limits');
    const found = deployedSizingProblems(environment, {
      memory: [limits?.memory, composeBytes],
      cpu: [limits?.cpus, Number],
    });
    problems.push(...found.map((problem) => `service ${name}: ${problem}`));
  }
  return problems;
}

/** One checked file: its path from the repository root, and its problems (none: it passed). */
export interface FileReport {
  path: string;
  problems: string[];
}

/** Every file of `deployDir` this check owns, checked; paths relative to `root`. */
export async function checkDeployFolder(deployDir: string, root = '.'): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  const check = async (path: string, problemsOf: (content: string) => Promise<string[]>) => {
    reports.push({
      path: relative(root, path),
      problems: await problemsOf(await readFile(path, 'utf8')),
    });
  };
  await check(join(deployDir, 'Dockerfile'), async (content) => dockerfileProblems(content));
  await check(join(deployDir, 'compose.yaml'), async (content) => composeProblems(content));
  const k8s = join(deployDir, 'k8s');
  const manifests = (await readdir(k8s, { recursive: true }))
    .filter((file) => /\.ya?ml$/.test(file))
    .sort();
  for (const file of manifests) await check(join(k8s, file), manifestProblems);
  // Deployments of one name in several files are variants of one server (deploy/pod-rules.ts).
  const deployments = new Map<string, { path: string; data: Json }[]>();
  for (const file of manifests) {
    const path = relative(root, join(k8s, file));
    for (const document of parseAllDocuments(await readFile(join(k8s, file), 'utf8'))) {
      const data: unknown = document.errors.length > 0 ? null : document.toJS();
      if (!isObject(data) || data.kind !== 'Deployment') continue;
      const name = String(objectAt(data, 'metadata')?.name);
      deployments.set(name, [...(deployments.get(name) ?? []), { path, data }]);
    }
  }
  for (const variants of deployments.values()) {
    const problems = variantProblems(variants);
    const report = reports.find((r) => r.path === variants.at(-1)?.path);
    if (report) report.problems.push(...problems);
  }
  return reports;
}

async function main(): Promise<void> {
  const reports = await checkDeployFolder('deploy');
  for (const { path, problems } of reports) {
    if (problems.length === 0) {
      console.log(`ok   ${path}`);
      continue;
    }
    console.log(`FAIL ${path} (${problems.length} problem${problems.length === 1 ? '' : 's'})`);
    // One stream, so each file's problems stay under its line in a CI log.
    for (const problem of problems) console.log(`  ${path}: ${problem}`);
  }
  const failed = reports.filter((report) => report.problems.length > 0).length;
  if (failed > 0) {
    console.log(`check:deploy: ${failed} of ${reports.length} files have problems`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
