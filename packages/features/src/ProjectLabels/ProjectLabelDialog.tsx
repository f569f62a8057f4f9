import { LabelLimit } from '@atelier/api';
import { Button, Checkbox, CheckboxGroup, Dialog, Empty } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { useRunChange } from '../shared/useRunChange';
import { useLabels, useSetProjectLabels } from './hooks';
import type { ProjectLabelDialogProps } from './interface';
import { LabelsState } from './LabelsState';
import { LabelTag } from './LabelTag';
import { labelChoosable } from './model';
import * as styles from './ProjectLabels.css';

/**
 * Puts the caller's labels on a project (updateProLabel): their labels as checkboxes, the project's ticked; at most
 * five, the rest disabled once five are ticked. Without any label yet it says so and offers the label manager.
 */
export function ProjectLabelDialog({ project, onClose, onManage, locale }: ProjectLabelDialogProps) {
  const t = useFeatureLocale('ProjectLabels', locale);
  const run = useRunChange();
  const list = useLabels(project !== null);
  const save = useSetProjectLabels();
  const [chosen, setChosen] = useState<string[]>([]);

  // The project's own labels, ticked each time the dialog opens for a project (not on every render of the caller).
  const current = project?.labelList?.map((l) => l.id).join('/') ?? '';
  useEffect(() => {
    setChosen(current ? current.split('/') : []);
  }, [current]);

  return (
    <Dialog
      title={project ? t.setLabelsTitle(project.name) : t.setLabels}
      width={480}
      isOpen={project !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      okText={t.ok}
      cancelText={t.cancel}
      okButtonProps={{ isDisabled: !list.isSuccess }}
      onOk={() =>
        project ? run(() => save.mutateAsync({ projectId: project.id, labelIdList: chosen }), t.labelsSaved) : false
      }
    >
      <LabelsState
        query={list}
        t={t}
        empty={
          <Empty simple description={t.pickerEmpty}>
            {onManage ? (
              <Button size="sm" onPress={onManage}>
                {t.manage}
              </Button>
            ) : null}
          </Empty>
        }
      >
        {(labels) => (
          <div className={styles.form}>
            <CheckboxGroup
              label={t.choose}
              description={t.pickerHint}
              orientation="vertical"
              value={chosen}
              onChange={(next) => setChosen(next.slice(0, LabelLimit.PerProject))}
            >
              {labels.map((label) => (
                <Checkbox
                  key={label.id}
                  value={label.id}
                  aria-label={label.name}
                  isDisabled={!labelChoosable(chosen, label.id)}
                >
                  <LabelTag color={label.color}>{label.name}</LabelTag>
                </Checkbox>
              ))}
            </CheckboxGroup>
          </div>
        )}
      </LabelsState>
    </Dialog>
  );
}
