// Types a Kiln client from the served /openapi.json with openapi-typescript, and type-checks
// client code (openapi-fetch) against them with the TypeScript compiler, all in memory: the
// generated types and the client files exist only for the compiler, beside this module.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The folder the in-memory files appear in (a real one, so packages resolve from the repo). */
const HERE = dirname(fileURLToPath(import.meta.url));

/** What a Kiln client module imports the generated types as. */
export const TYPES_MODULE = './kiln.js';

/** The TypeScript declarations openapi-typescript writes for a document. */
export async function clientTypes(document: unknown): Promise<string> {
  return astToString(await openapiTS(document as OpenAPI3));
}

/** A bot author's settings: strict, ESM, fetch's types from the DOM library. */
const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
  types: [],
  skipLibCheck: true,
};

/**
 * Type-checks each client file (name -> source) against the generated `types`; answers each
 * file's diagnostics as "line: message" (line numbers from 1), an empty list when it compiles.
 */
export function typeCheck(
  types: string,
  clients: Readonly<Record<string, string>>,
): Record<string, string[]> {
  const files = new Map<string, string>([[join(HERE, 'kiln.d.ts'), types]]);
  for (const [name, source] of Object.entries(clients)) files.set(join(HERE, name), source);
  const host = ts.createCompilerHost(OPTIONS);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (path) => files.has(path) || fileExists.call(host, path);
  host.readFile = (path) => files.get(path) ?? readFile.call(host, path);
  host.getSourceFile = (path, language, ...rest) => {
    const text = files.get(path);
    return text === undefined
      ? getSourceFile.call(host, path, language, ...rest)
      : ts.createSourceFile(path, text, language);
  };
  const roots = Object.keys(clients).map((name) => join(HERE, name));
  const program = ts.createProgram(roots, OPTIONS, host);
  return Object.fromEntries(
    Object.keys(clients).map((name) => {
      const file = program.getSourceFile(join(HERE, name))!;
      const diagnostics = [
        ...program.getSyntacticDiagnostics(file),
        ...program.getSemanticDiagnostics(file),
      ];
      return [
        name,
        diagnostics.map((d) => {
          const line = d.file?.getLineAndCharacterOfPosition(d.start ?? 0).line ?? -1;
          return `${line + 1}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
        }),
      ];
    }),
  );
}
