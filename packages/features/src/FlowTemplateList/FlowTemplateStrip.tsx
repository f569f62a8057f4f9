import {
  AddIcon,
  Button,
  EditIcon,
  IconButton,
  InfoIcon,
  Popover,
  PopoverTrigger,
  Radio,
  RadioGroup,
  Skeleton,
  useToast,
} from '@atelier/ui';
import { useState } from 'react';
import { useFlowTemplate } from '../FlowTemplateDialog';
import { useFeatureLocale } from '../locale';
import * as styles from './FlowTemplateList.css';
import { useFlowTemplatePages } from './hooks';
import type { FlowTemplateChoice, FlowTemplateListLocale, FlowTemplateStripProps } from './interface';
import { useFlowTemplateEditor } from './useFlowTemplateEditor';

const DEFAULT_VALUE = 'default';

/**
 * The ordered-signing dialog's template strip (000 section 2): the default template of an ordinary project, a new
 * template, and the project's templates, one chosen; each with its nodes behind an info icon, and an edit icon on
 * one's own (and on the default). A new or edited template is chosen at once.
 */
export function FlowTemplateStrip({
  projectId,
  projectName,
  enterpriseId,
  defaultTemplate,
  value,
  onChange,
  locale,
}: FlowTemplateStripProps) {
  const t = useFeatureLocale('FlowTemplateList', locale);
  const toast = useToast();
  const pages = useFlowTemplatePages(projectId);
  const templates = pages.data?.pages.flatMap((page) => page.list) ?? [];
  const { edit, dialog } = useFlowTemplateEditor({
    projectId,
    projectName,
    enterpriseId,
    onSaved: (saved) => {
      toast.success(t.saved);
      if (saved.mode === 'default') onChange({ kind: 'default' });
      else if (saved.id) onChange({ kind: 'template', id: saved.id });
    },
  });

  const selected = value ? (value.kind === 'default' ? DEFAULT_VALUE : value.id) : null;
  const choose = (key: string) =>
    onChange(key === DEFAULT_VALUE ? { kind: 'default' } : ({ kind: 'template', id: key } as FlowTemplateChoice));

  return (
    <div className={styles.strip}>
      <RadioGroup
        label={t.stripLabel}
        value={selected}
        onChange={choose}
        className={styles.stripGroup}
        aria-busy={pages.isPending || undefined}
      >
        <div className={styles.stripCards}>
          {defaultTemplate ? (
            <div className={styles.card} data-selected={selected === DEFAULT_VALUE || undefined}>
              <Radio value={DEFAULT_VALUE}>{t.defaultTemplate}</Radio>
              <IconButton
                variant="text"
                size="sm"
                icon={<EditIcon />}
                aria-label={t.editTemplate(t.defaultTemplate)}
                onPress={() => edit({ mode: 'default', ...defaultTemplate })}
              />
            </div>
          ) : null}
          {templates.map((template) => (
            <div key={template.id} className={styles.card} data-selected={selected === template.id || undefined}>
              <Radio value={template.id}>{template.actName}</Radio>
              <TemplateInfo actId={template.id} name={template.actName} t={t} />
              {template.mine ? (
                <IconButton
                  variant="text"
                  size="sm"
                  icon={<EditIcon />}
                  aria-label={t.editTemplate(template.actName)}
                  onPress={() => edit({ mode: 'edit', actId: template.id })}
                />
              ) : null}
            </div>
          ))}
          {pages.isPending ? <Skeleton active paragraph={false} /> : null}
        </div>
      </RadioGroup>
      <div className={styles.stripActions}>
        {pages.hasNextPage ? (
          // Not isPending: react-aria announces a pending button by its label, which goes with the button.
          <Button size="sm" isDisabled={pages.isFetchingNextPage} onPress={() => void pages.fetchNextPage()}>
            {t.more}
          </Button>
        ) : null}
        <Button size="sm" variant="dashed" icon={<AddIcon />} onPress={() => edit({ mode: 'add' })}>
          {t.newTemplate}
        </Button>
      </div>
      {dialog}
    </div>
  );
}

/** A template's nodes (duty and people), loaded when the info popover opens. */
function TemplateInfo({ actId, name, t }: { actId: string; name: string; t: FlowTemplateListLocale }) {
  const [open, setOpen] = useState(false);
  return (
    <PopoverTrigger isOpen={open} onOpenChange={setOpen}>
      <IconButton variant="text" size="sm" icon={<InfoIcon />} aria-label={t.info(name)} />
      <Popover title={t.infoTitle(name)} placement="bottom">
        {open ? <TemplateNodes actId={actId} t={t} /> : null}
      </Popover>
    </PopoverTrigger>
  );
}

function TemplateNodes({ actId, t }: { actId: string; t: FlowTemplateListLocale }) {
  const template = useFlowTemplate(actId);
  if (template.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (template.isError) return <p className={styles.muted}>{t.infoFailed}</p>;
  return (
    <ol className={styles.nodes}>
      {/* Duties are unique across a template's nodes. */}
      {template.data.tasks.map((task) => (
        <li key={task.dictDutyId}>
          <span className={styles.nodeDuty}>{task.taskName}</span>
          {task.actForms.map((form) => form.userInfo.realname).join('、')}
        </li>
      ))}
    </ol>
  );
}
