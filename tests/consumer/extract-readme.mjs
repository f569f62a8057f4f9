// Writes the README examples marked ```tsx example=<name> (or ```ts) of packages/*/README.md into <app>/src/readme/,
// so that the consumer app compiles, builds and runs exactly what the READMEs show.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [appDir] = process.argv.slice(2);
if (!appDir) throw new Error('usage: node extract-readme.mjs <app dir>');
const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(appDir, 'src/readme');
mkdirSync(out, { recursive: true });
const written = [];
for (const pkg of ['ui', 'features', 'api']) {
  const readme = readFileSync(path.join(root, 'packages', pkg, 'README.md'), 'utf8');
  for (const match of readme.matchAll(/^```(tsx?) example=([\w-]+)\n([\s\S]*?)^```$/gm)) {
    const [, lang, name, code] = match;
    writeFileSync(path.join(out, `${name}.${lang}`), `// Extracted from packages/${pkg}/README.md.\n${code}`);
    written.push(`${pkg}: ${name}.${lang}`);
  }
}
for (const expected of ['ui-app.tsx', 'features-app.tsx', 'api-client.ts']) {
  if (!written.some((line) => line.endsWith(expected))) throw new Error(`no README example ${expected}`);
}
console.log(`README examples: ${written.join(', ')}`);
