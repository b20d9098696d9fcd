// `kiln pictures add|list|remove|seed`: the operator's tools for the picture collections. Every
// file is validated and cleaned before anything is written; one bad file means nothing is added.
import { readFile } from 'node:fs/promises';
import type { Config } from '../config.js';
import { CATEGORIES, isCategory, type Category } from '../core/categories.js';
import type { StarterRenderer } from '../pictures/starter.js';
import type { NewPicture } from '../pictures/writer.js';
import {
  CommandLineError,
  defineCommand,
  defineGroup,
  UsageError,
  type CliContext,
  type Command,
} from './command.js';

const CATEGORY_LINE = `  categories: ${CATEGORIES.join(', ')}`;
const HELP_LINE = '  -h, --help         this help';

/** Draws starter pictures in this thread: the command has nothing else to do meanwhile. */
export const renderStarterInProcess: StarterRenderer = async (category, index) => {
  const { starterPicture } = await import('../families/starters/starter-picture.js');
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

// The modules below load sharp, the writer and the starter art: only when a command runs, so
// `--help` and `list` start quickly.
const writer = () => import('../pictures/writer.js');

const configOf = (context: CliContext): Config => context.config({ LOG_LEVEL: 'warn' });

const add = defineCommand(
  {
    name: 'kiln pictures add',
    usage: `  kiln pictures add <category> <files...> [--credit <text>] [--licence <text>]
                                       validate, clean (metadata stripped) and add pictures`,
    details: `  <files...>         PNG, JPEG, GIF or WebP files; one bad file and nothing is added
  --credit <text>    who made them, kept in the manifest
  --licence <text>   their licence, kept in the manifest
${HELP_LINE}
${CATEGORY_LINE}`,
    options: { credit: { type: 'string' }, licence: { type: 'string' } },
    positionals: true,
  },
  async ({ positionals, values }, context) => {
    const [categoryName, ...files] = positionals;
    const category = categoryArg(categoryName);
    if (files.length === 0) throw new UsageError('name at least one picture file to add');
    const config = configOf(context);
    const { preparePicture, RejectedPicture } = await import('../imaging/picture-file.js');
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
    const report = await (await writer()).addPictures(config.picturesDir, category, prepared);
    for (const entry of report.added) {
      context.stdout.write(
        `added ${category}/${entry.file} (${entry.width}x${entry.height}, ${entry.bytes} bytes)\n`,
      );
    }
    for (const { index, file } of report.duplicates) {
      context.stdout.write(
        `already in ${category}: ${files[index] ?? ''} is ${file}; not added again\n`,
      );
    }
    return 0;
  },
);

const remove = defineCommand(
  {
    name: 'kiln pictures remove',
    usage: `  kiln pictures remove <category> <names...>
                                       remove listed pictures (manifest first, then the files)`,
    details: `  <names...>         file names as \`kiln pictures list\` shows them
${HELP_LINE}
${CATEGORY_LINE}`,
    options: {},
    positionals: true,
  },
  async ({ positionals }, context) => {
    const [categoryName, ...names] = positionals;
    const category = categoryArg(categoryName);
    if (names.length === 0) throw new UsageError('name at least one picture file to remove');
    const { picturesDir } = configOf(context);
    const { removed, unknown } = await (
      await writer()
    ).removePictures(picturesDir, category, names);
    for (const name of removed) context.stdout.write(`removed ${category}/${name}\n`);
    if (unknown.length > 0) {
      throw new UsageError(`not in ${category}, nothing done for: ${unknown.join(', ')}`);
    }
    return 0;
  },
);

const list = defineCommand(
  {
    name: 'kiln pictures list',
    usage: `  kiln pictures list [category]        list the pictures of one or every collection`,
    details: `${HELP_LINE}\n${CATEGORY_LINE}`,
    options: {},
    positionals: true,
  },
  async ({ positionals }, context) => {
    if (positionals.length > 1) throw new CommandLineError('name at most one category');
    const categories = positionals.length > 0 ? [categoryArg(positionals[0])] : CATEGORIES;
    const { picturesDir } = configOf(context);
    const { readManifest } = await writer();
    for (const category of categories) {
      const pictures = (await readManifest(picturesDir, category))?.pictures ?? [];
      const lines = pictures.map(
        (p) =>
          `  ${p.file}  ${p.content_type}  ${p.width}x${p.height}  ${p.bytes} bytes  ${p.credit ?? '(no credit)'}\n`,
      );
      const count = `${pictures.length} picture${pictures.length === 1 ? '' : 's'}`;
      context.stdout.write(`${category}: ${count}\n${lines.join('')}`);
    }
    return 0;
  },
);

const seed = defineCommand(
  {
    name: 'kiln pictures seed',
    usage: `  kiln pictures seed                   draw the starter set of every collection not yet created`,
    details: `${HELP_LINE}\n  To redraw a starter set, delete its folder first.`,
    options: {},
    positionals: false,
  },
  async (_parsed, context) => {
    const { picturesDir } = configOf(context);
    const { seedStarterSets } = await import('../pictures/starter.js');
    const seeded = await seedStarterSets(picturesDir, renderStarterInProcess);
    context.stdout.write(
      seeded.length > 0
        ? `starter sets written for ${seeded.join(', ')} in ${picturesDir}\n`
        : `every collection in ${picturesDir} already exists\n`,
    );
    return 0;
  },
);

/** `kiln pictures <subcommand> ...`; `kiln pictures --help` lists the subcommands. */
export const pictures: Command = defineGroup(
  'kiln pictures',
  new Map([
    ['add', add],
    ['list', list],
    ['remove', remove],
    ['seed', seed],
  ]),
  `\n${CATEGORY_LINE}`,
);

export const PICTURES_USAGE = pictures.usage;
