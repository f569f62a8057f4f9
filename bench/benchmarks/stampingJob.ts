// One drawing's stamping for a CA approval, as apps/server's stampApproval does it (approvals/stamping.ts), without
// the file store and the database: the stamps drawn on the first page by its stampPdf, then one incremental
// signature per CA stamp by signPdfIncrementally. Used by stamping.ts in the bench process and, as a worker
// thread's entry, in each worker of the 2-worker run.
import { isMainThread, type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { CertificateStatus, OwnerType, StampEnabled, StampType } from '@atelier/api';
import { type Placement, stampPdf } from '../../apps/server/src/approvals/stamping';
import { CertificateSigner } from '../../apps/server/src/ca/cmsSigner';
import { type PdfSignature, signPdfIncrementally } from '../../apps/server/src/ca/signPdf';
import { RegionKind } from '../../apps/server/src/db/schema';
import type { Rect } from '../../apps/server/src/recognition/pdfPage';
import { demoFrameTemplate } from '../../apps/server/src/seed/frameTemplates';

type StampRow = Placement['stamp'];

/** A CA-backed stamp's signing certificate and key (PEM), issued by the bench's enterprise CA. */
export interface StampKey {
  name: string;
  certificatePem: string;
  privateKeyPem: string;
}

/** What a stamper needs, plain data so that it crosses to a worker thread. */
export interface StampingSetup {
  /** The demo A1 drawings, cycled over. */
  sheets: Uint8Array[];
  authorityPem: string;
  registration: StampKey;
  output: StampKey;
  signingTime: Date;
}

export type MakeSigner = (key: StampKey, chainPems: readonly string[]) => PdfSignature['signer'];

export const nativeSigner: MakeSigner = (key, chain) =>
  new CertificateSigner(key.certificatePem, key.privateKeyPem, chain);

/** The demo signature drawn in the 设计 field: 吴磊's, which has no certificate (drawn, not signed). */
const SIGNATURE_NAME = '吴磊';

function stampRow(name: string, stampType: number, ownerType: number, withCa: boolean): StampRow {
  return {
    id: `bench-${name}`,
    enterpriseId: 'bench',
    name,
    stampType,
    ownerType,
    userId: null,
    uuid: `bench-${name}`,
    isManager: false,
    // No image: drawn as a seal with its name, as the demo stamps are.
    fileKey: null,
    fileMd5: '',
    isEnable: StampEnabled.Enabled,
    deadline: null,
    signCertSn: null,
    caOrgId: withCa ? 'bench-ca' : null,
    caOrgName: withCa ? 'bench CA' : null,
    certificateStatus: withCa ? CertificateStatus.InUse : CertificateStatus.NotApplied,
    createdAt: new Date(0),
    deletedAt: null,
  };
}

/** The registration stamp, 吴磊's signature and the output stamp at the demo A1 frame template's rectangles. */
export function placements(setup: Pick<StampingSetup, 'registration' | 'output'>): Placement[] {
  const template = demoFrameTemplate('A1');
  const rect = (kind: RegionKind, duty?: string): Rect => {
    const region = template.regions.find((r) => r.kind === kind && (duty === undefined || r.duty === duty));
    if (!region) throw new Error(`the demo A1 template has no ${kind} region ${duty ?? ''}`);
    return region.rect;
  };
  return [
    {
      stamp: stampRow(setup.registration.name, StampType.Registration, OwnerType.Personal, true),
      rect: rect(RegionKind.Stamp),
      shape: 'rounded',
      role: 'registration',
    },
    {
      stamp: stampRow(SIGNATURE_NAME, StampType.PersonalSignature, OwnerType.Personal, false),
      rect: rect(RegionKind.Signature, 'design'),
      shape: 'rounded',
      role: 'signature',
    },
    {
      stamp: stampRow(setup.output.name, StampType.Output, OwnerType.Enterprise, true),
      rect: rect(RegionKind.Output),
      shape: 'circle',
      role: 'output',
    },
  ];
}

export interface Stamped {
  bytes: Buffer;
  drawMs: number;
  signMs: number;
}

/** Stamps drawing i (sheet i mod the number of sheets) with the given signers, timing the draw and the signing. */
export function createStamper(setup: StampingSetup, makeSigner: MakeSigner): (i: number) => Promise<Stamped> {
  const onPage = placements(setup);
  const chain = [setup.authorityPem];
  // As stampApproval: the signers are made once per approval and sign every drawing; the output stamp signs last.
  const signatures: PdfSignature[] = [
    { signer: makeSigner(setup.registration, chain), name: setup.registration.name, reason: '签章', location: '' },
    { signer: makeSigner(setup.output, chain), name: setup.output.name, reason: '出图盖章', location: '' },
  ];
  const noImage = () => Promise.resolve(null);
  return async (i) => {
    const sheet = setup.sheets[i % setup.sheets.length] as Uint8Array;
    const started = performance.now();
    const drawn = await stampPdf(sheet, onPage, noImage);
    const signStarted = performance.now();
    const bytes = await signPdfIncrementally(drawn, signatures, setup.signingTime);
    return { bytes, drawMs: signStarted - started, signMs: performance.now() - signStarted };
  };
}

/** Messages between stamping.ts and a worker. */
export type ToWorker = { type: 'jobs'; from: number; to: number } | { type: 'stop' };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'done'; count: number; drawMs: number; signMs: number; bytes: number }
  | { type: 'error'; message: string };

export interface WorkerInput {
  kind: 'stamping';
  setup: StampingSetup;
  warmUp: number;
}

async function serve(port: MessagePort, input: WorkerInput) {
  const stamp = createStamper(input.setup, nativeSigner);
  for (let i = 0; i < input.warmUp; i++) await stamp(i);
  port.on('message', (message: ToWorker) => {
    if (message.type === 'stop') {
      port.close();
      return;
    }
    void (async () => {
      const done = { type: 'done' as const, count: 0, drawMs: 0, signMs: 0, bytes: 0 };
      for (let i = message.from; i < message.to; i++) {
        const result = await stamp(i);
        done.count += 1;
        done.drawMs += result.drawMs;
        done.signMs += result.signMs;
        done.bytes += result.bytes.length;
      }
      port.postMessage(done satisfies FromWorker);
    })().catch((error: unknown) => {
      port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    });
  });
  port.postMessage({ type: 'ready' } satisfies FromWorker);
}

const input = workerData as WorkerInput | undefined;
if (!isMainThread && parentPort && input?.kind === 'stamping') {
  const port = parentPort;
  serve(port, input).catch((error: unknown) => {
    port.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  });
}
