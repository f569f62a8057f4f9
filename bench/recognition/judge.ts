// Judging a recognition against the corpus's truth: correct, honestly refused, or wrong.
import { RecognitionStatus } from '@atelier/api';
import type { Truth } from './corpus';

/** What recognition answered for a file, as the bench compares it. */
export interface Answer {
  status: string;
  page?: number | undefined;
  templateId?: string | undefined;
  signers?: readonly { dutyId: string; name: string }[] | undefined;
  drawingName?: string | undefined;
  drawingNumber?: string | undefined;
  reason?: string | undefined;
}

export type Verdict = 'correct' | 'refused' | 'wrong';

/**
 * Correct: the truth's refusal refused (any 4_x: no template fits), or 识别成功 with the truth's template, page,
 * every duty's name (no more, no fewer), 图名 and 图号. Refused: the truth is a success and recognition said it
 * could not (4_x). Wrong: anything else, above all 识别成功 with a value that is not on the drawing, or with values
 * from a drawing no template fits.
 */
export function judge(answer: Answer, truth: Truth): { verdict: Verdict; why?: string } {
  const success = answer.status === RecognitionStatus.Success;
  if (truth.status !== RecognitionStatus.Success) {
    return success
      ? { verdict: 'wrong', why: `识别成功 (${answer.templateId}) but no template fits` }
      : { verdict: 'correct' };
  }
  if (!success) return { verdict: 'refused', why: `${answer.status} ${answer.reason ?? ''}`.trim() };
  const problems: string[] = [];
  if (answer.templateId !== truth.templateId) problems.push(`template ${answer.templateId} not ${truth.templateId}`);
  if (truth.page !== undefined && answer.page !== undefined && answer.page !== truth.page)
    problems.push(`page ${answer.page} not ${truth.page}`);
  const key = (list: readonly { dutyId: string; name: string }[]) =>
    [...list]
      .map((s) => `${s.dutyId}=${s.name}`)
      .sort()
      .join(',');
  if (key(answer.signers ?? []) !== key(truth.signers ?? []))
    problems.push(`signers ${key(answer.signers ?? [])} not ${key(truth.signers ?? [])}`);
  if (answer.drawingName !== truth.drawingName) problems.push(`图名 ${answer.drawingName} not ${truth.drawingName}`);
  if (answer.drawingNumber !== truth.drawingNumber)
    problems.push(`图号 ${answer.drawingNumber} not ${truth.drawingNumber}`);
  return problems.length ? { verdict: 'wrong', why: problems.join('; ') } : { verdict: 'correct' };
}
