import { type PersonalResource, UploadTarget } from '@atelier/api';
import { type AddOptions, diskCategoryOf, NetworkDisk, UploadDialog, useApiClient } from '@atelier/features';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useServices } from '../../app/services';
import { useUploads } from '../../app/uploads';
import { triggerDownload } from '../../download';
import { Page } from '../../layout/Page';
import { unhandledMessage } from '../../queries/hooks';

/**
 * The network disk's category pages (001 section 2.1, `/disk/category/:category?`, 全部 by default): the features'
 * NetworkDisk, with the upload dialog on the shared upload engine (the disk as target) and downloads by link.
 */
export function Component() {
  const { category: segment } = useParams();
  const category = diskCategoryOf(segment);
  const client = useApiClient();
  const { toast } = useServices();
  const uploads = useUploads();
  const [uploadTo, setUploadTo] = useState<{ options: AddOptions; destination: string } | null>(null);
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const download = useMutation({
    mutationFn: (resIds: string[]) => client.download.diskFiles({ resIds }),
  });

  const requestDownload = (resources: readonly PersonalResource[]) => {
    const resIds = resources.map((r) => r.resId);
    const key = resIds.join(',');
    setPending((current) => new Set([...current, ...resIds]));
    download.mutate(resIds, {
      onSuccess: (link) => triggerDownload(link.url, link.fileName ?? resources[0]?.resName),
      onError: (error) => {
        const message = unhandledMessage(error);
        if (message) toast.error(message);
      },
      onSettled: () =>
        setPending((current) => {
          const next = new Set(current);
          for (const id of key.split(',')) next.delete(id);
          return next;
        }),
    });
  };

  return (
    <Page>
      <NetworkDisk
        key={category}
        category={category}
        pendingDownloads={pending}
        onDownload={requestDownload}
        onUpload={(parentId, destination) =>
          setUploadTo({ options: { target: { kind: UploadTarget.Disk, projectId: '', parentId } }, destination })
        }
      />
      {uploadTo ? (
        <UploadDialog
          engine={uploads.engine}
          options={uploadTo.options}
          isOpen
          onOpenChange={(open) => {
            if (!open) setUploadTo(null);
          }}
          onQueued={uploads.showPanel}
          destination={uploadTo.destination}
        />
      ) : null}
    </Page>
  );
}
