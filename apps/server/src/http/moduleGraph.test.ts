import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../..');
const apiSource = path.resolve(serverRoot, '../../packages/api/src');

/**
 * Every source file the built server holds, as `pnpm build` bundles it (build.mjs): the entry points with the
 * workspace packages read from their sources, every other package left out.
 */
async function serverModules(): Promise<string[]> {
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: ['src/main.ts', 'src/seed/cli.ts'],
    bundle: true,
    write: false,
    outdir: 'dist-graph',
    format: 'esm',
    platform: 'node',
    conditions: ['@atelier/source'],
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-packages',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@atelier/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs).map((input) => path.resolve(serverRoot, input));
}

/** The files of '@atelier/api' under `folder`, relative to its sources. */
const under = (modules: readonly string[], folder: string) =>
  modules
    .filter((file) => file.startsWith(path.join(apiSource, folder) + path.sep))
    .map((file) => path.relative(apiSource, file).split(path.sep).join('/'));

describe('the server’s module graph', () => {
  it('holds the contract and the request decoding of @atelier/api, never its browser client or the fixtures', async () => {
    const modules = await serverModules();
    expect(under(modules, 'contract')).toContain('contract/server.ts');
    expect(under(modules, 'client')).toEqual([]);
    expect(under(modules, 'msw')).toEqual([]);
    // The business codes only: the shared handling that acts on them is the client's.
    expect(under(modules, 'response')).toEqual(['response/codes.ts']);
  }, 60_000);
});
