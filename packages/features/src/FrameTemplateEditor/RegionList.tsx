import { FRAME_INFO_FIELDS, FrameRegionKind } from '@atelier/api';
import { Button, DeleteIcon, Select, TextField } from '@atelier/ui';
import { useId } from 'react';
import * as styles from './FrameTemplateEditor.css';
import type { FrameTemplateEditorLocale } from './interface';
import { type EditorRegion, formatMm, positionMm, sizeMm } from './model';

export interface RegionListProps {
  regions: readonly EditorRegion[];
  selectedKey: string | null;
  duties: readonly { id: string; name: string }[];
  describe: (region: EditorRegion) => string;
  onSelect: (key: string) => void;
  onEdit: (key: string, change: Partial<Pick<EditorRegion, 'label' | 'dutyId'>>) => void;
  onRemove: (key: string) => void;
  strings: FrameTemplateEditorLocale;
}

/** The regions beside the drawing: each with its kind, label or duty and size in millimetres; the selected one's fields. */
export function RegionList({
  regions,
  selectedKey,
  duties,
  describe,
  onSelect,
  onEdit,
  onRemove,
  strings,
}: RegionListProps) {
  const titleId = useId();
  return (
    <section className={styles.side} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sideTitle}>
        {strings.regions}
      </h3>
      {regions.length === 0 ? <p className={styles.muted}>{strings.noRegions}</p> : null}
      <ul className={styles.list}>
        {regions.map((region) => {
          const size = sizeMm(region);
          const at = positionMm(region);
          const selected = region.key === selectedKey;
          return (
            <li
              key={region.key}
              className={[styles.item, selected ? styles.itemSelected : ''].filter(Boolean).join(' ')}
              data-kind={region.kind}
            >
              <div className={styles.itemHead}>
                <button
                  type="button"
                  className={styles.itemButton}
                  aria-pressed={selected}
                  onClick={() => onSelect(region.key)}
                >
                  {describe(region)}
                </button>
                <Button
                  variant="link"
                  size="sm"
                  danger
                  icon={<DeleteIcon />}
                  aria-label={`${strings.remove} ${describe(region)}`}
                  onPress={() => onRemove(region.key)}
                />
              </div>
              <span className={styles.meta}>
                {strings.size(formatMm(size.width), formatMm(size.height))} ·{' '}
                {strings.position(formatMm(at.x), formatMm(at.y))}
              </span>
              {selected ? <RegionFields region={region} duties={duties} onEdit={onEdit} strings={strings} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function RegionFields({
  region,
  duties,
  onEdit,
  strings,
}: {
  region: EditorRegion;
  duties: readonly { id: string; name: string }[];
  onEdit: RegionListProps['onEdit'];
  strings: FrameTemplateEditorLocale;
}) {
  if (region.kind === FrameRegionKind.Anchor) {
    return (
      <TextField
        size="sm"
        label={strings.label}
        description={strings.labelFromSample}
        value={region.label}
        onChange={(label) => onEdit(region.key, { label })}
      />
    );
  }
  if (region.kind === FrameRegionKind.Info) {
    return (
      <Select
        size="sm"
        label={strings.field}
        items={FRAME_INFO_FIELDS.map((f) => ({ id: f, label: f }))}
        selectedKey={region.label || null}
        onSelectionChange={(key) => onEdit(region.key, { label: key === null ? '' : String(key) })}
      />
    );
  }
  if (region.kind === FrameRegionKind.Signer || region.kind === FrameRegionKind.Signature) {
    return (
      <Select
        size="sm"
        label={strings.duty}
        items={duties.map((d) => ({ id: d.id, label: d.name }))}
        selectedKey={region.dutyId || null}
        onSelectionChange={(key) => onEdit(region.key, { dutyId: key === null ? '' : String(key) })}
      />
    );
  }
  return null;
}
