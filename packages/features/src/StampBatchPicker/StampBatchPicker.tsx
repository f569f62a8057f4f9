import type { Stamp, StampBatch, UserOption } from '@atelier/api';
import { Alert, Button, Empty, EyeIcon, MultiSelect, Select, Spinner } from '@atelier/ui';
import { lazy, memo, Suspense, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useProjectUsers } from '../FlowTemplateDialog';
import { useFeatureLocale } from '../locale';
import { useRegistrationStamps, useStampBatches } from './hooks';
import type { StampBatchPickerLocale, StampBatchPickerProps } from './interface';
import {
  approverOptions,
  type BatchChoice,
  localizeBatchRule,
  reconcileChoices,
  type SelectOption,
  sameChoices,
  setApprovers,
  setStamp,
  stampOptions,
  validateBatchChoices,
} from './model';
import * as styles from './StampBatchPicker.css';

/** The option that empties a stamp slot (a select cannot be cleared otherwise). */
const NO_STAMP = '__none__';
const NO_STAMPS: Stamp[] = [];
const NO_MEMBERS: UserOption[] = [];

// The viewer brings pdf.js: loaded only when a batch's drawings are first opened.
const DrawingViewer = lazy(() => import('./DrawingViewer').then((module) => ({ default: module.DrawingViewer })));

/**
 * Step 2 of the quick stamp approval (000 section 2): the recognised drawings grouped into batches by identical
 * signers. Each batch shows its drawing count, a multi-select of approvers pre-filled with the matched ones, and
 * one registration-stamp selector (two when the batch allows a second stamp); a batch without matched approvers
 * explains why. A viewer shows a batch's drawings. Going on needs an approver in some batch and every batch's stamp
 * rules (两个签章不能相同, 最多两个).
 */
export function StampBatchPicker({
  projectId,
  enterpriseId,
  files,
  value,
  onChange,
  onValidityChange,
  locale,
}: StampBatchPickerProps) {
  const strings = useFeatureLocale('StampBatchPicker', locale);
  const batches = useStampBatches(projectId, files);
  const stamps = useRegistrationStamps();
  const users = useProjectUsers(projectId, enterpriseId);

  // What is shown: the value fitted to the server's batches (pre-filled ones reported below, once).
  const choices = useMemo(() => (batches.data ? reconcileChoices(batches.data, value) : []), [batches.data, value]);
  const validation = useMemo(() => validateBatchChoices(choices), [choices]);
  const isValid = batches.data !== undefined && choices.length > 0 && validation.valid;

  const latest = useRef({ onChange, onValidityChange, value, choices });
  useLayoutEffect(() => {
    latest.current = { onChange, onValidityChange, value, choices };
  });
  useEffect(() => {
    if (!batches.data) return;
    const { value: current, onChange: report } = latest.current;
    if (!sameChoices(choices, current)) report(choices);
  }, [batches.data, choices]);
  useEffect(() => {
    latest.current.onValidityChange?.(isValid);
  }, [isValid]);

  const handlers = useMemo<BatchHandlers>(
    () => ({
      onApproversChange: (key, userIds) => latest.current.onChange(setApprovers(latest.current.choices, key, userIds)),
      onStampChange: (key, slot, stampId) =>
        latest.current.onChange(setStamp(latest.current.choices, key, slot, stampId)),
    }),
    [],
  );

  const stampList = stamps.data ?? NO_STAMPS;
  const options = useMemo(
    () => [{ id: NO_STAMP, label: strings.noStamp }, ...stampOptions(stampList, strings.rules.caExpired)],
    [stampList, strings.noStamp, strings.rules.caExpired],
  );

  const members = users.data ?? NO_MEMBERS;
  const peopleByBatch = useMemo(
    () => (batches.data ?? []).map((batch) => approverOptions(members, batch.userInfoVoList)),
    [batches.data, members],
  );

  const loadError = batches.error ?? stamps.error ?? users.error ?? null;
  if (files.length === 0) return <Empty description={strings.noFiles} />;
  if (loadError) {
    const retry = () => {
      if (batches.error) void batches.refetch();
      if (stamps.error) void stamps.refetch();
      if (users.error) void users.refetch();
    };
    return (
      <Alert
        tone="error"
        title={strings.loadFailed}
        description={loadError.message}
        action={
          <Button size="sm" onPress={retry}>
            {strings.retry}
          </Button>
        }
      />
    );
  }
  if (!batches.data || stamps.isPending || users.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Spinner tip={strings.loading} />
      </div>
    );
  }

  return (
    <div className={styles.picker}>
      {validation.approverMessage ? (
        <Alert tone="error" title={localizeBatchRule(validation.approverMessage, strings.rules)} />
      ) : null}
      <ol className={styles.batchList} aria-label={strings.listLabel}>
        {batches.data.map((batch, index) => {
          const choice = choices[index];
          if (!choice) return null;
          const message = validation.batchMessages[choice.key];
          return (
            <BatchCard
              key={choice.key}
              projectId={projectId}
              batch={batch}
              choice={choice}
              position={index + 1}
              people={peopleByBatch[index] ?? []}
              stampOptions={options}
              message={message ? localizeBatchRule(message, strings.rules) : null}
              strings={strings}
              handlers={handlers}
            />
          );
        })}
      </ol>
    </div>
  );
}

