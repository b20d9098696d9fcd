// loadConfig: defaults, parsing, and a clear error naming the variable for every bad value.
import { describe, expect, it } from 'vitest';
import { ConfigError, VARIABLES, loadConfig } from '../../src/config.js';

describe('loadConfig', () => {
  it('has working defaults for everything', () => {
    const config = loadConfig({});
    expect(config.host).toBe('0.0.0.0');
    expect(config.port).toBe(3000);
    expect(config.publicBaseUrl).toBeNull();
    expect(config.cacheMaxAge).toBe(86400);
    expect(config.renderThreads).toBeGreaterThanOrEqual(1);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('parses values', () => {
    const config = loadConfig({
      PORT: '8080',
      TRUST_PROXY: 'yes',
      PUBLIC_BASE_URL: 'https://img.example/',
      WRAPPERS: 'python=https://a.example/py , go=https://a.example/go',
    });
    expect(config.port).toBe(8080);
    expect(config.trustProxy).toBe(true);
    expect(config.publicBaseUrl).toBe('https://img.example');
    expect(config.wrappers).toEqual({ python: 'https://a.example/py', go: 'https://a.example/go' });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['TRUST_PROXY', 'maybe'],
    ['PUBLIC_BASE_URL', 'ftp://x'],
    ['PUBLIC_BASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['RENDER_THREADS', '0'],
    ['CACHE_MAX_AGE', '-1'],
    ['WRAPPERS', 'python'],
    ['WRAPPERS', '_info=https://x.example'],
  ])('rejects %s=%s with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} `));
  });

  it('documents every variable', () => {
    for (const variable of Object.values(VARIABLES)) {
      expect(variable.doc.length, variable.name).toBeGreaterThan(10);
    }
  });
});

describe('documentation of the configuration', () => {
  it('keeps .env.example and the README in step with the variables', async () => {
    const { readFile } = await import('node:fs/promises');
    const example = await readFile('.env.example', 'utf8');
    const readme = await readFile('README.md', 'utf8');
    for (const variable of Object.values(VARIABLES)) {
      expect(example).toContain(`${variable.name}=${variable.fallback}\n`);
      expect(readme, variable.name).toContain(`\`${variable.name}\``);
    }
  });
});
