import { readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  CatalogueImportRefused,
  exportCatalogue,
  writeExportedArtwork,
  importCatalogue,
} from '#app/modules/catalogue/import/catalogue-import.ts';
import { artworkDirOf } from '#app/config.ts';
import {
  createDiskArtworkStore,
  createMemoryArtworkStore,
  layeredArtworkStore,
} from '#app/modules/images/artwork-store.ts';
import { demoArtworkStore } from './seed/demo-artwork.ts';
import { DATABASE_URL_OPTION, runCli, withMigratedDatabase } from './cli.ts';
import { redactUrl } from './database.ts';

const USAGE = `usage:
  npm run catalogue:import -- FILE.json [--url DATABASE_URL]
  npm run catalogue:export -- FILE.json [--url DATABASE_URL]
The database is DATABASE_URL (default sqlite:data/app.db); pictures go to ARTWORK_DIR (default:
an artwork folder beside the SQLite file, or data/artwork). See docs/catalogue-import.md.`;

/**
 * Replaces the catalogue with a file (import), or writes the catalogue to one (export). A running
 * server lists an import's titles within a second; the import changes nothing when the file has
 * any problem, and prints every problem.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { url: DATABASE_URL_OPTION },
  });
  const [command, file] = positionals;
  if ((command !== 'import' && command !== 'export') || !file || positionals.length > 2) {
    console.error(USAGE);
    return 2;
  }
  // npm runs scripts from the repository root; a relative path means where the user typed it.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  // The server's store: the same folder it reads (ARTWORK_DIR, or beside its SQLite file).
  const artworkDir = artworkDirOf(process.env.ARTWORK_DIR || undefined, values.url);
  const store = layeredArtworkStore(
    artworkDir ? createDiskArtworkStore(artworkDir) : createMemoryArtworkStore(),
    demoArtworkStore(),
  );
  try {
    return await withMigratedDatabase(values.url, async (database) => {
      if (command === 'export') {
        const catalogue = await exportCatalogue(database.db);
        // Each picture is written beside the file, where the export's paths say.
        const pictures = await writeExportedArtwork(database.db, store, dirname(path));
        await writeFile(path, JSON.stringify(catalogue, null, 2) + '\n');
        console.log(`wrote ${catalogue.titles.length} titles and ${pictures} pictures to ${path}`);
        return 0;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(await readFile(path, 'utf8'));
      } catch (error) {
        console.error(`cannot read ${path}: ${error instanceof Error ? error.message : error}`);
        return 1;
      }
      const summary = await importCatalogue(database.db, raw, {
        now: Date.now(),
        artwork: { store, baseDir: dirname(path) },
      });
      console.log(JSON.stringify({ database: redactUrl(values.url), ...summary }, null, 2));
      return 0;
    });
  } catch (error) {
    if (error instanceof CatalogueImportRefused) {
      console.error(`${path}: the catalogue was not imported (${error.problems.length} problems):`);
      for (const problem of error.problems) console.error(`  ${problem}`);
      return 1;
    }
    throw error;
  }
}

runCli(main);
