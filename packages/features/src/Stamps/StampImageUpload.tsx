import { checkStampImage } from '@atelier/api';
import { ApiError } from '@atelier/api/client';
import { Alert, Button, DeleteIcon, FilePicker, type PickedFile, RetryIcon, Spinner } from '@atelier/ui';
import { useReducer } from 'react';
import { useFeatureLocale } from '../locale';
import { useUploadStampImage } from './hooks';
import type { StampImageUploadProps } from './interface';
import { canRetry, initialUploadState, stampImageProblem, uploadReducer } from './model';
import { useObjectUrl } from './StampPicture';
import * as styles from './Stamps.css';

/**
 * A stamp or signature image: pick or drop a PNG or JPG, checked here with the shared rule (`checkStampImage`)
 * before anything is sent, then uploaded (`stamp.uploadImage`: the server normalises it to a PNG with its
 * transparency kept) and shown on a checkerboard. A bad file, a refusal or a failed request shows why and leaves
 * the image in use as it was; a failed request keeps the picked file for 重试.
 */
export function StampImageUpload({
  value,
  onChange,
  placeholder,
  isRequired = false,
  isDisabled = false,
  errorMessage,
  locale,
}: StampImageUploadProps) {
  const t = useFeatureLocale('StampImageUpload', locale);
  const upload = useUploadStampImage();
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const previewUrl = useObjectUrl(value?.file);
  const busy = state.status === 'checking' || state.status === 'uploading';

  const send = async (file: File) => {
    dispatch({ type: 'sending' });
    try {
      const image = await upload.mutateAsync(file);
      dispatch({ type: 'done' });
      onChange({ image, file });
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'aborted') return;
      if (error instanceof ApiError && error.kind === 'response') {
        dispatch({ type: 'failed', failure: { kind: 'refused', message: error.message } });
      } else {
        dispatch({ type: 'failed', failure: { kind: 'network', message: t.networkFailed } });
      }
    }
  };

  const pick = async ([picked]: PickedFile[]) => {
    if (!picked) return;
    const { file } = picked;
    dispatch({ type: 'picked', file });
    const problem = checkStampImage(new Uint8Array(await file.arrayBuffer()));
    if (problem) {
      dispatch({ type: 'invalid', problem: stampImageProblem(problem) });
      return;
    }
    await send(file);
  };

  const failure = state.status === 'failed' ? state.failure : null;
  const failureText = failure
    ? failure.kind === 'invalid'
      ? t.problems[failure.problem]
      : failure.kind === 'refused'
        ? failure.message
        : t.networkFailed
    : null;

  return (
    <fieldset className={styles.upload}>
      <legend className={styles.uploadLabel}>{t.label}</legend>
      <div className={styles.uploadRow}>
        <div className={styles.uploadPreview}>
          <div className={styles.imageBox.lg}>
            {value && previewUrl ? (
              <img className={styles.image} src={previewUrl} alt={t.previewAlt} />
            ) : (
              (placeholder ?? null)
            )}
          </div>
          {value ? <p className={styles.caption}>{t.size(value.image.width, value.image.height)}</p> : null}
          {value && !isRequired ? (
            <Button size="sm" icon={<DeleteIcon />} isDisabled={isDisabled || busy} onPress={() => onChange(null)}>
              {t.remove}
            </Button>
          ) : null}
        </div>
        <div className={styles.uploadPicker}>
          <FilePicker
            // No `accept` filter: a GIF dropped here must be told why it is refused, not ignored.
            allowsMultiple={false}
            allowsDirectories={false}
            isDisabled={isDisabled || busy}
            description={t.hint}
            onSelect={(files) => void pick(files)}
            locale={value ? { selectFiles: t.replace } : {}}
          />
        </div>
      </div>
      <div aria-live="polite">
        {busy ? <Spinner size="sm" tip={t.uploading} /> : null}
        {failureText ? (
          <Alert
            tone="error"
            title={failureText}
            action={
              canRetry(state) && state.file ? (
                <Button size="sm" icon={<RetryIcon />} onPress={() => void send(state.file as File)}>
                  {t.retry}
                </Button>
              ) : undefined
            }
          />
        ) : null}
        {!failureText && errorMessage ? <p className={styles.errorText}>{errorMessage}</p> : null}
      </div>
      {value ? <p className={styles.caption}>{t.transparency}</p> : null}
    </fieldset>
  );
}
