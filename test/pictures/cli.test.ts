// `kiln pictures add|list|remove|seed` as an operator runs them (in-process, test/helpers/cli.ts):
// good files are cleaned and added once; a text file, a truncated PNG, a decompression bomb or an
// unknown category is refused with a clear message, exit code 1, and the collection
// byte-for-byte as it was. Each test has its own collection.
import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CATEGORIES } from '../../src/core/categories.js';
import { MANIFEST_FILE } from '../../src/pictures/manifest.js';
import { runKiln, type CliOutcome } from '../helpers/cli.js';

let picturesDir: string;
let files: string;

function kiln(...args: string[]): Promise<CliOutcome> {
  return runKiln(['pictures', ...args], { env: { PICTURES_DIR: picturesDir } });
}

/** A PNG whose header claims width x height: a few hundred bytes that would decode to GBs. */
function bombPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(1, 8);
  const rows = deflateSync(Buffer.alloc((1 + Math.ceil(width / 8)) * height), { level: 9 });
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4); // the header is refused before any checksum is read
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Everything in the collection folder, by name, so "unchanged" can be checked exactly. */
async function snapshot(category: string): Promise<Record<string, string>> {
  const folder = join(picturesDir, category);
  const names = (await readdir(folder)).sort();
  const entries = await Promise.all(
    names.map(async (name) => [name, (await readFile(join(folder, name))).toString('base64')]),
  );
  return Object.fromEntries(entries);
}

beforeAll(async () => {
  picturesDir = await mkdtemp(join(tmpdir(), 'kiln-cli-pictures-'));
  files = await mkdtemp(join(tmpdir(), 'kiln-cli-files-'));
  const photo = await sharp({
    create: { width: 80, height: 60, channels: 3, background: '#8a5a44' },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam' } })
    .toBuffer();
  await writeFile(join(files, 'dog.jpg'), photo);
  const big = await sharp({
    create: { width: 300, height: 300, channels: 3, background: '#446688' },
  })
    .composite([
      {
        input: await sharp({ create: { width: 90, height: 90, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        left: 30,
        top: 40,
      },
    ])
    .png({ compressionLevel: 0 })
    .toBuffer();
  await writeFile(join(files, 'truncated.png'), big.subarray(0, big.length >> 1));
  await writeFile(join(files, 'notes.png'), 'not a picture at all\n');
  await writeFile(join(files, 'bomb.png'), bombPng(20_000, 20_000));
});

describe('kiln pictures', () => {
  it('adds a picture without its metadata, then reports it as already there', async () => {
    const first = await kiln('add', 'dogs', join(files, 'dog.jpg'), '--credit', 'Ada');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^added dogs\/[A-Za-z0-9_-]{11}_dogs\.jpg \(80x60, \d+ bytes\)/);
    const manifest = JSON.parse(await readFile(join(picturesDir, 'dogs', MANIFEST_FILE), 'utf8'));
    expect(manifest.pictures).toHaveLength(1);
    expect(manifest.pictures[0]).toMatchObject({
      content_type: 'image/jpeg',
      credit: 'Ada',
      licence: null,
    });
    expect(Date.now() - Date.parse(manifest.pictures[0].added)).toBeLessThan(60_000);
    const stored = await readFile(join(picturesDir, 'dogs', manifest.pictures[0].file));
    expect(stored.includes(Buffer.from('SecretCam'))).toBe(false);

    const second = await kiln('add', 'dogs', join(files, 'dog.jpg'));
    expect(second.code).toBe(0);
    expect(second.stdout).toContain(`already in dogs: ${join(files, 'dog.jpg')}`);
    const after = JSON.parse(await readFile(join(picturesDir, 'dogs', MANIFEST_FILE), 'utf8'));
    expect(after.pictures).toHaveLength(1);

    const listed = await kiln('list', 'dogs');
    expect(listed.stdout).toContain('dogs: 1 picture\n');
    expect(listed.stdout).toContain(manifest.pictures[0].file);
  });

  it('refuses bad files all together and leaves the collection unchanged', async () => {
    await kiln('add', 'cats', join(files, 'dog.jpg'));
    const before = await snapshot('cats');
    const outcome = await kiln(
      'add',
      'cats',
      join(files, 'notes.png'),
      join(files, 'truncated.png'),
      join(files, 'bomb.png'),
      join(files, 'missing.png'),
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('kiln pictures add: nothing was added:');
    expect(outcome.stderr).toContain('notes.png: it is not a PNG, JPEG, GIF or WebP image');
    expect(outcome.stderr).toMatch(/truncated\.png: it (cannot be decoded|is not a PNG)/);
    expect(outcome.stderr).toContain(
      'bomb.png: it is 20000x20000, more than the 16777216 pixels allowed',
    );
    expect(outcome.stderr).toContain('missing.png: cannot be read (ENOENT)');
    expect(await snapshot('cats')).toEqual(before);
  });

  it('refuses an unknown category without creating anything', async () => {
    const outcome = await kiln('add', 'hamsters', join(files, 'dog.jpg'));
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(
      "unknown category 'hamsters': it must be one of birb, bunny, cats, dogs, sadcat",
    );
    expect(await readdir(picturesDir)).not.toContain('hamsters');
  });

  it('removes a listed picture (manifest and file), and names what it does not list', async () => {
    const added = await kiln('add', 'birb', join(files, 'dog.jpg'), '--credit', 'Ada');
    expect(added.code).toBe(0);
    const name = /birb\/(\S+)/.exec(added.stdout)![1]!;
    expect(await readdir(join(picturesDir, 'birb'))).toContain(name);

    const unknown = await kiln('remove', 'birb', name, 'AAAAAAAAAAA_birb.png');
    expect(unknown.code).toBe(1);
    expect(unknown.stdout).toContain(`removed birb/${name}`);
    expect(unknown.stderr).toContain('not in birb, nothing done for: AAAAAAAAAAA_birb.png');
    const manifest = JSON.parse(await readFile(join(picturesDir, 'birb', MANIFEST_FILE), 'utf8'));
    expect(manifest.pictures.map((p: { file: string }) => p.file)).not.toContain(name);
    expect(await readdir(join(picturesDir, 'birb'))).not.toContain(name);
  });

  it('lists every collection, and seeds none that exists already', async () => {
    const shared = { env: { PICTURES_DIR: inject('picturesDir') } };
    const listed = await runKiln(['pictures', 'list'], shared);
    expect(listed).toMatchObject({ code: 0, stderr: '' });
    let total = 0;
    for (const category of CATEGORIES) {
      const manifest = await readFile(join(inject('picturesDir'), category, MANIFEST_FILE), 'utf8');
      const { pictures } = JSON.parse(manifest) as { pictures: { file: string }[] };
      expect(pictures.length).toBeGreaterThan(1);
      expect(listed.stdout).toContain(`${category}: ${pictures.length} pictures\n`);
      expect(listed.stdout).toContain(`  ${pictures[0]!.file}  image/`);
      total += pictures.length;
    }
    expect(listed.stdout.split('\n').filter((line) => line.startsWith('  '))).toHaveLength(total);
    const seeded = await runKiln(['pictures', 'seed'], shared);
    expect(seeded).toMatchObject({
      code: 0,
      stdout: `every collection in ${inject('picturesDir')} already exists\n`,
    });
  });
});
