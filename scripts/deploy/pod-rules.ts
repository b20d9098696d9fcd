// Rules check:deploy applies to every pod template under deploy/k8s: the Kubernetes "restricted"
// Pod Security Standard (so a namespace enforcing it admits the pods), the pull policy of Kiln's
// image, and the one Kiln server Deployment that both picture variants share.
import { isDeepStrictEqual } from 'node:util';

export type Json = Record<string, unknown>;
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const objectAt = (value: unknown, ...path: string[]): Json | undefined => {
  let node = value;
  for (const key of path) node = isObject(node) ? node[key] : undefined;
  return isObject(node) ? node : undefined;
};
const listAt = (value: unknown, key: string): Json[] => {
  const list = isObject(value) ? value[key] : undefined;
  return Array.isArray(list) ? list.filter(isObject) : [];
};

/** The pod spec of a workload, wherever its kind keeps it. */
export function podSpecOf(kind: string, data: Json): Json | undefined {
  if (kind === 'Pod') return objectAt(data, 'spec');
  if (kind === 'CronJob') return objectAt(data, 'spec', 'jobTemplate', 'spec', 'template', 'spec');
  return objectAt(data, 'spec', 'template', 'spec');
}

/** Whether an image reference names Kiln's image (`kiln`, from any registry, any tag). */
export function isKilnImage(image: unknown): boolean {
  if (typeof image !== 'string') return false;
  const repository = (image.split('@')[0] ?? '').replace(/:[^/:]*$/, '');
  return repository.split('/').pop() === 'kiln';
}

const SECCOMP_TYPES = ['RuntimeDefault', 'Localhost'];
/** Volume kinds the restricted standard allows (every other kind, hostPath first, is refused). */
const RESTRICTED_VOLUMES = new Set([
  'configMap',
  'csi',
  'downwardAPI',
  'emptyDir',
  'ephemeral',
  'persistentVolumeClaim',
  'projected',
  'secret',
]);

/**
 * Problems of a pod spec under the "restricted" Pod Security Standard (Kubernetes 1.25+):
 * no host namespaces, ports or paths, not privileged, a non-root user, no privilege escalation,
 * every capability dropped (NET_BIND_SERVICE alone may come back) and a seccomp profile. A field
 * set on the pod counts for each container that does not set it itself.
 */
export function restrictedProblems(spec: Json): string[] {
  const problems: string[] = [];
  for (const field of ['hostNetwork', 'hostPID', 'hostIPC']) {
    if (spec[field] === true) problems.push(`${field} is not allowed`);
  }
  for (const volume of listAt(spec, 'volumes')) {
    const kinds = Object.keys(volume).filter((key) => key !== 'name');
    const refused = kinds.filter((kind) => !RESTRICTED_VOLUMES.has(kind));
    if (refused.length > 0) {
      problems.push(`volume ${String(volume.name)}: ${refused.join(', ')} is not allowed`);
    }
  }
  const pod = objectAt(spec, 'securityContext') ?? {};
  const containers = [...listAt(spec, 'initContainers'), ...listAt(spec, 'containers')];
  for (const container of containers) {
    const own = objectAt(container, 'securityContext') ?? {};
    const setting = (key: string) => (key in own ? own[key] : pod[key]);
    const found: string[] = [];
    if (own.privileged === true) found.push('privileged is not allowed');
    if (setting('runAsNonRoot') !== true) found.push('runAsNonRoot: true is required');
    if (setting('runAsUser') === 0) found.push('runAsUser 0 (root) is not allowed');
    if (own.allowPrivilegeEscalation !== false) {
      found.push('allowPrivilegeEscalation: false is required');
    }
    const capabilities = objectAt(own, 'capabilities');
    const dropped = Array.isArray(capabilities?.drop) ? capabilities.drop : [];
    if (!dropped.includes('ALL')) found.push("capabilities must drop ['ALL']");
    const added = Array.isArray(capabilities?.add) ? capabilities.add : [];
    const extra = added.filter((capability) => capability !== 'NET_BIND_SERVICE');
    if (extra.length > 0) found.push(`capabilities may add only NET_BIND_SERVICE, not ${extra}`);
    const seccomp = objectAt(own, 'seccompProfile') ?? objectAt(pod, 'seccompProfile');
    if (!SECCOMP_TYPES.includes(String(seccomp?.type))) {
      found.push('seccompProfile type RuntimeDefault (on the pod or the container) is required');
    }
    const hostPorts = listAt(container, 'ports').filter((port) => port.hostPort !== undefined);
    if (hostPorts.length > 0) found.push('hostPort is not allowed');
    problems.push(...found.map((problem) => `container ${String(container.name)}: ${problem}`));
  }
  return problems.map((problem) => `restricted Pod Security Standard: ${problem}`);
}

/**
 * Kiln's containers must pull IfNotPresent: with the `latest` tag Kubernetes defaults to Always,
 * so an image built on the node (kind, minikube) could never start.
 */
export function pullPolicyProblems(spec: Json): string[] {
  return [...listAt(spec, 'initContainers'), ...listAt(spec, 'containers')]
    .filter((container) => isKilnImage(container.image))
    .filter((container) => container.imagePullPolicy !== 'IfNotPresent')
    .map(
      (container) =>
        `container ${String(container.name)}: imagePullPolicy must be IfNotPresent ` +
        `(is ${String(container.imagePullPolicy ?? 'unset: Always for a latest tag')}), ` +
        'so a locally built image works',
    );
}

/**
 * A Deployment without its picture claim: the claim's volumes, their mounts and the init
 * containers that wait for them removed (the only part in which the picture variants differ).
 */
function withoutPictureClaim(deployment: Json): unknown {
  const copy = structuredClone(deployment);
  const spec = podSpecOf('Deployment', copy);
  if (!spec) return copy;
  const claims = new Set(
    listAt(spec, 'volumes')
      .filter((volume) => volume.persistentVolumeClaim !== undefined)
      .map((volume) => volume.name),
  );
  spec.volumes = listAt(spec, 'volumes').filter((volume) => !claims.has(volume.name));
  delete spec.initContainers;
  for (const container of listAt(spec, 'containers')) {
    const mounts = listAt(container, 'volumeMounts').filter((mount) => !claims.has(mount.name));
    container.volumeMounts = mounts;
  }
  return copy;
}

/**
 * Problems between Deployments of the same name in different files (the pictures from the
 * image, or from a shared claim): apart from the claim they must be the same, so neither
 * variant's sizing, probes or security drift from the other's.
 */
export function variantProblems(deployments: readonly { path: string; data: Json }[]): string[] {
  const problems: string[] = [];
  const [first, ...others] = deployments;
  if (!first) return problems;
  for (const other of others) {
    if (!isDeepStrictEqual(withoutPictureClaim(first.data), withoutPictureClaim(other.data))) {
      problems.push(
        `Deployment ${String(objectAt(other.data, 'metadata')?.name)} differs from the one in ` +
          `${first.path} in more than its picture claim (volumes, mounts, init containers)`,
      );
    }
  }
  return problems;
}
