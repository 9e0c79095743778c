/// <reference types="vitest/config" />
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

// Everything the server owns (server/src/app/http.ts); the dev server forwards it so the app runs on one
// origin as in production. Keys starting with ^ are patterns: /dev must not catch a page like /developers.
const SERVER = `http://localhost:${process.env.PORT ?? 4000}`;
const serverPaths = ['^/api(/|$)', '^/graphql(/|$)', '^/config\\.json$', '^/health$', '^/media/', '^/dev(/|$)'];

// react-router's exports only name its development build, also for production (remix-run/react-router#12532,
// #14102): a production build takes dist/production, the same code without the development warnings.
const reactRouter = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouter}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouter}/dom-export.mjs` },
];

const page = (file: string) => fileURLToPath(new URL(`./src/features/${file}`, import.meta.url));
const homePage = pageImports(page('explore/ExplorePage.tsx'), { ownFolder: false });
const profilePage = pageImports(page('profiles/PublicProfilePage.tsx'), { ownFolder: true });
const signInPage = pageImports(page('auth/SignInPage.tsx'), { ownFolder: true });

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), homePage.plugin, profilePage.plugin, signInPage.plugin, mantineStylesPerComponent(command === 'build'), mantineStableIds()],
  // Vite's own client conditions, spelled out because vitest resolves with Node's otherwise: react-router's
  // CommonJS builds of `react-router` and `react-router/dom` hold two router contexts, so a component under the
  // DOM RouterProvider would not find its router.
  // `es2015`: rxjs (Apollo's observables) as ES2015 classes instead of its ES5 build with tslib helpers.
  // `source`: packages/contract (@odance/contract) from its TypeScript source, compiled with the app (dev, tests, build).
  resolve: {
    conditions: ['source', 'module', 'browser', 'es2015', 'development|production'],
    alias: command === 'build' ? reactRouterProduction : [],
  },
  // The pre-renderer of landing pages (src/prerender.tsx, `vite build --ssr`): one file the server imports with
  // nothing to resolve from node_modules, so the server's image needs none of the client's packages.
  ssr: { noExternal: true, resolve: { conditions: ['source', 'module', 'node', 'production'], externalConditions: ['node'] } },
  server: {
    port: 5173,
    // The repository root too: the changelog page bundles the root's CHANGELOG.md (features/developers/ChangelogPage.tsx).
    fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] },
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: SERVER, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for the developer's own tools, never referenced by the scripts (no sourceMappingURL) and never served
    // (server/src/app/http.ts refuses *.map; the Dockerfile leaves them out): PRODUCT.md §12, issue 34.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the server preloads a landing page's chunks from it (server/src/modules/public-pages/app-shell.ts).
    manifest: !isSsrBuild,
    // The pre-renderer (dist/.ssr) needs no copy of public/.
    copyPublicDir: !isSsrBuild,
    rolldownOptions: {
      // The pre-renderer is ES modules for Node (.mjs wherever they are copied); a page it never draws (the admin
      // panel, the explorer) stays in a chunk the server never loads, so the server's memory holds only the
      // landing pages (measured: bench/README.md, serverRssMb).
      output: isSsrBuild ? { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } : {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, Apollo, Mantine's core, the layout) is
          // loaded by every page before anything else: one chunk (React DOM beside it), instead of the ~30 small shared chunks
          // rolldown makes of it because lazy pages import the same modules. Lazy pages keep their own chunks.
          groups: [
            // React DOM, half the shell's JavaScript, in a file of its own that the entry imports statically (so it
            // downloads with the shell): its CommonJS body runs when main.tsx first asks for it, in a task of its
            // own, not in the one long task that evaluates the shell (Total Blocking Time, bench/lib/web.mjs).
            { name: 'react-dom', test: /\/node_modules\/(react-dom|scheduler)\//, priority: 6 },
            { name: 'shell', tags: ['$initial'], priority: 5 },
            // What `/` needs besides the shell and ExplorePage itself (Mantine's Card, Chip, SimpleGrid,
            // NativeSelect…, profile formatting): one file instead of ~20 small chunks shared with other pages,
            // which load it whole when they use one of them (about 8 kB gzip).
            { name: 'home', test: homePage.has, priority: 4 },
            // The other pages people land on, a public profile and sign-in, the same way, their own folder's modules
            // included: each was ~20 files, and a phone's main thread spends ~2 ms starting each request (a
            // Lighthouse trace of `/auth/sign-in`: 21 requests started in one 50 ms task; bench/lib/web.mjs).
            // What both need (Mantine's ActionIcon, Tooltip…) in a file of its own, so neither loads the other's.
            { name: 'landing', test: (id: string) => profilePage.has(id) && signInPage.has(id), priority: 3 },
            { name: 'profile-page', test: profilePage.has, priority: 2 },
            { name: 'sign-in', test: signInPage.has, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost:5173/' } },
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
}));

/**
 * In a build, each Mantine component's CSS travels with the component: its class map (`X.module.mjs`) imports
 * `@mantine/core/styles/X.layer.css`, so a chunk carries the styles of the components it holds, and the whole
 * `styles.layer.css` (250 kB, every component) becomes the three global files Mantine names for per-component
 * imports (mantine.dev/styles/css-files-list). The first screen parses and matches a fifth of the CSS it did
 * (bench/lib/web.mjs). The `.layer` files put Mantine's rules in the `mantine` cascade layer: the app's own CSS
 * (unlayered) wins over them whichever stylesheet a page happens to load first, as it did when all of Mantine came
 * first in one file. The import comes after the module's own imports, so a component's styles follow those it
 * builds on, as in `styles.css`. Dev and tests keep the whole file (main.tsx imports it): the dev server
 * pre-bundles @mantine/core, so its modules never pass through here. e2e/styles.spec.ts checks the build.
 */
function mantineStylesPerComponent(build: boolean): Plugin {
  const styles = path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')), 'styles');
  const globalStyles = fileURLToPath(new URL('./src/app/mantine-global-styles.css', import.meta.url));
  return {
    name: 'odance:mantine-styles-per-component',
    enforce: 'pre',
    resolveId(source) {
      return build && source === '@mantine/core/styles.layer.css' ? globalStyles : null;
    },
    transform(code, id) {
      if (!build) return null;
      const [file = id] = id.split('?');
      const component = /\/@mantine\/core\/esm\/(?:.+\/)?(\w+)\.module\.mjs$/.exec(file)?.[1];
      if (!component || !existsSync(path.join(styles, `${component}.layer.css`))) return null;
      return { code: `${code}\nimport '@mantine/core/styles/${component}.layer.css';\n`, map: null };
    },
  };
}

type Context = Rolldown.PluginContext;

/**
 * Mantine's `useId` (@mantine/hooks 9) starts from React's id and swaps it for a random one in a layout effect once
 * mounted: every component that takes an id (inputs, selects, chips, the burger…) renders a second time,
 * synchronously, right after it mounts. After hydrating a drawn page that was one long task re-rendering every input
 * and chip of the page (~90 components on `/`: Total Blocking Time, bench/lib/web.mjs). React's `useId` is already
 * unique and the same in the pre-renderer and the browser, so the build keeps it: same ids, one render. The dev
 * server's pre-bundled Mantine and the unit tests (Node's own import of Mantine) keep Mantine's hook.
 */
function mantineStableIds(): Plugin {
  return {
    name: 'odance:mantine-stable-ids',
    enforce: 'pre',
    load(id) {
      if (!id.replaceAll('\\', '/').endsWith('/@mantine/hooks/esm/use-id/use-id.mjs')) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;",
        '}',
      ].join('\n');
    },
  };
}

/**
 * The modules a page needs, found through its static imports once the module graph is complete: every module
 * of the app (src) it reaches, and in packages only the modules that define the names it imports, followed
 * through index files that re-export (`@mantine/core` re-exports every component; the page needs a few).
 * The page itself is left out, and its folder unless `ownFolder`. A name that cannot be followed takes its whole module: at worst the set
 * is larger, which the bundle figure shows.
 */
function pageImports(page: string, { ownFolder }: { ownFolder: boolean }) {
  const found = new Set<string>();
  const plugin: Plugin = {
    name: `odance:page-imports:${path.basename(page)}`,
    apply: 'build',
    async buildEnd() {
      found.clear();
      const done = new Set<string>();
      const visit = async (ctx: Context, id: string, names: string[] | null): Promise<void> => {
        const info = ctx.getModuleInfo(id);
        if (!info?.code) return;
        const key = `${id}|${names?.join(',') ?? '*'}`;
        if (done.has(key)) return;
        done.add(key);
        const statements = parseImports(info.code);
        if (names && id.includes('/node_modules/')) {
          // An index that re-exports: follow each wanted name to the module that defines it.
          const local: string[] = [];
          for (const name of names) {
            const from = statements.find((statement) => statement.names?.has(name));
            if (from) await follow(ctx, id, from.source, [from.names!.get(name)!]);
            else if (statements.some((statement) => statement.star)) {
              for (const statement of statements.filter((entry) => entry.star)) await follow(ctx, id, statement.source, [name]);
            } else local.push(name);
          }
          if (local.length === 0) return;
        }
        // The page stays a chunk of its own (the server finds a landing page's files from it in the manifest:
        // server/src/modules/public-pages/app-shell.ts). Unless `ownFolder`, so does the rest of the page's folder
        // (nothing else imports it): other pages need not load it.
        if (id !== page && (ownFolder || !id.startsWith(`${path.dirname(page)}/`))) found.add(id);
        for (const statement of statements) {
          if (statement.star) continue;
          await follow(ctx, id, statement.source, statement.names ? [...statement.names.values()] : null);
        }
      };
      const follow = async (ctx: Context, importer: string, source: string, names: string[] | null) => {
        const resolved = source.startsWith('.') && importer.includes('/node_modules/') ? { id: path.resolve(path.dirname(importer), source), external: false } : await ctx.resolve(source, importer);
        if (resolved && !resolved.external) await visit(ctx, resolved.id, names);
      };
      await visit(this, page, null);
    },
  };
  // graphql-js stays out: its modules serve Apollo, graphql-ws and GraphiQL too, and would come along whole.
  return { plugin, has: (id: string) => found.has(id) && !id.includes('/node_modules/graphql/') };
}

interface ImportStatement {
  source: string;
  /** Local or exported name → the name in `source`; null: the whole module (default, namespace, bare import). */
  names: Map<string, string> | null;
  star: boolean;
}

const IMPORT = /\b(import|export)\s*(type\s+)?(\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+(?:\s*,\s*(?:\{[^}]*\}|\*\s+as\s+[\w$]+))?)?\s*(?:from\s*)?["']([^"']+)["']/g;

/** import/export … from statements of a module's code (enough for bundler output and package ESM files). */
function parseImports(code: string): ImportStatement[] {
  const statements: ImportStatement[] = [];
  for (const match of code.matchAll(IMPORT)) {
    const [, keyword, typeOnly, clause = ''] = match;
    const source = match[4]!; // the pattern always captures the module's name
    if (typeOnly) continue;
    if (keyword === 'export' && clause.trim() === '*') {
      statements.push({ source, names: null, star: true });
      continue;
    }
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces || /^[\w$]|\*/.test(clause.replace(/\{[^}]*\}/, '').trim())) {
      statements.push({ source, names: null, star: false });
      continue;
    }
    const names = new Map<string, string>();
    for (const part of braces[1]!.split(',')) {
      const [imported, local = imported] = part.replace(/\btype\s+/, '').trim().split(/\s+as\s+/);
      if (imported && local !== undefined) names.set(local.trim(), imported.trim());
    }
    statements.push({ source, names, star: false });
  }
  return statements;
}
