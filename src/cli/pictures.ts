// `kiln pictures add|list|seed`: the operator's tools for the picture collections. Every file
// is validated and cleaned before anything is written; one bad file means nothing is added.
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { preparePicture, RejectedPicture } from '../imaging/picture-file.js';
import { CATEGORIES, isCategory, type Category } from '../core/categories.js';
import { seedStarterSets, type StarterRenderer } from '../pictures/starter.js';
import { addPictures, readManifest, removePictures, type NewPicture } from '../pictures/writer.js';

export const PICTURES_USAGE = `  kiln pictures add <category> <files...> [--credit <text>] [--licence <text>]
                                       validate, clean (metadata stripped) and add pictures
  kiln pictures list [category]        list the pictures of one or every collection
  kiln pictures remove <category> <names...>
                                       remove listed pictures (manifest first, then the files)
  kiln pictures seed                   draw the starter set of every collection not yet created
  categories: ${CATEGORIES.join(', ')}`;

/** Draws starter pictures in this thread: the command has nothing else to do meanwhile. */
export const renderStarterInProcess: StarterRenderer = async (category, index) => {
  const { starterPicture } = await import('../families/pictures/starter-picture.js');
  const { encode } = await import('../imaging/encode.js');
  return encode(starterPicture.render({ category, index }).raster, 'png');
};

function categoryArg(value: string | undefined): Category {
  if (value === undefined || !isCategory(value)) {
    throw new UsageError(
      `unknown category '${value ?? ''}': it must be one of ${CATEGORIES.join(', ')}`,
    );
  }
  return value;
}

/** A mistake in the command line or its files: reported, exit code 1, nothing written. */
export class UsageError extends Error {}

async function add(config: Config, args: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { credit: { type: 'string' }, licence: { type: 'string' } },
  });
  const [categoryName, ...files] = positionals;
  const category = categoryArg(categoryName);
  if (files.length === 0) throw new UsageError('name at least one picture file to add');
  const limits = { maxPixels: config.pictureMaxPixels, maxBytes: config.pictureMaxBytes };
  const problems: string[] = [];
  const prepared: NewPicture[] = [];
  const added = new Date().toISOString();
  for (const file of files) {
    try {
      const picture = await preparePicture(await readFile(file), limits);
      prepared.push({
        ...picture,
        credit: values.credit ?? null,
        licence: values.licence ?? null,
        added,
      });
    } catch (error) {
      if (error instanceof RejectedPicture) problems.push(`${file}: ${error.message}`);
      else if ((error as NodeJS.ErrnoException).code) {
        problems.push(`${file}: cannot be read (${(error as NodeJS.ErrnoException).code})`);
      } else throw error;
    }
  }
  if (problems.length > 0) {
    throw new UsageError(`nothing was added:\n  ${problems.join('\n  ')}`);
  }
  const report = await addPictures(config.picturesDir, category, prepared);
  for (const entry of report.added) {
    console.log(
      `added ${category}/${entry.file} (${entry.width}x${entry.height}, ${entry.bytes} bytes)`,
    );
  }
  for (const { index, file } of report.duplicates) {
    console.log(`already in ${category}: ${files[index] ?? ''} is ${file}; not added again`);
  }
}

async function remove(config: Config, args: string[]): Promise<void> {
  const [categoryName, ...names] = args;
  const category = categoryArg(categoryName);
  if (names.length === 0) throw new UsageError('name at least one picture file to remove');
  const { removed, unknown } = await removePictures(config.picturesDir, category, names);
  for (const name of removed) console.log(`removed ${category}/${name}`);
  if (unknown.length > 0) {
    throw new UsageError(`not in ${category}, nothing done for: ${unknown.join(', ')}`);
  }
}

async function list(config: Config, args: string[]): Promise<void> {
  const categories = args.length > 0 ? [categoryArg(args[0])] : CATEGORIES;
  for (const category of categories) {
    const manifest = await readManifest(config.picturesDir, category);
    const pictures = manifest?.pictures ?? [];
    console.log(`${category}: ${pictures.length} picture${pictures.length === 1 ? '' : 's'}`);
    for (const p of pictures) {
      console.log(
        `  ${p.file}  ${p.content_type}  ${p.width}x${p.height}  ${p.bytes} bytes  ${p.credit ?? '(no credit)'}`,
      );
    }
  }
}

async function seed(config: Config): Promise<void> {
  const seeded = await seedStarterSets(config.picturesDir, renderStarterInProcess);
  console.log(
    seeded.length > 0
      ? `starter sets written for ${seeded.join(', ')} in ${config.picturesDir}`
      : `every collection in ${config.picturesDir} already exists`,
  );
}

/** Runs a `kiln pictures` subcommand; false when the subcommand is unknown. */
export async function picturesCommand(config: Config, args: string[]): Promise<boolean> {
  const [sub, ...rest] = args;
  if (sub === 'add') await add(config, rest);
  else if (sub === 'list') await list(config, rest);
  else if (sub === 'remove') await remove(config, rest);
  else if (sub === 'seed') await seed(config);
  else return false;
  return true;
}
