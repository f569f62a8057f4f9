import { Button, ErrorIcon } from '@atelier/ui';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../i18n';
import { EmptyState } from '../layout/EmptyState';
import { SessionFlags } from '../session/session';
import { shouldReloadForChunkError } from './chunkError';
import * as styles from './router.css';

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(SessionFlags.ChunkError) === '1';
  } catch {
    return true;
  }
}

/** What a route shows when it throws: one reload for a failed chunk, otherwise a calm error page. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const reloading = shouldReloadForChunkError(error, readFlag());

  useEffect(() => {
    if (!reloading) return;
    try {
      sessionStorage.setItem(SessionFlags.ChunkError, '1');
    } catch {
      return;
    }
    window.location.reload();
  }, [reloading]);

  if (reloading) return null;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className={styles.errorPage}>
      <EmptyState
        image={<ErrorIcon width={64} height={64} strokeWidth={1} tone="error" />}
        title={t.errorPage.title}
        text={detail ?? t.errorPage.text}
      >
        <Button variant="primary" onPress={() => window.location.reload()}>
          {t.errorPage.reload}
        </Button>
      </EmptyState>
    </main>
  );
}
