// The deploy check (npm run check:deploy): a clean Dockerfile and valid manifests pass; a lint
// warning, a schema violation, an unknown kind and broken YAML are each reported.
import { describe, expect, it } from 'vitest';
import { dockerfileProblems, manifestProblems } from '../../scripts/check-deploy.js';

const SERVICE = `apiVersion: v1
kind: Service
metadata: { name: kiln }
spec:
  selector: { app: kiln }
  ports: [{ port: 80, targetPort: 3000 }]
`;

describe('check:deploy', () => {
  it('passes a clean Dockerfile and reports a lint problem with its line', () => {
    expect(
      dockerfileProblems('FROM node:20-slim\nWORKDIR /app\nCMD ["node", "main.js"]\n'),
    ).toEqual([]);
    const problems = dockerfileProblems('FROM node:20-slim\nWORKDIR app\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^line 2: /);
  });

  it('passes valid manifests and names the document of each problem', async () => {
    expect(await manifestProblems(`${SERVICE}---\n${SERVICE}`)).toEqual([]);
    const wrongType = SERVICE.replace('port: 80', 'port: eighty');
    expect(await manifestProblems(`${SERVICE}---\n${wrongType}`)).toEqual([
      expect.stringMatching(/^document 2 \(Service\): .*port/),
    ]);
  });

  it('fails an unknown kind, a missing kind and broken YAML instead of skipping them', async () => {
    expect(
      await manifestProblems('apiVersion: v1\nkind: Servise\nmetadata: { name: x }\n'),
    ).toEqual(['document 1: unknown kind v1 Servise']);
    expect(await manifestProblems('metadata: { name: x }\n')).toEqual([
      'document 1: apiVersion and kind are required',
    ]);
    expect(await manifestProblems('kind: [unclosed\n')).toHaveLength(1);
  });
});
