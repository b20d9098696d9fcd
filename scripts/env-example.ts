// Prints .env.example from the configuration table: `npx tsx scripts/env-example.ts > .env.example`.
import { VARIABLES } from '../src/config.js';

const lines = [
  '# Kiln configuration. Every variable is optional; the value shown is the default.',
  '',
];
for (const variable of Object.values(VARIABLES)) {
  lines.push(`# ${variable.doc}`, `${variable.name}=${variable.fallback}`, '');
}
process.stdout.write(lines.join('\n'));
