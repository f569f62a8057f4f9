import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, defaultClientConditions } from 'vite';
import { runCommand } from '../lib/proc';
import { filesUnder, gzipTotal, KB, rawTotal, staticClosure } from '../lib/sizes';
import { atMost, type BenchContext, type Benchmark, measured, notMeasured, type Row } from '../lib/types';

const fixtures = path.resolve(import.meta.dirname, '../fixtures');

const isReact = (id: string) => /^react(-dom)?(\/|$)/.test(id);

function antdVersion(): string {
  const require = path.resolve(import.meta.dirname, '../node_modules/antd/package.json');
  return (JSON.parse(readFileSync(require, 'utf8')) as { version: string }).version;
}

/**
 * The fixture build both sides share: Vite 8 (Rolldown) in library mode, ES module, minified, production
 * `process.env.NODE_ENV`, react and react-dom external, CSS emitted as a file. Returns the gzip size of every .js and
 * .css file it wrote.
 */
async function bundle(
  entry: string,
  outDir: string,
  { fromSource = false }: { fromSource?: boolean } = {},
): Promise<{ gzip: number; raw: number; files: number; seconds: number; names: string[] }> {
  const started = performance.now();
  await build({
    // From source: the workspace's own condition and vanilla-extract's plugin, as the portal builds.
    ...(fromSource
      ? {
          plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
          resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
        }
      : {}),
    configFile: false,
    envFile: false,
    root: fixtures,
    publicDir: false,
    logLevel: 'error',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      cssMinify: true,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      lib: { entry, formats: ['es'], fileName: 'bundle', cssFileName: 'bundle' },
      rolldownOptions: { external: isReact },
    },
  });
  const files = filesUnder(outDir, ['.js', '.mjs', '.css']);
  return {
    names: filesUnder(outDir, ['']).map((file) => path.relative(outDir, file)),
    gzip: gzipTotal(files),
    raw: rawTotal(files),
    files: files.length,
    seconds: (performance.now() - started) / 1000,
  };
}

const kb = (bytes: number) => bytes / KB;

