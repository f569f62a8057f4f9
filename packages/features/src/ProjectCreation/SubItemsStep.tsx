import { ProjectLimit, subItemCountError, subItemErrors } from '@atelier/api';
import { AddIcon, Alert, Button, DeleteIcon, IconButton, Select, TextField } from '@atelier/ui';
import type { ProjectWizardLocale } from './interface';
import { addSubItem, changeSubItem, removeSubItem, type SubItemRow } from './model';
import * as styles from './ProjectCreation.css';

interface SubItemsStepProps {
  rows: SubItemRow[];
  onChange: (rows: SubItemRow[]) => void;
  /** Next was pressed: every message shows, empty fields included. */
  isAttempted: boolean;
  strings: ProjectWizardLocale;
  /** The enabled project templates (none while loading or when the firm has none). */
  templates: readonly { id: string; name: string; folderCount: number }[];
  templateId: string | null;
  onTemplateChange: (templateId: string | null) => void;
}

const NO_TEMPLATE = 'none';

/** Step 2 (001 section 5.4): 1 to 20 sub-items, names and design numbers each at most 10 characters and unique. */
export function SubItemsStep(props: SubItemsStepProps) {
  const { rows, onChange, isAttempted, strings, templates, templateId } = props;
  const errors = subItemErrors(rows);
  const countError = subItemCountError(rows.length);
  const shown = (value: string, message: string | null) => (isAttempted || value !== '' ? message : null);
  const known = templates.some((t) => t.id === templateId);
  return (
    <div className={styles.form}>
      <Select
        label={strings.templateLabel}
        description={strings.templateHelp}
        items={[
          { id: NO_TEMPLATE, label: strings.noTemplate },
          ...templates.map((t) => ({ id: t.id, label: strings.templateOption(t.name, t.folderCount) })),
        ]}
        selectedKey={templateId && known ? templateId : NO_TEMPLATE}
        onSelectionChange={(key) => props.onTemplateChange(key === null || key === NO_TEMPLATE ? null : String(key))}
      />
      <h3 className={styles.heading}>{strings.subItemsHeading(rows.length, ProjectLimit.SubItemsMax)}</h3>
      {isAttempted && countError ? <Alert tone="error" title={countError} /> : null}
      <ol className={styles.subItemList}>
        {rows.map((row, index) => {
          const position = index + 1;
          return (
            <li key={row.key} className={styles.subItemRow}>
              <TextField
                label={strings.subItemName(position)}
                isRequired
                value={row.name}
                onChange={(value) => onChange(changeSubItem(rows, row.key, 'name', value))}
                errorMessage={shown(row.name, errors[index]?.name ?? null) ?? undefined}
              />
              <TextField
                label={strings.subItemDesignNum(position)}
                isRequired
                value={row.designNum}
                onChange={(value) => onChange(changeSubItem(rows, row.key, 'designNum', value))}
                errorMessage={shown(row.designNum, errors[index]?.designNum ?? null) ?? undefined}
              />
              <IconButton
                aria-label={strings.removeSubItem(position)}
                icon={<DeleteIcon />}
                onPress={() => onChange(removeSubItem(rows, row.key))}
              />
            </li>
          );
        })}
      </ol>
      <div>
        <Button
          icon={<AddIcon />}
          isDisabled={rows.length >= ProjectLimit.SubItemsMax}
          onPress={() => onChange(addSubItem(rows))}
        >
          {strings.addSubItem}
        </Button>
      </div>
    </div>
  );
}
