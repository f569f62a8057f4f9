import { formatFileSize, UploadItemStatus } from '@atelier/api';
import {
  ChevronDownIcon,
  ChevronUpIcon,
  CloseIcon,
  DeleteIcon,
  DrawingIcon,
  IconButton,
  PauseIcon,
  Progress,
  ResumeIcon,
  RetryIcon,
  useConfirm,
  useToast,
} from '@atelier/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { canCancel, canContinue, canPause, canRetry, type UploadEngine, type UploadItem } from './engine';
import { useUploadGuards, useUploadSnapshot } from './hooks';
import type { UploadPanelLocale, UploadPanelProps } from './interface';
import * as styles from './UploadPanel.css';

/** Rows are 48px; seven show before the list scrolls (001 section 4.1). */
export const UPLOAD_ROW_HEIGHT = 48;
export const UPLOAD_VISIBLE_ROWS = 7;

/**
 * The upload panel (001 sections 4.1 and 8.3): a floating list of the page's uploads, one at a time, virtualised
 * so 2000 rows scroll smoothly; each row with its progress and its pause, continue, retry, cancel or remove.
 * Closing with unfinished items asks first; the browser warns before leaving while any wait, upload or pause.
 */
export function UploadPanel({ engine, onClose, allowsPause = true, onSettled, locale }: UploadPanelProps) {
  const t = useFeatureLocale('UploadPanel', locale);
  const snapshot = useUploadSnapshot(engine);
  const confirm = useConfirm();
  const toast = useToast();
  const titleId = useId();
  const [collapsed, setCollapsed] = useState(false);
  useUploadGuards(engine);

  // A failure's message is in its row (a server refusal is also toasted by the shared response handling); success
  // is said once, when the whole queue is done (not 500 toasts).
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;
  useEffect(() => engine.onSettled((item) => settledRef.current?.(item)), [engine]);
  const { summary } = snapshot;
  const wasDone = useRef(summary.allDone);
  useEffect(() => {
    if (summary.allDone && !wasDone.current && summary.succeeded > 0 && summary.failed === 0) {
      toast.success(t.uploaded);
    }
    wasDone.current = summary.allDone;
  }, [summary.allDone, summary.succeeded, summary.failed, toast, t.uploaded]);

  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: snapshot.items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => UPLOAD_ROW_HEIGHT,
    overscan: 6,
    getItemKey: (index) => snapshot.items[index]?.id ?? index,
  });

  if (snapshot.items.length === 0) return null;

  const close = async () => {
    if (summary.unfinished > 0) {
      const abandon = await confirm({
        title: t.confirmAbandonTitle,
        content: t.confirmAbandonText(summary.unfinished),
        okText: t.abandon,
        cancelText: t.keepUploading,
        danger: true,
      });
      if (!abandon) return;
      engine.cancelAll();
    }
    engine.removeFinished();
    onClose?.();
  };

  const running = summary.unfinished > 0;
  const visibleRows = Math.min(snapshot.items.length, UPLOAD_VISIBLE_ROWS);
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {running ? t.titleUploading : t.titleDone}
        </h2>
        <span className={styles.counts} aria-live="polite">
          {t.progress(summary.succeeded, summary.total)}
          {summary.failed > 0 ? <span className={styles.failedCount}>{t.failedCount(summary.failed)}</span> : null}
        </span>
        <div className={styles.headerActions}>
          <IconButton
            variant="text"
            size="sm"
            icon={collapsed ? <ChevronUpIcon /> : <ChevronDownIcon />}
            aria-label={collapsed ? t.expand : t.collapse}
            aria-expanded={!collapsed}
            onPress={() => setCollapsed((value) => !value)}
          />
          <IconButton variant="text" size="sm" icon={<CloseIcon />} aria-label={t.close} onPress={() => void close()} />
        </div>
      </header>
      {collapsed ? null : (
        <div ref={scrollRef} className={styles.scroll} style={{ height: visibleRows * UPLOAD_ROW_HEIGHT }}>
          <ul aria-label={t.list} className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = snapshot.items[row.index];
              if (!item) return null;
              return (
                <UploadRow
                  key={item.id}
                  item={item}
                  top={row.start}
                  position={row.index + 1}
                  count={snapshot.items.length}
                  engine={engine}
                  retryAllowed={canRetry(snapshot, item.id)}
                  allowsPause={allowsPause}
                  t={t}
                />
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}

interface UploadRowProps {
  item: UploadItem;
  top: number;
  position: number;
  count: number;
  engine: UploadEngine;
  retryAllowed: boolean;
  allowsPause: boolean;
  t: UploadPanelLocale;
}

/** One file: name, size and status (or its progress), and what can be done with it now. */
const UploadRow = memo(function UploadRow({
  item,
  top,
  position,
  count,
  engine,
  retryAllowed,
  allowsPause,
  t,
}: UploadRowProps) {
  const failed = item.status === UploadItemStatus.Failed || item.refused;
  let detail: ReactNode;
  if (item.status === UploadItemStatus.Uploading) {
    detail = <Progress percent={item.percent} size="sm" status="active" aria-label={t.status[item.status]} />;
  } else if (item.status === UploadItemStatus.Checking) {
    detail = <span className={styles.statusText}>{t.hashing(item.hashPercent)}</span>;
  } else {
    detail = (
      <span className={failed ? styles.errorText : styles.statusText} title={item.message ?? undefined}>
        {failed && item.message ? item.message : t.status[item.status]}
      </span>
    );
  }
  return (
    <li
      aria-posinset={position}
      aria-setsize={count}
      aria-label={`${item.name} ${t.status[item.status]}`}
      className={styles.row}
      style={{ transform: `translateY(${top}px)` }}
      data-status={item.status}
    >
      <DrawingIcon size="lg" tone={failed ? 'error' : 'brand'} />
      <div className={styles.info}>
        <span className={styles.name} title={item.relativePath ?? item.name}>
          {item.name}
        </span>
        <div className={styles.meta}>
          <span className={styles.size}>{formatFileSize(item.size)}</span>
          <div className={styles.detail}>{detail}</div>
        </div>
      </div>
      <div className={styles.rowActions}>
        {allowsPause && canPause(item) ? (
          <IconButton
            variant="text"
            size="sm"
            icon={<PauseIcon />}
            aria-label={t.pause(item.name)}
            onPress={() => engine.pause(item.id)}
          />
        ) : null}
        {canContinue(item) ? (
          <IconButton
            variant="text"
            size="sm"
            icon={<ResumeIcon />}
            aria-label={t.resume(item.name)}
            onPress={() => engine.resume(item.id)}
          />
        ) : null}
        {item.status === UploadItemStatus.Failed && !item.refused ? (
          // A disabled button takes no focus or tooltip: the wrapper's title says why.
          <span title={retryAllowed ? undefined : t.retryLater}>
            <IconButton
              variant="text"
              size="sm"
              icon={<RetryIcon />}
              aria-label={t.retry(item.name)}
              isDisabled={!retryAllowed}
              onPress={() => engine.retry(item.id)}
            />
          </span>
        ) : null}
        {canCancel(item) ? (
          <IconButton
            variant="text"
            size="sm"
            icon={<CloseIcon />}
            aria-label={t.cancel(item.name)}
            onPress={() => engine.cancel(item.id)}
          />
        ) : (
          <IconButton
            variant="text"
            size="sm"
            icon={<DeleteIcon />}
            aria-label={t.remove(item.name)}
            onPress={() => engine.remove(item.id)}
          />
        )}
      </div>
    </li>
  );
});
