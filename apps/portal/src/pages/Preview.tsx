import { Button, DownloadIcon, Empty, Spinner } from '@atelier/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useServices } from '../app/services';
import { triggerDownload } from '../download';
import { useT } from '../i18n';
import { unhandledMessage, usePreviewUrl, useProjectDownload } from '../queries/hooks';
import * as styles from './preview.css';

const IMAGE_TYPES = new Set(['png', 'jpg', 'jpeg']);

/**
 * The preview route, opened in a new tab (000 section 2) with its query: type, projectId, recordId, resId, resName.
 * PDFs show in the browser's own viewer, images as images.
 */
export function Component() {
  const t = useT();
  const [query] = useSearchParams();
  const { toast } = useServices();
  const type = (query.get('type') ?? '').toLowerCase();
  const projectId = query.get('projectId') ?? undefined;
  const recordId = query.get('recordId') ?? undefined;
  const resId = query.get('resId') ?? undefined;
  const resName = query.get('resName') ?? '';
  const supported = type === 'pdf' || IMAGE_TYPES.has(type);
  const preview = usePreviewUrl(supported ? recordId : undefined, projectId);
  const download = useProjectDownload();

  const startDownload =
    projectId && resId
      ? () =>
          download.mutate(
            { projectId, resIds: [resId] },
            {
              onSuccess: (link) => triggerDownload(link.url, link.fileName ?? resName),
              onError: (error) => {
                const message = unhandledMessage(error);
                if (message) toast.error(message);
              },
            },
          )
      : undefined;

  let body: ReactNode;
  if (!recordId) body = <Empty description={t.preview.missing} />;
  else if (!supported) body = <Empty description={t.preview.unsupported} />;
  else if (preview.isPending) body = <Spinner size="lg" />;
  else if (preview.isError) body = <Empty description={t.project.loadError} />;
  else if (type === 'pdf')
    body = <iframe className={styles.frame} title={t.preview.frameTitle(resName)} src={preview.data.url} />;
  else body = <img className={styles.image} src={preview.data.url} alt={resName} />;

  const fills = !!recordId && supported && preview.isSuccess;
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <h1 className={styles.name}>{resName ? t.preview.heading(resName) : t.titles.preview}</h1>
        {startDownload ? (
          <Button size="sm" icon={<DownloadIcon />} onPress={startDownload} isPending={download.isPending}>
            {t.preview.download}
          </Button>
        ) : null}
      </header>
      <main className={fills ? styles.fill : styles.state}>{body}</main>
    </div>
  );
}
