import type { RecognitionDetail } from '../../entities/approval';
import { RecognitionStatus } from '../../entities/constants';
import { StoreCore } from './core';

/** Recognition of drawings in the fixture: statuses that move one step a poll, and files held at a status. */
export class RecognitionStore extends StoreCore {
  /** Starts (or restarts) recognition: the files go back to 待识别 (待转码 for DWG not yet transcoded). */
  startRecognition(recordIds: readonly string[]): void {
    for (const recordId of recordIds) {
      const file = this.byRecord(recordId);
      if (this.held.has(recordId)) continue;
      file.distinguishType =
        file.distinguishType === RecognitionStatus.WaitingTranscode
          ? RecognitionStatus.WaitingTranscode
          : RecognitionStatus.Waiting;
      if (file.ocrOutcome === undefined || file.ocrOutcome === RecognitionStatus.Waiting) {
        file.ocrOutcome = RecognitionStatus.Success;
      }
    }
  }

  /**
   * One poll: answers each file's status, then moves pending files one step (待转码 → 待识别 → 识别中 → the
   * file's final code). Three polls take a waiting file to its final code.
   */
  pollRecognition(recordIds: readonly string[]): Record<string, RecognitionStatus> {
    const answer: Record<string, RecognitionStatus> = {};
    for (const recordId of recordIds) {
      const file = this.byRecord(recordId);
      const status = file.distinguishType ?? RecognitionStatus.Waiting;
      answer[recordId] = status;
      if (this.held.has(recordId)) continue;
      if (status === RecognitionStatus.WaitingTranscode) file.distinguishType = RecognitionStatus.Waiting;
      else if (status === RecognitionStatus.Waiting) file.distinguishType = RecognitionStatus.Recognising;
      else if (status === RecognitionStatus.Recognising) {
        file.distinguishType = file.ocrOutcome ?? RecognitionStatus.Success;
      }
    }
    return answer;
  }

  /**
   * Keeps a file at a recognition status: starts and polls leave it there until {@link releaseRecognition}. For
   * stories and tests that show a pending status (待转码, 识别中) or a recognition that never ends (the timeout).
   */
  holdRecognition(recordId: string, status: RecognitionStatus): void {
    this.byRecord(recordId).distinguishType = status;
    this.held.set(recordId, status);
  }

  /** Lets a held file move again; `outcome`, when given, is the final code its next recognition ends with. */
  releaseRecognition(recordId: string, outcome?: RecognitionStatus): void {
    this.held.delete(recordId);
    if (outcome) this.byRecord(recordId).ocrOutcome = outcome;
  }

  /**
   * What recognition read (issue 23): a recognised drawing's 图号 and 图名 are the two parts of its name
   * ("建施-01 总平面图.pdf"), on its only page; a refused one says why (its `ocrReason`).
   */
  recognitionDetails(recordIds: readonly string[]): RecognitionDetail[] {
    return recordIds.map((recordId) => {
      const file = this.byRecord(recordId);
      const status = file.distinguishType ?? RecognitionStatus.Waiting;
      if (status === RecognitionStatus.Success) {
        const base = file.resName.replace(/\.[^.]+$/, '');
        const space = base.indexOf(' ');
        return {
          recordId,
          status,
          drawingNumber: space > 0 ? base.slice(0, space) : '',
          drawingName: space > 0 ? base.slice(space + 1) : base,
          page: 1,
          pageCount: 1,
        };
      }
      const reason = status.startsWith('4_') ? file.ocrReason : undefined;
      return { recordId, status, ...(reason ? { reason } : {}) };
    });
  }
}
