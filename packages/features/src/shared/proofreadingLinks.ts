/** Links to an approval's proofreading report and a drawing version's proofreading record (the review and the approval detail). */
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../provider';

/** The link to a passed proofreading's marked-opinion report (downloadProofFile). */
export function useProofReportLink() {
  const client = useApiClient();
  return useMutation({ mutationFn: (actId: string) => client.download.proofFile({ actId }) });
}

/** The link to a drawing version's proofreading record (downloadProofFileRecord), by the version's record id. */
export function useProofFileRecordLink() {
  const client = useApiClient();
  return useMutation({ mutationFn: (fileRecordId: string) => client.download.proofFileRecord({ fileRecordId }) });
}
