// A collection on disk (DESIGN 2.4): `<dir>/<category>/manifest.json` lists its pictures, whose
// files sit beside it under content-addressed names. This module owns the manifest's shape,
// the naming rule and reading a manifest back safely.
import { createHash } from 'node:crypto';
import { Type, type Static } from 'typebox';
import {
  PICTURE_CONTENT_TYPES,
  PICTURE_EXTENSIONS,
  type PictureFileFormat,
} from '../imaging/picture-formats.js';
import { CATEGORIES, type Category } from '../core/categories.js';

export const MANIFEST_FILE = 'manifest.json';
export const MANIFEST_VERSION = 1;

/**
 * `<11 url-safe characters of the SHA-256 of the bytes>_<category>.<ext>`, for one category or
 * (in a manifest's schema) any of them. The file routes validate names with the same rule.
 */
export function fileNamePattern(category: string = `(${CATEGORIES.join('|')})`): string {
  const extensions = [...new Set(Object.values(PICTURE_EXTENSIONS))].join('|');
  return `^[A-Za-z0-9_-]{11}_${category}\\.(${extensions})$`;
}
const FILE_NAME_PATTERN = fileNamePattern();

export const PictureEntrySchema = Type.Object({
  file: Type.String({ pattern: FILE_NAME_PATTERN }),
  content_type: Type.Enum(Object.values(PICTURE_CONTENT_TYPES)),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  bytes: Type.Integer({ minimum: 1 }),
  /** SHA-256 of the file, base64url: the ETag and the integrity check. */
  sha256: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
  /** Who made it and under which licence, as given to `kiln pictures add`; null when unknown. */
  credit: Type.Union([Type.String(), Type.Null()]),
  licence: Type.Union([Type.String(), Type.Null()]),
  /** When `kiln pictures add` added it (ISO 8601); absent for the starter set. */
  added: Type.Optional(Type.String({ maxLength: 40 })),
});
export type PictureEntry = Static<typeof PictureEntrySchema>;

export const ManifestSchema = Type.Object({
  version: Type.Literal(MANIFEST_VERSION),
  category: Type.Enum([...CATEGORIES]),
  pictures: Type.Array(PictureEntrySchema),
});
export interface Manifest {
  readonly version: typeof MANIFEST_VERSION;
  readonly category: Category;
  readonly pictures: readonly PictureEntry[];
}

export function sha256Base64url(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url');
}

/** The content-addressed file name of a picture. */
export function pictureFileName(
  digest: string,
  category: Category,
  format: PictureFileFormat,
): string {
  return `${digest.slice(0, 11)}_${category}.${PICTURE_EXTENSIONS[format]}`;
}

const patterns = new Map(CATEGORIES.map((c) => [c, new RegExp(fileNamePattern(c))]));

export function isPictureFileName(name: string, category: Category): boolean {
  return patterns.get(category)!.test(name);
}

export function emptyManifest(category: Category): Manifest {
  return { version: MANIFEST_VERSION, category, pictures: [] };
}

type Validator = ((value: unknown) => value is Manifest) & {
  errors?: { instancePath: string; message?: string }[] | null;
};
let validator: Promise<Validator> | undefined;

/**
 * The manifest schema compiled by Ajv, the JSON Schema validator fastify already loads (~20 ms
 * on first use; TypeBox's own checker costs ~200 ms of imports at start).
 */
function manifestValidator(): Promise<Validator> {
  // Ajv is CommonJS: its class is a named export under Node, the default one once bundled.
  validator ??= import('ajv').then((ajv) => {
    const Ajv = ajv.Ajv ?? ajv.default;
    // The schema itself is checked against the meta-schema by the tests, not at every start.
    return new Ajv({ allErrors: false, strict: false, validateSchema: false }).compile<Manifest>(
      ManifestSchema,
    );
  });
  return validator;
}

/** Parses a manifest's text; throws an Error saying what is wrong with it. */
export async function parseManifest(text: string, category: Category): Promise<Manifest> {
  const validate = await manifestValidator();
  const value: unknown = JSON.parse(text);
  if (!validate(value)) {
    const first = validate.errors?.[0];
    throw new Error(`invalid manifest (${first?.instancePath || '/'} ${first?.message ?? ''})`);
  }
  if (value.category !== category) {
    throw new Error(`the manifest is for ${value.category}, not ${category}`);
  }
  for (const entry of value.pictures) {
    if (!isPictureFileName(entry.file, category)) {
      throw new Error(`${entry.file} is not a ${category} file name`);
    }
  }
  return value as Manifest;
}

export function manifestText(manifest: Manifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
