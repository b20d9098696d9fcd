// The kubernetes-models class of a manifest's apiVersion and kind, for check:deploy's schema
// validation: names that cannot be a group/version and kind never reach import().

export interface ModelClass {
  new (data: unknown): { validate(): void };
  readonly apiVersion: string;
  readonly kind: string;
}

/** `apps/v1` + `Deployment` -> the kubernetes-models class, or undefined for an unknown kind. */
export async function modelOf(apiVersion: string, kind: string): Promise<ModelClass | undefined> {
  // Only names that can be a group/version and a kind reach import(): no path tricks.
  if (!/^([a-z0-9.-]+\/)?v[a-z0-9]+$/.test(apiVersion) || !/^[A-Z][A-Za-z0-9]*$/.test(kind)) {
    return undefined;
  }
  let module: Record<string, unknown>;
  try {
    // Resolved by Node at run time; vite (the tests) must not try to expand it into a glob.
    const specifier = `kubernetes-models/${apiVersion}/${kind}`;
    module = (await import(/* @vite-ignore */ specifier)) as Record<string, unknown>;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') {
      return undefined;
    }
    throw error;
  }
  const model = module[kind] as Partial<ModelClass> | undefined;
  // The package also has files for types that are no resource (e.g. extensions/v1beta1/
  // AllowedHostPath): only a class that is this kind of this apiVersion counts.
  return model?.apiVersion === apiVersion && model.kind === kind
    ? (model as ModelClass)
    : undefined;
}
