import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import type { SignerCorrection } from './model';

/** Sends a signer correction (drawingCheck.correct): the chosen person signs these drawings for the duty. */
export function useCorrectSigner(projectId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: ({ resIds, dutyId, userId }: Omit<SignerCorrection, 'realname'> & { userId: string }) =>
      client.drawingCheck.correct({ projectId, modifyIdList: [...resIds], modifyResult: userId, dutyId }),
  });
}
