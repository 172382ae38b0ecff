import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

export default defineConfig((env) => {
  const config = typeof base === 'function' ? base(env) : base;
  return mergeConfig(config, {
    plugins: [
      {
        name: 'dump-modules',
        generateBundle(_o: unknown, bundle: Record<string, any>) {
          const out: Record<string, any> = {};
          for (const [file, chunk] of Object.entries(bundle)) {
            if (chunk.type !== 'chunk') continue;
            out[file] = {
              gzip: gzipSync(chunk.code, { level: 9 }).length,
              imports: chunk.imports,
              dynamicImports: chunk.dynamicImports,
              isEntry: chunk.isEntry,
              modules: Object.fromEntries(
                Object.entries(chunk.modules).map(([id, m]: [string, any]) => [
                  id.replace(/.*\/(node_modules|web\/src|domain\/src)\//, '$1/'),
                  m.code ?? '',
                ]),
              ),
            };
          }
          writeFileSync(process.env.DUMP ?? '/tmp/perf-modules-code.json', JSON.stringify(out, null, 1));
        },
      },
    ],
  });
});
