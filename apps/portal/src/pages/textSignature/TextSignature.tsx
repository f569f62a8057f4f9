import { TextSignatureEditor, type TextSignatureFile } from '@atelier/features';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { textSignatureFilesKey } from '../../router/paths';
import * as styles from '../pages.css';

/** The ordered signing's files the dialog left for this tab; the one file of the query when there are none. */
function filesOf(recordId: string, resName: string): TextSignatureFile[] {
  const one = [{ recordId, resName }];
  try {
    const stored = JSON.parse(window.localStorage.getItem(textSignatureFilesKey(recordId)) ?? 'null') as unknown;
    if (!Array.isArray(stored)) return one;
    const files = stored.filter(
      (f): f is TextSignatureFile =>
        typeof f === 'object' && f !== null && typeof f.recordId === 'string' && typeof f.resName === 'string',
    );
    return files.some((f) => f.recordId === recordId) ? files : [...one, ...files];
  } catch {
    return one;
  }
}

/**
 * The text-signature page (route textSignature, query projectId, recordId, templateId, templateType; opened in a new
 * tab from the ordered-signing dialog, 000 section 2): the features' editor over the file and its fellows.
 */
export function Component() {
  const [query] = useSearchParams();
  const projectId = query.get('projectId') ?? '';
  const recordId = query.get('recordId') ?? '';
  const resName = query.get('resName') ?? '';
  const templateId = query.get('templateId') || null;
  const files = useMemo(() => filesOf(recordId, resName), [recordId, resName]);
  return (
    <section className={styles.card}>
      <TextSignatureEditor projectId={projectId} recordId={recordId} files={files} templateId={templateId} />
    </section>
  );
}
