// `npm run lint:openapi`: lints the OpenAPI document Kiln serves (the default configuration, with
// PUBLIC_BASE_URL, with API keys on) with redocly's recommended rules; any error or warning fails.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { buildKiln } from '../src/app.js';

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: {
    ruleId: string;
    severity: string;
    message: string;
    location: { pointer?: string }[];
  }[];
}

const variants: Record<string, Record<string, string>> = {
  default: {},
  'public base URL': { PUBLIC_BASE_URL: 'https://kiln.example.org' },
  'keys on': { API_KEYS: 'lint-key-0123456789abcdef', PUBLIC_BASE_URL: 'https://kiln.example.org' },
};

const dir = mkdtempSync(join(tmpdir(), 'kiln-openapi-'));
let failed = false;
try {
  for (const [name, env] of Object.entries(variants)) {
    const config = loadConfig({ LOG_LEVEL: 'silent', RENDER_THREADS: '1', ...env });
    const kiln = await buildKiln(config);
    const response = await kiln.app.inject({ url: '/openapi.json' });
    await kiln.app.close();
    const file = join(dir, `${name.replaceAll(' ', '-')}.json`);
    writeFileSync(file, response.body);
    const redocly = join(import.meta.dirname, '../node_modules/.bin/redocly');
    let output: string;
    try {
      output = execFileSync(redocly, ['lint', file, '--extends=recommended', '--format=json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      // redocly exits 1 when it finds errors; the report is on stdout all the same.
      output = (error as { stdout: string }).stdout;
    }
    const report = JSON.parse(output) as LintReport;
    const { errors, warnings } = report.totals;
    console.log(`openapi (${name}): ${errors} errors, ${warnings} warnings`);
    for (const problem of report.problems) {
      const where = problem.location.map((l) => l.pointer ?? '').join(' ');
      console.log(`  ${problem.severity} ${problem.ruleId}: ${problem.message} at ${where}`);
    }
    if (errors + warnings > 0) failed = true;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
