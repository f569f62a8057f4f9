import { BUILDING_TYPES, type BuildingType, projectYears } from '@atelier/api';
import { NumberField, Select, TextField } from '@atelier/ui';
import { FormField } from '@atelier/ui/form';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import type { ProjectWizardLocale } from './interface';
import type { BasicInfoValues } from './model';
import * as styles from './ProjectCreation.css';

export type UniqueField = 'name' | 'simpleName' | 'designNum';

interface BasicInfoStepProps {
  control: Control<BasicInfoValues>;
  strings: ProjectWizardLocale;
  year: number;
  /** A unique field lost focus: the wizard checks it on the server. */
  onUniqueBlur: (field: UniqueField) => void;
}

/** Step 1 (001 section 5.3): the project's basic information. */
export function BasicInfoStep({ control, strings, year, onUniqueBlur }: BasicInfoStepProps) {
  const years = useMemo(() => projectYears().map((y) => ({ id: String(y), label: String(y) })), []);
  const types = useMemo(() => BUILDING_TYPES.map((t) => ({ id: t, label: strings.typeOptions[t] ?? t })), [strings]);

  const text = (
    name: 'name' | 'simpleName' | 'designNum' | 'Development' | 'address' | 'cooOrg',
    label: string,
    opts: { isRequired?: boolean; description?: string; unique?: boolean } = {},
  ) => (
    <FormField
      control={control}
      name={name}
      label={label}
      isRequired={opts.isRequired}
      description={opts.description}
      render={({ onBlur, value, ...field }) => (
        <TextField
          {...field}
          value={value ?? ''}
          onBlur={() => {
            onBlur();
            if (opts.unique) onUniqueBlur(name as UniqueField);
          }}
        />
      )}
    />
  );

  return (
    <div className={styles.columns}>
      {text('name', strings.nameLabel, { isRequired: true, unique: true })}
      {text('simpleName', strings.simpleNameLabel, {
        isRequired: true,
        unique: true,
        description: strings.simpleNameHelp(year),
      })}
      {text('designNum', strings.designNumLabel, { isRequired: true, unique: true })}
      {text('Development', strings.buildUnitLabel, { isRequired: true })}
      <FormField
        control={control}
        name="year"
        label={strings.yearLabel}
        isRequired
        render={({ value, onChange, ref: _ref, isInvalid: _invalid, ...field }) => (
          <Select
            {...field}
            items={years}
            selectedKey={String(value)}
            onSelectionChange={(key) => {
              if (key !== null) onChange(Number(key));
              onUniqueBlur('simpleName');
            }}
          />
        )}
      />
      {text('address', strings.addressLabel)}
      <FormField
        control={control}
        name="scale"
        label={strings.scaleLabel}
        render={({ value, onChange, ref: _ref, ...field }) => (
          <NumberField
            {...field}
            value={value ?? Number.NaN}
            onChange={(next: number) => onChange(Number.isNaN(next) ? null : next)}
          />
        )}
      />
      {text('cooOrg', strings.cooperationLabel)}
      <FormField
        control={control}
        name="type"
        label={strings.typeLabel}
        render={({ value, onChange, ref: _ref, isInvalid: _invalid, ...field }) => (
          <Select
            {...field}
            items={types}
            selectedKey={value ?? null}
            onSelectionChange={(key) => onChange(key === null ? null : (String(key) as BuildingType))}
          />
        )}
      />
    </div>
  );
}
