import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One signature of a PDF as poppler's pdfsig reports it. */
export interface PdfsigSignature {
  commonName: string;
  signatureValidation: string;
  certificateValidation: string;
  totalDocumentSigned: boolean;
}

/**
 * Verifies a PDF's signatures with poppler's `pdfsig` against an NSS trust store holding only the given CA
 * certificates (made with NSS's `certutil`): what an outside verifier would see. Needs poppler-utils and
 * libnss3-tools (scripts/setup.sh installs them).
 */
export async function pdfsig(pdf: Uint8Array, trustedCaPems: readonly string[]): Promise<PdfsigSignature[]> {
  const [signatures = []] = await pdfsigAll([pdf], trustedCaPems);
  return signatures;
}

/** {@link pdfsig} for several PDFs, against one trust store (made once): each one's signatures, in order. */
export async function pdfsigAll(
  pdfs: readonly Uint8Array[],
  trustedCaPems: readonly string[],
): Promise<PdfsigSignature[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'atelier-pdfsig-'));
  try {
    const nss = join(dir, 'nss');
    await run('mkdir', [nss]);
    await run('certutil', ['-N', '-d', `sql:${nss}`, '--empty-password']);
    for (const [index, pem] of trustedCaPems.entries()) {
      const file = join(dir, `ca-${index}.pem`);
      await writeFile(file, pem);
      await run('certutil', ['-A', '-d', `sql:${nss}`, '-n', `ca-${index}`, '-t', 'CT,C,C', '-i', file]);
    }
    const reports: PdfsigSignature[][] = [];
    const check = async (index: number) => {
      const file = join(dir, `signed-${index}.pdf`);
      await writeFile(file, pdfs[index] as Uint8Array);
      // pdfsig exits non-zero when a signature does not verify; its report is what matters.
      const output = await run('pdfsig', ['-nssdir', `sql:${nss}`, file]).then(
        (r) => r.stdout,
        (error: { stdout?: string }) => error.stdout ?? '',
      );
      reports[index] = parsePdfsig(output);
    };
    // Two at a time: the machine's two cores.
    let next = 0;
    const lane = async () => {
      while (next < pdfs.length) await check(next++);
    };
    await Promise.all([lane(), lane()]);
    return reports;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Whether poppler's pdfsig and NSS's certutil are installed (scripts/setup.sh installs them). */
export async function pdfsigInstalled(): Promise<boolean> {
  const found = (tool: string) =>
    run('sh', ['-c', `command -v ${tool}`]).then(
      () => true,
      () => false,
    );
  return (await found('pdfsig')) && (await found('certutil'));
}

export function parsePdfsig(output: string): PdfsigSignature[] {
  return output
    .split(/^Signature #\d+:$/m)
    .slice(1)
    .map((block) => {
      const field = (label: string) => new RegExp(`- ${label}: (.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
      return {
        commonName: field('Signer Certificate Common Name'),
        signatureValidation: field('Signature Validation'),
        certificateValidation: field('Certificate Validation'),
        totalDocumentSigned: /- Total document signed/.test(block),
      };
    });
}
