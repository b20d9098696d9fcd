// The deploy check (npm run check:deploy): clean files pass; a lint warning, a schema violation,
// an unknown kind, a beta API, broken YAML, a Kiln sized below its RENDER_THREADS, a pod the
// "restricted" Pod Security Standard refuses, Kiln's image pulled Always and two variants of one
// Deployment that differ in more than their picture claim each fail, named by file, document and
// container or service.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDeployFolder,
  composeProblems,
  dockerfileProblems,
  manifestProblems,
} from '../../scripts/check-deploy.js';

const DOCKERFILE = 'FROM node:20-slim\nWORKDIR /app\nCMD ["node", "main.js"]\n';

const DEPLOYMENT = `apiVersion: apps/v1
kind: Deployment
metadata: { name: kiln }
spec:
  selector: { matchLabels: { app: kiln } }
  template:
    metadata: { labels: { app: kiln } }
    spec:
      securityContext: { runAsNonRoot: true, seccompProfile: { type: RuntimeDefault } }
      containers:
        - name: kiln
          image: registry.example.org/kiln:1.2
          imagePullPolicy: IfNotPresent
          env: [{ name: RENDER_THREADS, value: '2' }]
          resources: { limits: { cpu: '2', memory: 512Mi } }
          securityContext: { allowPrivilegeEscalation: false, capabilities: { drop: [ALL] } }
        - name: tool
          image: kiln:latest
          imagePullPolicy: IfNotPresent
          command: ['sleep', 'infinity']
          securityContext: { allowPrivilegeEscalation: false, capabilities: { drop: [ALL] } }
`;

/** DEPLOYMENT with its pod spec's `volumes:` and the kiln container's mounts. */
const withClaim = (deployment: string) =>
  deployment
    .replace(
      '          resources: {',
      '          volumeMounts: [{ name: pictures, mountPath: /app/pictures, readOnly: true }]\n          resources: {',
    )
    .concat(
      '      volumes: [{ name: pictures, persistentVolumeClaim: { claimName: kiln-pictures } }]\n',
    );

const SERVICE = `apiVersion: v1
kind: Service
metadata: { name: kiln }
spec:
  selector: { app: kiln }
  ports: [{ port: 80, targetPort: 3000 }]
`;

const COMPOSE = `services:
  redis: { image: 'redis:7-alpine' }
  kiln:
    build: { context: .., dockerfile: deploy/Dockerfile }
    environment: [RENDER_THREADS=2]
    deploy: { resources: { limits: { cpus: '2', memory: 512M } } }
`;

