// Golden-image comparison: decode both pictures and compare pixels with a small tolerance
// (never bytes, which change with encoder versions). A missing or different reference fails
// unless UPDATE_GOLDEN=1, which (re)writes it; look at every rewritten picture.
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

const GOLDEN_DIR = join(import.meta.dirname, '..', 'golden');
const UPDATE = process.env.UPDATE_GOLDEN === '1';

export interface GoldenResult {
  /** Share of pixels whose largest channel difference exceeds the per-channel tolerance. */
  readonly differingShare: number;
  readonly path: string;
}

async function rgba(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Compares `png` with test/golden/<name>.png. Fails (throws) when sizes differ or more than
 * `maxDifferingShare` of pixels differ by more than `channelTolerance` in any channel.
 */
export async function expectGolden(
  name: string,
  png: Buffer,
  { channelTolerance = 24, maxDifferingShare = 0.01 } = {},
): Promise<GoldenResult> {
  const path = join(GOLDEN_DIR, `${name}.png`);
  if (UPDATE) {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, png);
    return { differingShare: 0, path };
  }
  if (!existsSync(path)) {
    throw new Error(
      `no golden image ${path}; run with UPDATE_GOLDEN=1 to create it, then look at it`,
    );
  }
  const [actual, expected] = await Promise.all([rgba(png), readFile(path).then(rgba)]);
  if (actual.width !== expected.width || actual.height !== expected.height) {
    throw new Error(
      `${name}: size ${actual.width}x${actual.height} differs from golden ${expected.width}x${expected.height}`,
    );
  }
  let differing = 0;
  for (let i = 0; i < actual.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs(actual.data[i + c]! - expected.data[i + c]!) > channelTolerance) {
        differing++;
        break;
      }
    }
  }
  const differingShare = differing / (actual.width * actual.height);
  if (differingShare > maxDifferingShare) {
    const out = join(GOLDEN_DIR, '..', '..', 'artifacts', 'golden-failures', `${name}.png`);
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, png);
    throw new Error(
      `${name}: ${(differingShare * 100).toFixed(2)}% of pixels differ from the golden image (allowed ${(maxDifferingShare * 100).toFixed(2)}%); actual written to ${out}`,
    );
  }
  return { differingShare, path };
}
