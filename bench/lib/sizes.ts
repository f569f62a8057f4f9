import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** kB as in the targets: 1000 bytes. */
export const KB = 1000;

/** The gzip size of a file (zlib level 9, as a server would send it compressed once and cached). */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Files are gzipped one by one (the browser fetches them one by one) and the sizes summed. */
export function gzipTotal(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzipSize(file), 0);
}

export function rawTotal(files: readonly string[]): number {
  return files.reduce((sum, file) => sum + statSync(file).size, 0);
}

/** Every file under `dir` whose name ends with one of `extensions`. */
export function filesUnder(dir: string, extensions: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(full, extensions));
    else if (extensions.some((extension) => entry.name.endsWith(extension))) found.push(full);
  }
  return found.sort();
}

/** Relative module specifiers a built ES module imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`). */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  const patterns = [
    /(?:^|[^.\w$])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    /(?:^|[^.\w$])export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["'](\.{1,2}\/[^"']+)["']/g,
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) if (match[1]) specifiers.add(match[1]);
  return [...specifiers];
}

/** A built entry and every local module it reaches through static imports (what loads before any dynamic import). */
export function staticClosure(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      queue.push(path.resolve(path.dirname(file), specifier.split('?')[0] ?? specifier));
    }
  }
  return [...seen].sort();
}

/**
 * The JS files a Vite build loads for some of its source modules (keys of `dist/.vite/manifest.json`, e.g.
 * `src/pages/Login.tsx`) together with the entry: each chunk and the chunks it imports statically, which Vite
 * preloads with it. scripts/size-budget.mjs counts the portal's pages the same way for CI.
 */
export function manifestClosure(dist: string, modules: readonly string[]): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean; imports?: string[] }
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const seen = new Set<string>();
  const queue = [...(entry ? [entry] : []), ...modules];
  while (queue.length > 0) {
    const key = queue.shift();
    if (key === undefined || seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return [...seen].map((key) => path.join(dist, manifest[key]?.file ?? key)).sort();
}
