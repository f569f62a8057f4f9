/**
 * A package's declarations, for @atelier/api's and @atelier/features's builds: tsc (the workspace's TypeScript 7, a
 * native compiler behind a small Node launcher) writes `dist/types/` from the package's tsconfig.build.json, mirroring
 * src/; the relative imports then get the `.js` / `/index.js` endings Node's ESM resolution needs, as bundlers do.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Every declaration file under a folder. */
function declarations(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return declarations(full);
    return entry.endsWith('.d.ts') ? [full] : [];
  });
}

// `from './contract/define'` -> `from './contract/define.js'`, `import("..")` -> `import("../index.js")`.
const relative = /(\bfrom\s+|\bimport\s*\(\s*)(['"])(\.{1,2}(?:\/[^'"]*?)?)\2/g;

/** Runs tsc in `root` and fixes the relative imports of the declarations it wrote under `typesDir`. */
export function buildDeclarations(root, typesDir) {
  const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  for (const file of declarations(typesDir)) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(relative, (whole, lead, quote, specifier) => {
      if (/\.(js|json)$/.test(specifier)) return whole;
      const target = path.resolve(path.dirname(file), specifier);
      const ending = existsSync(`${target}.d.ts`)
        ? '.js'
        : existsSync(path.join(target, 'index.d.ts'))
          ? '/index.js'
          : null;
      if (ending === null) throw new Error(`${path.relative(root, file)}: cannot resolve ${specifier}`);
      return `${lead}${quote}${specifier}${ending}${quote}`;
    });
    if (fixed !== text) writeFileSync(file, fixed);
  }
}
