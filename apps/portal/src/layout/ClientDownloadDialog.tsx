import { Button, Dialog, Spinner } from '@atelier/ui';
import { useSyncExternalStore } from 'react';
import { useServices } from '../app/services';
import { useT } from '../i18n';
import { useClientUrl } from '../queries/sessionHooks';

/**
 * The client-download dialog 文件下载 (001 section 8.1): a download refused with 40010 (too large for the browser)
 * offers the latest desktop client (its link fetched with appType pc).
 */
export function ClientDownloadDialog() {
  const t = useT();
  const { clientDownload } = useServices();
  const request = useSyncExternalStore(
    clientDownload.subscribe,
    clientDownload.getSnapshot,
    clientDownload.getSnapshot,
  );
  const isOpen = request !== null;
  const clientUrl = useClientUrl(isOpen);
  return (
    <Dialog
      title={request?.title ?? t.download.dialogTitle}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) clientDownload.close();
      }}
      footer={({ close }) => (
        <>
          <Button onPress={close}>{t.ui.Dialog.cancel}</Button>
          <Button
            variant="primary"
            isDisabled={!clientUrl.data}
            onPress={() => {
              if (clientUrl.data) window.open(clientUrl.data.url, '_blank', 'noopener');
              close();
            }}
          >
            {t.download.getClient}
          </Button>
        </>
      )}
    >
      <p>{t.download.tooLarge}</p>
      {clientUrl.isPending ? <Spinner size="sm" /> : null}
      {/* The version is optional in the settings (CLIENT_DOWNLOAD_VERSION). */}
      {clientUrl.data?.version ? <p>{t.download.clientVersion(clientUrl.data.version)}</p> : null}
      {clientUrl.isError ? <p>{t.download.clientUnavailable}</p> : null}
    </Dialog>
  );
}