interface BatchHandlers {
  onApproversChange: (key: string, userIds: string[]) => void;
  onStampChange: (key: string, slot: number, stampId: string | null) => void;
}

interface BatchCardProps {
  projectId: string;
  batch: StampBatch;
  choice: BatchChoice;
  position: number;
  people: readonly SelectOption[];
  stampOptions: readonly SelectOption[];
  message: string | null;
  strings: StampBatchPickerLocale;
  handlers: BatchHandlers;
}

/** One batch: title, drawing count, viewer button, the no-approver hint, approvers and stamp selectors. */
const BatchCard = memo(function BatchCard({
  projectId,
  batch,
  choice,
  position,
  people,
  stampOptions: options,
  message,
  strings,
  handlers,
}: BatchCardProps) {
  const titleId = useId();
  const [isViewerOpen, setViewerOpen] = useState(false);
  const slots = choice.stampIds.length;
  const title = strings.batchTitle(position);

  return (
    <li className={styles.batch} data-invalid={message ? true : undefined}>
      <section aria-labelledby={titleId} className={styles.batchBody}>
        <header className={styles.batchHeader}>
          <h3 id={titleId} className={styles.batchTitle}>
            {title}
          </h3>
          <span className={styles.drawingCount}>{strings.drawingCount(choice.drawings.length)}</span>
          <Button size="sm" variant="link" icon={<EyeIcon />} onPress={() => setViewerOpen(true)}>
            {strings.viewDrawings}
          </Button>
        </header>
        {batch.userInfoVoList.length === 0 ? <Alert tone="warning" title={strings.noApproversHint} /> : null}
        <div className={styles.fields}>
          <MultiSelect
            label={strings.approversLabel}
            items={people}
            value={choice.userIdList}
            onChange={(keys) => handlers.onApproversChange(choice.key, keys.map(String))}
            placeholder={strings.approversPlaceholder}
            searchPlaceholder={strings.approversSearch}
            emptyText={strings.noPeople}
          />
          {choice.stampIds.map((stampId, slot) => (
            <Select
              // Slots are positions, never reordered.
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position
              key={slot}
              label={strings.stampLabel(slot + 1, slots)}
              items={options}
              selectedKey={stampId}
              onSelectionChange={(key) =>
                handlers.onStampChange(choice.key, slot, key === null || key === NO_STAMP ? null : String(key))
              }
              placeholder={strings.stampPlaceholder}
              emptyText={strings.noStamps}
              // The batch's stamp message goes under its last selector.
              errorMessage={slot === slots - 1 && message ? message : undefined}
              isInvalid={Boolean(message)}
            />
          ))}
        </div>
      </section>
      {isViewerOpen ? (
        <Suspense fallback={null}>
          <DrawingViewer
            projectId={projectId}
            title={strings.viewerTitle(position)}
            drawings={choice.drawings}
            isOpen
            onOpenChange={setViewerOpen}
            strings={strings}
          />
        </Suspense>
      ) : null}
    </li>
  );
});
