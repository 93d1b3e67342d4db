import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const BASE = '/dha-center/';
const backend = process.env.DHA_BACKEND ?? 'http://127.0.0.1:48080';

/**
 * Blueprint icons loaded by name. Blueprint's default loader fetches every icon of a size at the first
 * icon shown (~100 KB gzipped), and a bundler glob over the icons costs a name → chunk table as big.
 * Instead the build copies each icon's SVG-paths module (`<size>px/paths/<name>.js` of the icons package)
 * into a folder named after their content hash, and main.tsx imports the ones a page shows by URL
 * (`__BLUEPRINT_ICON_PATHS__`; in dev, the package's own files).
 */
function blueprintIconsByName(): Plugin {
  const generated = join(dirname(createRequire(import.meta.url).resolve('@blueprintjs/icons/package.json')), 'lib/esm/generated');
  const files = ['16px', '20px'].flatMap((size) =>
    readdirSync(join(generated, size, 'paths'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({
        path: `${size}/paths/${file}`,
        code: readFileSync(join(generated, size, 'paths', file), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'),
      })),
  );
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update(file.code);
  const dir = `assets/blueprint-icons-${hash.digest('base64url').slice(0, 10)}`;
  return {
    name: 'dha:blueprint-icons-by-name',
    config: (_config, { command }) => ({
      define: { __BLUEPRINT_ICON_PATHS__: JSON.stringify(command === 'build' ? `${BASE}${dir}` : `${BASE}@fs${generated}`) },
    }),
    generateBundle() {
      for (const file of files) this.emitFile({ type: 'asset', fileName: `${dir}/${file.path}`, source: file.code });
    },
  };
}

/**
 * Blueprint's icon loader checks names against IconNames, a table of every icon under three spellings
 * (~10 KB gzipped on every page). Icons here load by URL (above), so the check becomes the names' form
 * (a missing icon fails its import and is logged), and the few IconNames Blueprint reads itself
 * (EntityTitle's SQUARE) are spelled out on demand.
 */
function blueprintIconNamesByForm(): Plugin {
  const shim = [
    'const kebab = (key) => /^[A-Z0-9_]+$/.test(key) ? key.toLowerCase().replace(/_/g, "-") : key.replace(/(?<=[a-z0-9])(?=[A-Z])/g, "-").toLowerCase();',
    'export const IconNames = new Proxy({}, { get: (_, key) => (typeof key === "string" ? kebab(key) : undefined) });',
    'export const IconNamesSet = { has: (name) => typeof name === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) };',
  ].join('\n');
  return {
    name: 'dha:blueprint-icon-names-by-form',
    apply: 'build',
    load: (id) => (/[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/.test(id) ? shim : null),
  };
}

export default defineConfig({
  base: BASE,
  plugins: [
    react(),
    blueprintIconsByName(),
    blueprintIconNamesByForm(),
    // brotli and gzip siblings of every text file worth compressing: the server sends them as they are
    // (apps/server/src/http/console-static.ts), no compression per request
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|html|svg|json|txt)$/, threshold: 1024 }),
  ],
  resolve: {
    // the console reads the contract types straight from source (no build of packages/contracts needed)
    alias: { '@dha/contracts': here('../../packages/contracts/src/index.ts') },
    // npm hoists react 18 to the root for Blueprint's peer ranges: bundle exactly one react (ours, 19)
    dedupe: ['react', 'react-dom'],
  },
  server: {
    port: 5173,
    fs: { allow: [here('../..')] },
    proxy: {
      '/admin-api': { target: backend, changeOrigin: true },
      '/socket.io': { target: backend, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // no preload lists: every lazy import would carry the names of all the chunks it reaches, in the entry
    // chunk every page loads (~3 KB gzipped); a lazy chunk's own imports start as soon as it is parsed
    modulePreload: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // what the login and the client pages all run: one chunk compresses better than a dozen
              // (the rest of Blueprint, of react-query and of the app stays split by page)
              name: 'framework',
              test: new RegExp(
                [
                  'node_modules/(react|react-dom|react-router|scheduler|classnames)/',
                  'node_modules/@tanstack/query-core/build/modern/(?!infinite)',
                  'node_modules/@tanstack/react-query/build/modern/(?!useInfinite|useSuspense|usePrefetch|useQueries|HydrationBoundary)',
                  'node_modules/@blueprintjs/core/lib/esm/(common|accessibility)/',
                  'node_modules/@blueprintjs/core/lib/esm/components/(button|icon|spinner|html|text|card)/',
                  'node_modules/@blueprintjs/core/lib/esm/components/forms/(inputGroup|formGroup|asyncControllableInput)\\.',
                  'node_modules/@blueprintjs/icons/lib/esm/(iconLoader|iconTypes|svgIconContainer|loaderUtils|iconNames)\\.',
                ]
                  .map((path) => path.replaceAll('/', '[\\\\/]'))
                  .join('|'),
              ),
            },
          ],
        },
      },
    },
  },
});
