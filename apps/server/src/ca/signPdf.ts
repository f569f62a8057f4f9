import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import { SignPdf } from '@signpdf/signpdf';
import type { Signer } from '@signpdf/utils';

/** One signature to add: who signs, and the invisible widget's rectangle in user space ([x1, y1, x2, y2]). */
export interface PdfSignature {
  signer: Signer;
  /** The signer's name as the signature dictionary shows it. */
  name: string;
  reason: string;
  location: string;
  widgetRect?: readonly [number, number, number, number];
}

/** Room for the CMS blob: two 2048-bit certificates and the signer info take about 3 KB. */
const SIGNATURE_LENGTH = 8192;

/**
 * Signs a PDF once per entry, each signature an incremental update over the previous one (PAdES-style detached
 * PKCS#7, adbe.pkcs7.detached), so earlier signatures stay valid. The PDF must have a classic cross-reference
 * table (pdf-lib's `save({ useObjectStreams: false })`), which @signpdf's plain placeholder can extend.
 */
export async function signPdfIncrementally(
  pdf: Uint8Array,
  signatures: readonly PdfSignature[],
  signingTime = new Date(),
): Promise<Buffer> {
  let bytes: Buffer = Buffer.from(pdf);
  const signPdf = new SignPdf();
  for (const signature of signatures) {
    const withPlaceholder = plainAddPlaceholder({
      pdfBuffer: bytes,
      reason: signature.reason,
      contactInfo: '',
      name: signature.name,
      location: signature.location,
      signingTime,
      signatureLength: SIGNATURE_LENGTH,
      widgetRect: signature.widgetRect ? [...signature.widgetRect] : [0, 0, 0, 0],
      appName: 'Atelier',
    });
    bytes = await signPdf.sign(withPlaceholder, signature.signer, signingTime);
  }
  return bytes;
}
