import {
  type Duty,
  missingConfigurationError,
  personnelDisabledReason,
  type Specialty,
  type UserOption,
} from '@atelier/api';
import { Alert, MultiSelect, useConfirm } from '@atelier/ui';
import { useMemo, useState } from 'react';
import type { PersonProfile, ProjectWizardLocale } from './interface';
import { cellKey, changeKept, type PersonnelValues, setCell } from './model';
import * as styles from './ProjectCreation.css';

interface PersonnelStepProps {
  personnel: PersonnelValues;
  onChange: (personnel: PersonnelValues) => void;
  specialties: readonly Specialty[];
  duties: readonly Duty[];
  people: readonly UserOption[];
  /** People's enterprise specialties and duties, when the enterprise records them (5.5's 无权限). */
  profiles?: Readonly<Record<string, PersonProfile>> | undefined;
  /** Next or create was pressed: the step's message shows. */
  message: string | null;
  strings: ProjectWizardLocale;
}

/**
 * Step 3 (001 section 5.5): project managers and persons in charge, the specialties and duties kept (at least one
 * of each; removing one that has people asks first), and the people of each specialty and duty. People lacking
 * the specialty or the duty are disabled with 无权限.
 */
export function PersonnelStep({
  personnel,
  onChange,
  specialties,
  duties,
  people,
  profiles,
  message,
  strings,
}: PersonnelStepProps) {
  const confirm = useConfirm();
  const [keptMessage, setKeptMessage] = useState<string | null>(null);
  const options = useMemo(
    () => people.map((p) => ({ id: p.userId, label: p.realname, description: p.phone })),
    [people],
  );
  const missing = missingConfigurationError({ specialties: specialties.length, duties: duties.length });
  if (missing) return <Alert tone="warning" title={missing} />;

  const keptSpecialties = specialties.filter((s) => personnel.specialtyIds?.includes(s.id));
  const keptDuties = duties.filter((d) => personnel.dutyIds?.includes(d.id));

  const changeKeptOf = async (kind: 'specialty' | 'duty', next: string[]) => {
    const change = changeKept(personnel, kind, next);
    if (change.kind === 'refused') {
      setKeptMessage(change.message);
      return;
    }
    setKeptMessage(null);
    if (change.kind === 'confirm') {
      const ok = await confirm({ title: change.question, okText: strings.confirmRemove, danger: true });
      if (!ok) return;
    }
    onChange(change.personnel);
  };

  /** A cell's options: people lacking its specialty or duty are disabled and say 无权限. */
  const cellOptions = (dictSpecialtyId: string, dictDutyId: string) =>
    options.map((o) =>
      personnelDisabledReason(profiles?.[o.id] ?? {}, { dictSpecialtyId, dictDutyId }) === null
        ? o
        : { ...o, description: strings.noPermission, isDisabled: true },
    );

  return (
    <div className={styles.form}>
      {message ? <Alert tone="error" title={message} /> : null}
      <div className={styles.columns}>
        <MultiSelect
          label={strings.managersLabel}
          items={options}
          value={personnel.managerIds}
          onChange={(keys) => onChange({ ...personnel, managerIds: keys.map(String) })}
        />
        <MultiSelect
          label={strings.leadersLabel}
          items={options}
          value={personnel.leaderIds}
          onChange={(keys) => onChange({ ...personnel, leaderIds: keys.map(String) })}
        />
        <MultiSelect
          label={strings.specialtiesLabel}
          isRequired
          items={specialties.map((s) => ({ id: s.id, label: s.dictName }))}
          value={personnel.specialtyIds ?? []}
          onChange={(keys) => void changeKeptOf('specialty', keys.map(String))}
        />
        <MultiSelect
          label={strings.dutiesLabel}
          isRequired
          items={duties.map((d) => ({ id: d.id, label: d.dictName }))}
          value={personnel.dutyIds ?? []}
          onChange={(keys) => void changeKeptOf('duty', keys.map(String))}
        />
      </div>
      {keptMessage ? <Alert tone="warning" title={keptMessage} /> : null}
      {keptSpecialties.map((specialty) => (
        <section key={specialty.id} className={styles.section} aria-label={specialty.dictName}>
          <h3 className={styles.heading}>{specialty.dictName}</h3>
          <div className={styles.columns}>
            {keptDuties.map((duty) => (
              <MultiSelect
                key={duty.id}
                label={strings.cellLabel(specialty.dictName, duty.dictName)}
                items={cellOptions(specialty.id, duty.id)}
                value={personnel.cells[cellKey(specialty.id, duty.id)] ?? []}
                onChange={(keys) => onChange(setCell(personnel, specialty.id, duty.id, keys.map(String)))}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