async function run({ root, workDir, log }: BenchContext): Promise<Row[]> {
  const rows: Row[] = [];
  const antd = `antd ${antdVersion()}`;
  const typicalTarget = atMost(1 / 3, 'ratio', 'ratio <= 0.333');

  log('building @atelier/ui, @atelier/api and @atelier/features (pnpm --filter ... build)');
  const built = await runCommand(
    'pnpm',
    ['--filter', '@atelier/ui', '--filter', '@atelier/api', '--filter', '@atelier/features', 'build'],
    { cwd: root, timeoutMs: 600_000 },
  );
  const dist = path.join(root, 'packages/ui/dist');
  if (built.code !== 0 || !existsSync(path.join(dist, 'index.js'))) {
    const reason = `the packages' build failed (exit ${built.code})`;
    for (const name of [
      '@atelier/ui whole (dist)',
      '@atelier/ui all exports, bundled',
      '@atelier/ui typical import',
      ...publishedCases.map((item) => item.name),
    ])
      rows.push(notMeasured({ name, unit: 'kB gzip', alternative: antd, reason }));
    return rows;
  }
  log(`packages built in ${built.seconds.toFixed(1)} s`);

  // Whole: what the package ships for its main entry: index.js, the chunks it imports statically, index.css.
  const wholeFiles = [...staticClosure([path.join(dist, 'index.js')]), path.join(dist, 'index.css')];
  const whole = gzipTotal(wholeFiles);
  const antdDist = path.resolve(import.meta.dirname, '../node_modules/antd/dist/antd.min.js');
  rows.push(
    measured({
      name: '@atelier/ui whole (dist)',
      figure: kb(whole),
      unit: 'kB gzip',
      alternative: `${antd} dist/antd.min.js`,
      alternativeFigure: kb(gzipTotal([antdDist])),
      note:
        `${wholeFiles.map((file) => path.basename(file)).join(' + ')} as published (${kb(rawTotal(wholeFiles)).toFixed(1)} kB raw): ` +
        'not minified, its dependencies (react-aria-components, lucide-react, vanilla-extract runtime) not included. ' +
        "antd's is its published browser build: minified, with its own dependencies except react, react-dom and dayjs. " +
        'No target: see the bundled rows for a like-for-like comparison.',
    }),
  );

  const cases = [
    { key: 'all', name: '@atelier/ui all exports, bundled', alt: `${antd} all exports, bundled`, target: undefined },
    { key: 'typical', name: '@atelier/ui typical import', alt: `${antd} same five`, target: typicalTarget },
  ] as const;
  for (const item of cases) {
    try {
      const ours = await bundle(path.join(fixtures, `ui-${item.key}.js`), path.join(workDir, `ui-${item.key}`));
      const theirs = await bundle(path.join(fixtures, `antd-${item.key}.js`), path.join(workDir, `antd-${item.key}`));
      log(`fixtures ui-${item.key} ${ours.seconds.toFixed(1)} s, antd-${item.key} ${theirs.seconds.toFixed(1)} s`);
      rows.push(
        measured({
          name: item.name,
          figure: kb(ours.gzip),
          unit: 'kB gzip',
          alternative: item.alt,
          alternativeFigure: kb(theirs.gzip),
          ...(item.target ? { target: item.target } : {}),
          note:
            (item.key === 'typical'
              ? 'Button, Dialog, Select, Table, Tree against antd Button, Modal, Select, Table, Tree. '
              : 'export * from each package. ') +
            `Vite 8 library build into bench/fixtures' output, minified, react and react-dom external, JS + CSS gzip ` +
            `(raw ${kb(ours.raw).toFixed(1)} kB against ${kb(theirs.raw).toFixed(1)} kB).`,
        }),
      );
    } catch (error) {
      const reason = `the fixture build failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      rows.push(notMeasured({ name: item.name, unit: 'kB gzip', alternative: item.alt, reason }));
    }
  }
  // Published against compiled from source: what an app outside the workspace pays for the package's build.
  const buttonTarget = atMost(1.1, 'ratio', 'within 10 % of compiled from source (ratio <= 1.1)');
  for (const item of publishedCases) {
    try {
      const published = await bundle(path.join(fixtures, `${item.key}.js`), path.join(workDir, item.key));
      const source = await bundle(path.join(fixtures, `${item.key}-source.js`), path.join(workDir, `${item.key}-src`), {
        fromSource: true,
      });
      log(`fixtures ${item.key} ${published.seconds.toFixed(1)} s, from source ${source.seconds.toFixed(1)} s`);
      const pdfWorker = published.names.some((name) => name.includes('pdf.worker'));
      rows.push(
        measured({
          name: item.name,
          figure: kb(published.gzip),
          unit: 'kB gzip',
          alternative: 'the same compiled from source',
          alternativeFigure: kb(source.gzip),
          ...(item.key === 'ui-button' ? { target: buttonTarget } : {}),
          note:
            `${item.what} Published: the packages' dist as an app resolves them (${published.files} files, raw ` +
            `${kb(published.raw).toFixed(1)} kB${pdfWorker ? ', WITH the PDF worker' : ', no PDF worker'}); from source: ` +
            `the \`@atelier/source\` condition and vanilla-extract's Vite plugin (raw ${kb(source.raw).toFixed(1)} kB). ` +
            'The same Vite 8 library build, minified, react and react-dom external, JS + CSS gzip.',
        }),
      );
    } catch (error) {
      const reason = `the fixture build failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
      rows.push(
        notMeasured({ name: item.name, unit: 'kB gzip', alternative: 'the same compiled from source', reason }),
      );
    }
  }
  return rows;
}

const publishedCases = [
  {
    key: 'ui-button',
    name: '@atelier/ui Button, published',
    what: "AtelierProvider and Button from '@atelier/ui' with '@atelier/ui/styles.css' (the whole package's one stylesheet).",
  },
  {
    key: 'features-flow-template-dialog',
    name: '@atelier/features FlowTemplateDialog, published',
    what:
      "FlowTemplateDialog from '@atelier/features/flow-template-dialog', ApiProvider from '@atelier/features/provider', " +
      "AtelierProvider and '@atelier/ui/styles.css'.",
  },
] as const;

export const packageSize: Benchmark = { id: 'package-size', title: 'Package size', run };
