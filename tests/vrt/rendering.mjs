// The rendering environment the committed pictures were taken with: Debian updates Chromium, the fonts and the
// font stack under the project, and a picture can change with them while the product does not.
//   node tests/vrt/rendering.mjs --write   records this machine's (pnpm test:vrt:retake does it after re-taking)
//   as Playwright's globalSetup             compares and says plainly what differs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const recordFile = path.join(import.meta.dirname, 'rendering.json');
/** Debian packages whose updates change pixels: the browser, the fonts the theme names, the font stack. */
const packages = ['chromium', 'fonts-noto-cjk', 'fonts-dejavu-core', 'libfreetype6', 'libfontconfig1', 'libharfbuzz0b'];

function packageVersion(name) {
  try {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format field, not a placeholder
    return execFileSync('dpkg-query', ['-W', '-f=${Version}', name], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
}

export function currentRendering() {
  return Object.fromEntries(packages.map((name) => [name, packageVersion(name)]));
}

function recordedRendering() {
  try {
    return JSON.parse(readFileSync(recordFile, 'utf8'));
  } catch {
    return null;
  }
}

/** The lines that say how this machine differs from the recorded one; empty when it does not. */
export function renderingDifferences(recorded = recordedRendering(), current = currentRendering()) {
  if (!recorded) return [`no record of the rendering environment in ${recordFile}`];
  return packages
    .filter((name) => recorded[name] !== current[name])
    .map(
      (name) => `${name}: pictures taken with ${recorded[name] ?? 'none'}, this machine has ${current[name] ?? 'none'}`,
    );
}

export default function globalSetup() {
  const differences = renderingDifferences();
  if (differences.length === 0) return;
  console.warn(
    [
      'VRT: this machine renders with other packages than the committed pictures were taken with:',
      ...differences.map((line) => `  ${line}`),
      'A picture that differs may come from these packages, not from the product. Find the cause in the diff',
      '(test-results/vrt); once judged, `pnpm test:vrt:retake` re-takes the changed pictures and records this',
      "machine's packages; look at every re-taken picture before committing it.",
    ].join('\n'),
  );
}

if (process.argv[2] === '--write') {
  writeFileSync(recordFile, `${JSON.stringify(currentRendering(), null, 2)}\n`);
  console.log(`recorded ${recordFile}`);
}
