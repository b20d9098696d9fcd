// The process environment, read once: configuration for the server and the CLI, or a clear
// message naming the bad variable and exit code 2.
import { ConfigError, loadConfig, type Config } from './config.js';

export function configFromEnvironment(overrides: Record<string, string> = {}): Config {
  try {
    return loadConfig({ ...overrides, ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`kiln: configuration error: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}
