// The process environment, read once: configuration for the server and the CLI, or a clear
// message naming the bad variable and exit code 2. A `.env` file in the working directory is
// loaded first when present (variables already set in the environment win).
import { existsSync } from 'node:fs';
import { ConfigError, loadConfig, type Config } from './config.js';

let dotEnvLoaded = false;

function loadDotEnv(): void {
  if (dotEnvLoaded) return;
  dotEnvLoaded = true;
  if (existsSync('.env')) process.loadEnvFile('.env');
}

/**
 * The configuration: `defaults` < the environment (and `.env`) < `forced` (a command-line
 * flag the user typed wins over a variable).
 */
export function configFromEnvironment(
  defaults: Record<string, string> = {},
  forced: Record<string, string> = {},
): Config {
  try {
    loadDotEnv();
    return loadConfig({ ...defaults, ...process.env, ...forced });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`kiln: configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
