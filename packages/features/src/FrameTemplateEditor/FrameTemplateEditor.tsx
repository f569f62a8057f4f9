import {
  FRAME_REGION_KINDS,
  type FrameRegionKind,
  type FrameTemplate,
  frameTemplateNameSchema,
  paperSizeOf,
  pointsToMm,
} from '@atelier/api';
import { Alert, Button, DeleteIcon, Dialog, Spinner, Switch, Tag, TextField, useConfirm, useToast } from '@atelier/ui';
import { useId, useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale';
import * as styles from './FrameTemplateEditor.css';
import {
  useDeleteTemplate,
  useFrameTemplates,
  useSampleText,
  useSaveAsNew,
  useSaveLocations,
  useSigningDuties,
  useTemplateLocations,
  useTemplateSample,
  useUpdateTemplate,
} from './hooks';
import type { FrameTemplateEditorLocale, FrameTemplateEditorProps } from './interface';
import {
  type EditorRegion,
  enableProblem,
  fromLocations,
  newRegion,
  regionsProblem,
  sameRegions,
  toLocations,
} from './model';
import { RegionCanvas } from './RegionCanvas';
import { RegionList } from './RegionList';

/**
 * The editor of a frame template (图框配置, issue 23): the sample drawing with its regions, drawn and moved with the
 * mouse and the keyboard, listed with their sizes in millimetres; save, save as new, delete, enable. The checks
 * are the shared rules; the server checks them again.
 */
export function FrameTemplateEditor({ templateId, onSavedAsNew, onDeleted, locale }: FrameTemplateEditorProps) {
  const t = useFeatureLocale('FrameTemplateEditor', locale);
  const templates = useFrameTemplates();
  const locations = useTemplateLocations(templateId);
  const template = templates.data?.find((x) => x.id === templateId);
  const sample = useTemplateSample(templateId, Boolean(template?.sampleId));
  const duties = useSigningDuties();

  if (templates.isError || locations.isError) {
    return (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void Promise.all([templates.refetch(), locations.refetch()])}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!template || !locations.data || (template.sampleId && sample.isPending)) return <Spinner tip={t.loading} />;
  return (
    <Editor
      key={`${template.id}`}
      template={template}
      saved={fromLocations(locations.data)}
      sample={sample.data ?? null}
      duties={(duties.data?.list ?? []).map((d) => ({ id: d.id, name: d.alias || d.dictName }))}
      strings={t}
      onSavedAsNew={onSavedAsNew}
      onDeleted={onDeleted}
      reload={async () => fromLocations((await locations.refetch()).data ?? [])}
    />
  );
}

interface EditorProps {
  template: FrameTemplate;
  saved: EditorRegion[];
  sample: Blob | null;
  duties: { id: string; name: string }[];
  strings: FrameTemplateEditorLocale;
  onSavedAsNew: FrameTemplateEditorProps['onSavedAsNew'];
  onDeleted: FrameTemplateEditorProps['onDeleted'];
  reload: () => Promise<EditorRegion[]>;
}

function Editor({ template, saved, sample, duties, strings: t, onSavedAsNew, onDeleted, reload }: EditorProps) {
  const toast = useToast();
  const confirm = useConfirm();
  const toolbarId = useId();
  const [initial, setInitial] = useState(saved);
  const [regions, setRegionsState] = useState(saved);
  /** Every change of the regions clears the last problem shown. */
  const setRegions = (next: EditorRegion[] | ((all: EditorRegion[]) => EditorRegion[])) => {
    setProblem(null);
    setRegionsState(next);
  };
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [kind, setKind] = useState<FrameRegionKind>('anchor');
  const [problem, setProblem] = useState<string | null>(null);
  const [saveAs, setSaveAs] = useState<string | null>(null);
  const save = useSaveLocations();
  const update = useUpdateTemplate();
  const saveAsNew = useSaveAsNew();
  const remove = useDeleteTemplate();
  const sampleText = useSampleText();
  const page = { width: template.pageWidth ?? 0, height: template.pageHeight ?? 0 };
  const dutyName = useMemo(() => new Map(duties.map((d) => [d.id, d.name])), [duties]);
  const dirty = !sameRegions(regions, initial);

  const describe = (region: EditorRegion) => {
    const detail = region.label || (region.dutyId ? (dutyName.get(region.dutyId) ?? '') : '');
    return t.region(t.kinds[region.kind], detail);
  };
  const edit = (key: string, change: Partial<EditorRegion>) =>
    setRegions((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const removeRegion = (key: string) => {
    setRegions((all) => all.filter((r) => r.key !== key));
    setSelectedKey(null);
  };
  const create = (rect: { x: number; y: number; width: number; height: number }) => {
    const region = newRegion(
      kind,
      rect,
      regions,
      duties.map((d) => d.id),
    );
    setRegions((all) => [...all, region]);
    setSelectedKey(region.key);
    if (kind === 'anchor' && template.sampleId) {
      // mutateAsync, not mutate's onSuccess: TanStack calls a mutate's own callbacks only for the latest call, so
      // of anchors drawn in quick succession only the last got its text (the e2e's walk drew three).
      sampleText
        .mutateAsync({ id: template.id, ...rect })
        .then(({ text }) => text && edit(region.key, { label: text }))
        .catch(() => {
          // The refusal is the client's toast; the label is asked for on save.
        });
    }
  };
  const check = () => {
    const found = regionsProblem(regions, page, {
      dutyName: (id) => dutyName.get(id),
      anchorTextFromSample: Boolean(template.sampleId),
    });
    setProblem(found);
    return found === null;
  };
  const onSave = async () => {
    if (!check()) return;
    await save.mutateAsync({ templateId: template.id, locations: toLocations(regions) });
    const fresh = await reload();
    setInitial(fresh);
    setRegions(fresh);
    setSelectedKey(null);
    toast.success(t.saved);
  };
  const onEnable = async (isEnable: boolean) => {
    const missing = isEnable ? enableProblem(regions) : null;
    if (missing) {
      setProblem(missing);
      return;
    }
    await update.mutateAsync({
      id: template.id,
      curSignNum: template.curSignNum ?? 0,
      curStampNum: template.curStampNum ?? 0,
      isEnable,
    });
  };
  const onSaveAs = async () => {
    const name = frameTemplateNameSchema.safeParse(saveAs ?? '');
    // False or a rejection keeps the dialog open, with the problem shown in it.
    if (!name.success) {
      setProblem(name.error.issues[0]?.message ?? null);
      return false;
    }
    if (!check() || !template.sampleId) return false;
    const created = await saveAsNew.mutateAsync({
      templateName: name.data,
      recordId: template.sampleId,
      page: template.page ?? 1,
      locations: toLocations(regions),
    });
    setSaveAs(null);
    toast.success(t.savedAsNew);
    onSavedAsNew?.(created.id);
  };
  const onDelete = () =>
    void confirm({
      title: t.confirmDelete(template.templateName),
      content: t.confirmDeleteText,
      danger: true,
      onOk: async () => {
        await remove.mutateAsync(template.id);
        toast.success(t.deleted);
        onDeleted?.();
      },
    });

  const paper = paperSizeOf(page.width, page.height);
  const paperText = paper ? t.paper(paper.name, paper.lengthened, paper.orientation === 'landscape') : t.customSize;
  const mm = (v: number) => pointsToMm(v).toFixed(0);

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar}>
        <strong>{template.templateName}</strong>
        <Tag size="sm">{t.page(paperText, mm(page.width), mm(page.height))}</Tag>
        {dirty ? (
          <Tag color="warning" size="sm">
            {t.unsaved}
          </Tag>
        ) : null}
        <span className={styles.spacer} />
        <Switch
          isSelected={template.isEnable ?? false}
          isDisabled={dirty || update.isPending}
          onChange={(on) => void onEnable(on).catch(() => undefined)}
        >
          {t.enabled}
        </Switch>
        <Button variant="primary" isPending={save.isPending} onPress={() => void onSave().catch(() => undefined)}>
          {t.save}
        </Button>
        <Button isDisabled={!template.sampleId} onPress={() => setSaveAs(`${template.templateName}`)}>
          {t.saveAsNew}
        </Button>
        <Button danger icon={<DeleteIcon />} onPress={onDelete}>
          {t.delete}
        </Button>
      </div>
      <div role="toolbar" aria-labelledby={toolbarId} className={styles.toolbar}>
        <span id={toolbarId} className={styles.muted}>
          {t.toolbar}
        </span>
        {FRAME_REGION_KINDS.map((k) => (
          <Button
            key={k}
            size="sm"
            variant={k === kind ? 'primary' : 'default'}
            aria-pressed={k === kind}
            onPress={() => setKind(k)}
          >
            {t.kinds[k]}
          </Button>
        ))}
      </div>
      <p className={styles.hint}>
        {t.kindHints[kind]}。{t.drawHint} {t.keyboardHint}
      </p>
      {!template.sampleId ? <Alert tone="info" title={t.noSample} /> : null}
      {problem ? <Alert tone="error" showIcon title={problem} /> : null}
      <div className={styles.body}>
        <RegionCanvas
          name={template.templateName}
          page={page}
          sample={sample}
          pageNumber={template.page ?? 1}
          regions={regions}
          selectedKey={selectedKey}
          describe={describe}
          onSelect={setSelectedKey}
          onCreate={create}
          onChange={(key, rect) => edit(key, rect)}
          onRemove={removeRegion}
          strings={t}
        />
        <RegionList
          regions={regions}
          selectedKey={selectedKey}
          duties={duties}
          describe={describe}
          onSelect={setSelectedKey}
          onEdit={edit}
          onRemove={removeRegion}
          strings={t}
        />
      </div>
      <Dialog
        title={t.saveAsNewTitle}
        isOpen={saveAs !== null}
        onOpenChange={(open) => !open && setSaveAs(null)}
        onOk={onSaveAs}
        okText={t.confirm}
        cancelText={t.cancel}
        isPending={saveAsNew.isPending}
      >
        <TextField label={t.newName} value={saveAs ?? ''} onChange={setSaveAs} autoFocus />
        {problem ? <p className={styles.error}>{problem}</p> : null}
      </Dialog>
    </div>
  );
}
