import { MarkStatus, OPINION_TYPES, type OpinionType, type ProofMark } from '@atelier/api';
import { Button, Select, Tag, TextField } from '@atelier/ui';
import { useState } from 'react';
import type { ProofreadingLocale } from './interface';
import { isFromOlderVersion, type MarkFilters, reviewersOf } from './model';
import * as styles from './Proofreading.css';

export interface MarkListProps {
  /** Every mark of the drawing (the reviewer filter's options come from them). */
  all: readonly ProofMark[];
  /** The marks the filters keep, on the page shown. */
  shown: readonly ProofMark[];
  filters: MarkFilters;
  onFilters: (filters: MarkFilters) => void;
  selectedId: string | null;
  onSelect: (id: string) => void;
  shownRecordId: string;
  userId: string;
  isInitiator: boolean;
  isOpen: boolean;
  onReply: (markId: string, comment: string) => Promise<void>;
  onDecide: (markId: string, status: typeof MarkStatus.Confirmed | typeof MarkStatus.Rejected) => void;
  onRemove: (markId: string) => void;
  strings: ProofreadingLocale;
}

const statusColor = { '0': 'warning', '1': 'success', '2': 'default' } as const;

/** The marks beside the drawing: filters by reviewer and type, each opinion with its thread and its answer. */
export function MarkList(props: MarkListProps) {
  const { all, shown, filters, onFilters, strings: t } = props;
  const ALL = '__all__';
  return (
    <section className={styles.sideList} aria-labelledby="proofreading-marks-title">
      <h3 id="proofreading-marks-title" className={styles.sideTitle}>
        {t.marks} <span className={styles.meta}>{t.marksCount(shown.length)}</span>
      </h3>
      <div className={styles.filters}>
        <Select
          label={t.reviewer}
          items={[
            { id: ALL, label: t.allReviewers },
            ...reviewersOf(all).map((r) => ({ id: r.userId, label: r.realname })),
          ]}
          selectedKey={filters.reviewer ?? ALL}
          onSelectionChange={(key) =>
            onFilters({ ...filters, reviewer: key === ALL || key === null ? null : String(key) })
          }
        />
        <Select
          label={t.type}
          items={[
            { id: ALL, label: t.allTypes },
            ...OPINION_TYPES.map((type) => ({ id: String(type), label: t.opinionTypes[type] })),
          ]}
          selectedKey={filters.type === null ? ALL : String(filters.type)}
          onSelectionChange={(key) =>
            onFilters({ ...filters, type: key === ALL || key === null ? null : (Number(key) as OpinionType) })
          }
        />
      </div>
      {shown.length === 0 ? (
        <p className={styles.meta}>{t.noMarks}</p>
      ) : (
        <ol className={styles.list} aria-label={t.marks}>
          {shown.map((mark, index) => (
            <MarkItem key={mark.id} mark={mark} index={index + 1} {...props} />
          ))}
        </ol>
      )}
    </section>
  );
}

function MarkItem({
  mark,
  index,
  selectedId,
  onSelect,
  shownRecordId,
  userId,
  isInitiator,
  isOpen,
  onReply,
  onDecide,
  onRemove,
  strings: t,
}: MarkListProps & { mark: ProofMark; index: number }) {
  const [reply, setReply] = useState('');
  const selected = mark.id === selectedId;
  const type = t.opinionTypes[mark.opinionType];
  return (
    <li
      className={[styles.item, selected ? styles.itemSelected : ''].filter(Boolean).join(' ')}
      data-selected={selected || undefined}
      aria-label={t.markLabel(index, type, mark.markUserName, mark.comment)}
    >
      <div className={styles.itemHead}>
        <button type="button" className={styles.selectLink} aria-pressed={selected} onClick={() => onSelect(mark.id)}>
          <strong>{index}.</strong> {type}
        </button>
        <Tag color={statusColor[mark.status]} size="sm">
          {t.statuses[mark.status]}
        </Tag>
        {isFromOlderVersion(mark, shownRecordId) ? (
          <Tag size="sm" color="info">
            {t.olderVersion(mark.verNum)}
          </Tag>
        ) : null}
      </div>
      <p className={styles.comment}>{mark.comment}</p>
      <span className={styles.meta}>
        {mark.markUserName}
        {mark.specialty ? ` · ${mark.specialty}` : ''} · {mark.createTime}
      </span>
      {mark.replies.length ? (
        <ul className={styles.replies}>
          {mark.replies.map((r) => (
            <li key={r.id}>
              <span className={styles.meta}>{r.realname}：</span>
              {r.comment}
            </li>
          ))}
        </ul>
      ) : null}
      {selected && isOpen ? (
        <>
          <form
            className={styles.actions}
            onSubmit={async (event) => {
              event.preventDefault();
              if (!reply.trim()) return;
              await onReply(mark.id, reply.trim());
              setReply('');
            }}
          >
            <TextField
              aria-label={t.reply}
              placeholder={t.replyPlaceholder}
              value={reply}
              onChange={setReply}
              size="sm"
            />
            <Button type="submit" size="sm">
              {t.send}
            </Button>
          </form>
          <div className={styles.actions}>
            {isInitiator && mark.status === MarkStatus.Unconfirmed ? (
              <>
                <Button size="sm" variant="primary" onPress={() => onDecide(mark.id, MarkStatus.Confirmed)}>
                  {t.confirm}
                </Button>
                <Button size="sm" onPress={() => onDecide(mark.id, MarkStatus.Rejected)}>
                  {t.reject}
                </Button>
              </>
            ) : null}
            {mark.markUserId === userId && mark.status === MarkStatus.Unconfirmed ? (
              <Button size="sm" danger onPress={() => onRemove(mark.id)}>
                {t.remove}
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  );
}
