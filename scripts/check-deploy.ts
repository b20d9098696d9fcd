// `npm run check:deploy` (CI): lints deploy/Dockerfile (dockerfile-utils, any error or warning
// fails) and validates every document of every deploy/k8s/*.yaml against the Kubernetes schemas
// (kubernetes-models); a kind it does not know fails too. The checks are functions for tests.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validate as lintDockerfile } from 'dockerfile-utils';
import { parseAllDocuments } from 'yaml';

/** Problems of a Dockerfile, one line each ("line 12: ..."); none when it is clean. */
export function dockerfileProblems(content: string): string[] {
  return lintDockerfile(content).map(
    (diagnostic) => `line ${diagnostic.range.start.line + 1}: ${diagnostic.message}`,
  );
}

interface Validatable {
  validate(): void;
}
type ModelClass = new (data: unknown) => Validatable;

/** `apps/v1` + `Deployment` -> the kubernetes-models class, or undefined for an unknown kind. */
async function modelOf(apiVersion: string, kind: string): Promise<ModelClass | undefined> {
  if (!/^[a-z0-9.]+(\/[a-z0-9]+)?$/.test(apiVersion) || !/^[A-Za-z]+$/.test(kind)) return undefined;
  try {
    const module = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as Record<
      string,
      unknown
    >;
    return module[kind] as ModelClass | undefined;
  } catch {
    return undefined;
  }
}

/** Problems of a multi-document Kubernetes YAML, each naming the document; none when valid. */
export async function manifestProblems(content: string): Promise<string[]> {
  const problems: string[] = [];
  const documents = parseAllDocuments(content);
  for (const [index, document] of documents.entries()) {
    const name = `document ${index + 1}`;
    if (document.errors.length > 0) {
      problems.push(`${name}: ${document.errors.map((e) => e.message).join('; ')}`);
      continue;
    }
    const data = document.toJS() as { apiVersion?: unknown; kind?: unknown } | null;
    if (data === null) continue;
    const { apiVersion, kind } = data;
    if (typeof apiVersion !== 'string' || typeof kind !== 'string') {
      problems.push(`${name}: apiVersion and kind are required`);
      continue;
    }
    const Model = await modelOf(apiVersion, kind);
    if (!Model) {
      problems.push(`${name}: unknown kind ${apiVersion} ${kind}`);
      continue;
    }
    try {
      new Model(data).validate();
    } catch (error) {
      problems.push(`${name} (${kind}): ${(error as Error).message}`);
    }
  }
  return problems;
}

async function main(): Promise<void> {
  const files: [string, string[]][] = [];
  const dockerfile = join('deploy', 'Dockerfile');
  files.push([dockerfile, dockerfileProblems(await readFile(dockerfile, 'utf8'))]);
  const k8s = join('deploy', 'k8s');
  for (const file of (await readdir(k8s)).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const path = join(k8s, file);
    files.push([path, await manifestProblems(await readFile(path, 'utf8'))]);
  }
  for (const [path, problems] of files) {
    console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${path}`);
    for (const problem of problems) console.log(`     ${problem}`);
  }
  process.exit(files.some(([, problems]) => problems.length > 0) ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