describe('check:deploy', () => {
  it('passes a clean Dockerfile and reports lint problems with their line', () => {
    expect(dockerfileProblems(DOCKERFILE)).toEqual([]);
    expect(dockerfileProblems('FROM node:20-slim\nWORKDIR app\n')).toEqual([
      'line 2: WORKDIR paths should be absolute',
    ]);
    expect(dockerfileProblems("FROM node:20-slim\nCMD ['node', 'main.js']\n")).toHaveLength(1);
  });

  it('passes valid manifests and names the document of a schema violation', async () => {
    expect(await manifestProblems(`${DEPLOYMENT}---\n${SERVICE}---\n`)).toEqual([]);
    const wrongType = SERVICE.replace('port: 80', 'port: eighty');
    expect(await manifestProblems(`${SERVICE}---\n${wrongType}`)).toEqual([
      expect.stringMatching(/^document 2 \(Service kiln\): .*port/),
    ]);
    const noSelector = DEPLOYMENT.replace(/ {2}selector: .*\n/, '');
    expect(await manifestProblems(noSelector)).toEqual([
      expect.stringMatching(/^document 1 \(Deployment kiln\): .*required property selector/),
    ]);
  });

  it('fails unknown kinds, beta APIs, missing kinds and broken YAML instead of skipping them', async () => {
    expect(
      await manifestProblems('apiVersion: v1\nkind: Servise\nmetadata: { name: x }\n'),
    ).toEqual(['document 1 (Servise x): unknown kind Servise in v1']);
    expect(await manifestProblems(DEPLOYMENT.replace('apps/v1', 'extensions/v1beta1'))).toEqual([
      'document 1 (Deployment kiln): extensions/v1beta1 is an alpha or beta API; use the GA version',
    ]);
    expect(await manifestProblems('metadata: { name: x }\n')).toEqual([
      'document 1: apiVersion and kind are required',
    ]);
    expect(await manifestProblems('kind: [unclosed\n')).toEqual([
      expect.stringMatching(/^document 1: /),
    ]);
    expect(await manifestProblems('')).toEqual(['no YAML document']);
  });

  it('fails a Kiln container whose limits do not fit its RENDER_THREADS', async () => {
    // 110 + 100 x 7 + 2 x 32 = 874 MiB: over the 512 MiB limit, and 7 renderers on 2 CPUs.
    const sevenRenderers = DEPLOYMENT.replace("value: '2'", "value: '7'");
    expect(await manifestProblems(sevenRenderers)).toEqual([
      expect.stringMatching(
        /^document 1 \(Deployment kiln\): container kiln: memory limit 512 MiB/,
      ),
      expect.stringMatching(/container kiln: CPU limit 2 is below RENDER_THREADS=7/),
    ]);
    const unset = DEPLOYMENT.replace(/ {10}env: .*\n/, '');
    expect(await manifestProblems(unset)).toEqual([
      expect.stringMatching(/container kiln: RENDER_THREADS must be a whole number here/),
    ]);
  });

  it('checks that compose services have an image or build and Kiln is sized', () => {
    expect(composeProblems(COMPOSE)).toEqual([]);
    expect(composeProblems(COMPOSE.replace("image: 'redis:7-alpine'", 'ports: []'))).toEqual([
      'service redis: needs an image or a build',
    ]);
    expect(composeProblems(COMPOSE.replace(', memory: 512M', ''))).toEqual([
      'service kiln: a memory limit is required (README, "Sizing memory")',
    ]);
    expect(composeProblems('services: [\n')).toHaveLength(1);
  });

  it('fails pods that the restricted Pod Security Standard refuses, naming the rule', async () => {
    const fails = async (manifest: string, ...rules: RegExp[]) => {
      const problems = await manifestProblems(manifest);
      expect(problems).toEqual(rules.map((rule) => expect.stringMatching(rule)));
      for (const problem of problems) {
        expect(problem).toMatch(/^document 1 \(Deployment kiln\): restricted Pod Security/);
      }
    };
    // The pod's profile covers both containers; taking it away fails each of them.
    const noSeccomp = DEPLOYMENT.replace(', seccompProfile: { type: RuntimeDefault }', '');
    expect(await manifestProblems(noSeccomp)).toEqual([
      expect.stringMatching(/container kiln: seccompProfile type RuntimeDefault .* is required/),
      expect.stringMatching(/container tool: seccompProfile type RuntimeDefault .* is required/),
    ]);
    // A container's own setting wins over the pod's.
    // A container's own setting wins over the pod's (the tool's securityContext is the last line).
    const unconfined = DEPLOYMENT.replace(
      /drop: \[ALL\] \} \}\n$/,
      'drop: [ALL] }, seccompProfile: { type: Unconfined } }\n',
    );
    expect(await manifestProblems(unconfined)).toEqual([
      expect.stringMatching(/container tool: seccompProfile type RuntimeDefault/),
    ]);
    await fails(
      DEPLOYMENT.replace('runAsNonRoot: true, ', ''),
      /container kiln: runAsNonRoot: true is required/,
      /container tool: runAsNonRoot: true is required/,
    );
    await fails(
      DEPLOYMENT.replace('runAsNonRoot: true, ', 'runAsNonRoot: true, runAsUser: 0, '),
      /container kiln: runAsUser 0 \(root\) is not allowed/,
      /container tool: runAsUser 0 \(root\) is not allowed/,
    );
    await fails(
      DEPLOYMENT.replace('allowPrivilegeEscalation: false', 'allowPrivilegeEscalation: true'),
      /container kiln: allowPrivilegeEscalation: false is required/,
    );
    await fails(
      DEPLOYMENT.replace('drop: [ALL] }', 'drop: [NET_RAW] }'),
      /container kiln: capabilities must drop \['ALL'\]/,
    );
    await fails(
      DEPLOYMENT.replace('drop: [ALL] }', 'drop: [ALL], add: [SYS_ADMIN] }'),
      /container kiln: capabilities may add only NET_BIND_SERVICE, not SYS_ADMIN/,
    );
    await fails(
      DEPLOYMENT.replace('containers:', 'hostNetwork: true\n      containers:'),
      /hostNetwork is not allowed/,
    );
    await fails(
      `${DEPLOYMENT}      volumes: [{ name: host, hostPath: { path: /var } }]\n`,
      /volume host: hostPath is not allowed/,
    );
  });

  it("fails a container of Kiln's image that would always pull, not other images", async () => {
    const always = DEPLOYMENT.replace(/ {10}imagePullPolicy: IfNotPresent\n/, '');
    expect(await manifestProblems(always)).toEqual([
      'document 1 (Deployment kiln): container kiln: imagePullPolicy must be IfNotPresent ' +
        '(is unset: Always for a latest tag), so a locally built image works',
    ]);
    const redis = always.replace('registry.example.org/kiln:1.2', 'redis:7-alpine');
    expect(await manifestProblems(redis)).toEqual([]);
  });

  it('fails two Deployments of one name that differ in more than their picture claim', async () => {
    const root = await mkdtemp(join(tmpdir(), 'kiln-check-deploy-'));
    const k8s = join(root, 'deploy', 'k8s');
    const reportsWith = async (variant: string) => {
      await writeFile(join(k8s, 'shared', 'deployment.yaml'), variant);
      const reports = await checkDeployFolder(join(root, 'deploy'), root);
      return reports.filter((report) => report.path.endsWith('deployment.yaml'));
    };
    try {
      await mkdir(join(k8s, 'shared'), { recursive: true });
      await writeFile(join(root, 'deploy', 'Dockerfile'), DOCKERFILE);
      await writeFile(join(root, 'deploy', 'compose.yaml'), COMPOSE);
      await writeFile(join(k8s, 'deployment.yaml'), DEPLOYMENT);
      expect(await reportsWith(withClaim(DEPLOYMENT))).toEqual([
        { path: join('deploy', 'k8s', 'deployment.yaml'), problems: [] },
        { path: join('deploy', 'k8s', 'shared', 'deployment.yaml'), problems: [] },
      ]);
      const bigger = withClaim(DEPLOYMENT.replace('memory: 512Mi', 'memory: 768Mi'));
      expect(await reportsWith(bigger)).toEqual([
        { path: join('deploy', 'k8s', 'deployment.yaml'), problems: [] },
        {
          path: join('deploy', 'k8s', 'shared', 'deployment.yaml'),
          problems: [
            `Deployment kiln differs from the one in ${join('deploy', 'k8s', 'deployment.yaml')} ` +
              'in more than its picture claim (volumes, mounts, init containers)',
          ],
        },
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('checks every YAML file under k8s/, subfolders too, and names each file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'kiln-check-deploy-'));
    try {
      await mkdir(join(root, 'deploy', 'k8s', 'extra'), { recursive: true });
      await writeFile(join(root, 'deploy', 'Dockerfile'), DOCKERFILE);
      await writeFile(join(root, 'deploy', 'compose.yaml'), COMPOSE);
      await writeFile(join(root, 'deploy', 'k8s', 'service.yaml'), SERVICE);
      await writeFile(join(root, 'deploy', 'k8s', 'extra', 'odd.yml'), 'kind: Odd\n');
      await writeFile(join(root, 'deploy', 'k8s', 'notes.md'), 'not a manifest\n');
      expect(await checkDeployFolder(join(root, 'deploy'), root)).toEqual([
        { path: join('deploy', 'Dockerfile'), problems: [] },
        { path: join('deploy', 'compose.yaml'), problems: [] },
        {
          path: join('deploy', 'k8s', 'extra', 'odd.yml'),
          problems: ['document 1: apiVersion and kind are required'],
        },
        { path: join('deploy', 'k8s', 'service.yaml'), problems: [] },
      ]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
