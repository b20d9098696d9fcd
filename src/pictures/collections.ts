// The collections as the server reads them: the manifests in memory (re-read when a file
// changes on disk, so `kiln pictures add` needs no restart), a random or seeded pick, and the
// bytes of a listed file. Only names listed in a manifest are ever read from disk.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CATEGORIES, type Category } from '../core/categories.js';
import { MANIFEST_FILE, type PictureEntry } from './manifest.js';
import { collectionDir, readManifest } from './writer.js';
import { fnv1a32, mulberry32 } from '../core/random.js';

export interface PictureFile {
  readonly body: Buffer;
  readonly contentType: string;
  /** Strong ETag from the file's SHA-256, the same on every instance. */
  readonly etag: string;
}

interface Loaded {
  readonly entries: readonly PictureEntry[];
  readonly byName: ReadonlyMap<string, PictureEntry>;
  readonly mtimeMs: number;
}

export interface CollectionsLog {
  warn(message: string): void;
}

/**
 * kiln-pick-v1, the seeded pick: every picture scores mulberry32(FNV-1a-32(seed + "\0" + file
 * name)) (first draw, see kiln-seed.ts) and the highest score wins. The same seed picks the same
 * picture on every instance, and adding pictures moves only the seeds the new ones win.
 */
export function seededPick(
  entries: readonly PictureEntry[],
  seed: string,
): PictureEntry | undefined {
  let best: PictureEntry | undefined;
  let bestScore = -1;
  for (const entry of entries) {
    const score = mulberry32(fnv1a32(`${seed}\u0000${entry.file}`))();
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/** The same pictures, described the same (a rewritten manifest may change nothing). */
function sameEntries(a: readonly PictureEntry[], b: readonly PictureEntry[]): boolean {
  return (
    a.length === b.length && a.every((entry, i) => JSON.stringify(entry) === JSON.stringify(b[i]))
  );
}

export class Collections {
  private readonly loaded = new Map<Category, Loaded>();
  private timer: NodeJS.Timeout | undefined;
  private readonly changeListeners: ((category: Category) => void)[] = [];

  constructor(
    private readonly dir: string,
    private readonly log: CollectionsLog,
  ) {}

  /** Reads every manifest; a missing collection is empty, a broken one is logged and empty. */
  async load(): Promise<void> {
    await Promise.all(CATEGORIES.map((category) => this.reload(category)));
  }

  /**
   * `listener` hears of every collection whose manifest was loaded again with other contents
   * (pictures added or removed): caches of its answers are stale from then on.
   */
  onChange(listener: (category: Category) => void): void {
    this.changeListeners.push(listener);
  }

  private async reload(category: Category): Promise<void> {
    const mtimeMs = await this.manifestMtime(category);
    try {
      const manifest = mtimeMs === 0 ? null : await readManifest(this.dir, category);
      const entries = manifest?.pictures ?? [];
      const before = this.loaded.get(category);
      this.loaded.set(category, {
        entries,
        byName: new Map(entries.map((entry) => [entry.file, entry])),
        mtimeMs,
      });
      if (before && !sameEntries(before.entries, entries)) {
        for (const listener of this.changeListeners) listener(category);
      }
    } catch (error) {
      // Keep serving what was loaded before; a half-edited manifest must not empty a collection.
      this.log.warn(`pictures: ${category} manifest not loaded: ${(error as Error).message}`);
      if (!this.loaded.has(category)) {
        this.loaded.set(category, { entries: [], byName: new Map(), mtimeMs });
      }
    }
  }

  private async manifestMtime(category: Category): Promise<number> {
    const path = join(collectionDir(this.dir, category), MANIFEST_FILE);
    return stat(path).then(
      (info) => info.mtimeMs,
      () => 0,
    );
  }

  /** Re-reads manifests that changed on disk, every `intervalMs`, until close(). */
  watch(intervalMs: number): void {
    this.timer = setInterval(() => {
      for (const category of CATEGORIES) {
        void this.manifestMtime(category).then((mtimeMs) => {
          if (mtimeMs !== this.loaded.get(category)?.mtimeMs) return this.reload(category);
        });
      }
    }, intervalMs);
    this.timer.unref();
  }

  close(): void {
    clearInterval(this.timer);
  }

  /** How many pictures a collection holds (0 before load). */
  size(category: Category): number {
    return this.loaded.get(category)?.entries.length ?? 0;
  }

  /** A random picture, or the seed's picture (kiln-pick-v1); undefined when empty. */
  pick(category: Category, seed: string | undefined): PictureEntry | undefined {
    const entries = this.loaded.get(category)?.entries ?? [];
    if (seed !== undefined) return seededPick(entries, seed);
    return entries[Math.floor(Math.random() * entries.length)];
  }

  /** The manifest entry of a listed picture; undefined for a name it does not list. */
  entry(category: Category, name: string): PictureEntry | undefined {
    return this.loaded.get(category)?.byName.get(name);
  }

  /** The bytes of a listed picture; null for a name the manifest does not list. */
  async file(category: Category, name: string): Promise<PictureFile | null> {
    const entry = this.loaded.get(category)?.byName.get(name);
    if (!entry) return null;
    try {
      const body = await readFile(join(collectionDir(this.dir, category), entry.file));
      return { body, contentType: entry.content_type, etag: `"${entry.sha256.slice(0, 27)}"` };
    } catch (error) {
      this.log.warn(`pictures: ${category}/${name} is listed but unreadable: ${String(error)}`);
      return null;
    }
  }
}
