import { type Duty, type FlowTemplate, LinearMode } from '@atelier/api';
import {
  AddIcon,
  Alert,
  Button,
  DeleteIcon,
  Dialog,
  DragHandleIcon,
  Empty,
  IconButton,
  MultiSelect,
  Select,
  TextField,
  useToast,
} from '@atelier/ui';
import { FormField, FormRadioGroup } from '@atelier/ui/form';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { zodResolver } from '@hookform/resolvers/zod';
import { memo, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Control, type FieldErrors, useController, useForm, useWatch } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import * as styles from './FlowTemplateDialog.css';
import {
  useCreateFlowTemplate,
  useDefaultFlowTemplate,
  useDuties,
  useFlowTemplate,
  useProjectUsers,
  useTemplateNameCheck,
  useUpdateDefaultFlowTemplate,
  useUpdateFlowTemplate,
} from './hooks';
import type { FlowTemplateDialogLocale, FlowTemplateDialogProps, FlowTemplateSaved } from './interface';
import {
  addNode,
  createNode,
  defaultTemplateUuid,
  disabledDutyIds,
  dutyOptions,
  emptyFormValues,
  type FlowNode,
  type FlowTemplateFormOutput,
  type FlowTemplateFormValues,
  flowTemplateFormSchema,
  fromTemplate,
  localizeRule,
  MAX_PEOPLE_PER_NODE,
  moveNode,
  type NodeErrors,
  nodeError,
  nodePosition,
  peopleOptions,
  removeNode,
  type SelectOption,
  saveFailure,
  setNodeDuty,
  setNodePeople,
  templatePeople,
  titleKey,
  toCreateRequest,
  toUpdateDefaultRequest,
  toUpdateRequest,
} from './model';

const DIALOG_WIDTH = 800;
const NO_DUTIES: Duty[] = [];

/**
 * The flow-template dialog (000 section 2): a template's name, parallel (并行, where the specification has the
 * typo 并性) or linear (线性) order and its nodes, each a duty and up to 10 people, reordered by dragging (pointer or keyboard, announced to screen readers).
 * Adds a template, edits one (`mode: 'edit'`, `actId`) or edits a project's default template (`mode: 'default'`).
 * Every rule is checked as the user types and again on confirm, with the specification's messages; the name's
 * uniqueness is the server's check. A save that fails keeps everything typed.
 */
export function FlowTemplateDialog(props: FlowTemplateDialogProps) {
  const { isOpen: isOpenProp, defaultOpen, onOpenChange } = props;
  const [innerOpen, setInnerOpen] = useState(defaultOpen ?? false);
  const isOpen = isOpenProp ?? innerOpen;
  // Every opening starts a fresh form: the editor below is keyed by the number of openings.
  const [openings, setOpenings] = useState(isOpen ? 1 : 0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) setOpenings((n) => n + 1);
  }
  const setOpen = (next: boolean) => {
    if (isOpenProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };
  return <FlowTemplateEditor key={openings} {...props} isOpen={isOpen} setOpen={setOpen} />;
}

type EditorProps = FlowTemplateDialogProps & { isOpen: boolean; setOpen: (next: boolean) => void };

function FlowTemplateEditor(props: EditorProps) {
  const { projectId, projectName, enterpriseId, isOpen, setOpen, onSuccess, onCancel, locale } = props;
  const strings = useFeatureLocale('FlowTemplateDialog', locale);
  const toast = useToast();

  const actId = props.mode === 'edit' ? props.actId : undefined;
  const defaultTarget =
    props.mode === 'default' ? { projectId, dictSpecialtyId: props.dictSpecialtyId, uuid: props.uuid } : undefined;
  const givenUuid = props.mode === 'default' ? props.uuid : undefined;

  const byId = useFlowTemplate(isOpen ? actId : undefined);
  const byDefault = useDefaultFlowTemplate(isOpen ? defaultTarget : undefined);
  const templateQuery = props.mode === 'edit' ? byId : props.mode === 'default' ? byDefault : null;
  const loaded: FlowTemplate | undefined = templateQuery?.data;
  const duties = useDuties(enterpriseId, isOpen);
  const users = useProjectUsers(projectId, enterpriseId, isOpen);

  const checkName = useTemplateNameCheck(projectId, actId);
  const create = useCreateFlowTemplate();
  const update = useUpdateFlowTemplate();
  const updateDefault = useUpdateDefaultFlowTemplate();

  const [initialValues] = useState(emptyFormValues);
  const form = useForm<FlowTemplateFormValues, unknown, FlowTemplateFormOutput>({
    resolver: zodResolver(flowTemplateFormSchema),
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { control, reset, setError, getValues, handleSubmit, formState } = form;

  // A loaded template fills the form once per opening (a later refetch must not wipe what is typed).
  const [isFilled, setFilled] = useState(props.mode === 'add');
  useEffect(() => {
    if (!isFilled && loaded) {
      reset(fromTemplate(loaded));
      setFilled(true);
    }
  }, [isFilled, loaded, reset]);

  const loadError = templateQuery?.error ?? duties.error ?? users.error ?? null;
  const isLoading =
    !loadError && (!isFilled || duties.isPending || users.isPending || (templateQuery?.isPending ?? false));

  const dutyList = duties.data ?? NO_DUTIES;
  const options = useMemo(() => peopleOptions(users.data ?? [], templatePeople(loaded)), [users.data, loaded]);
  const nodeCount = useWatch({ control, name: 'nodes' }).length;

  /** The server's check of the name; its message goes under the field (default templates are found by uuid). */
  const checkNameOnServer = async (actName: string): Promise<boolean> => {
    if (props.mode === 'default') return true;
    const result = await checkName(actName);
    if (result.available) return true;
    if (getValues('actName').trim() === actName) {
      setError('actName', { type: 'server', message: result.message }, { shouldFocus: false });
    }
    return false;
  };

  const onBlurName = () => {
    const actName = getValues('actName').trim();
    if (!flowTemplateFormSchema.shape.actName.safeParse(actName).success) return;
    checkNameOnServer(actName).catch(() => {
      // A failed check is reported by the shared response handling; confirm checks again.
    });
  };

  const save = async (values: FlowTemplateFormOutput): Promise<FlowTemplateSaved> => {
    const context = { projectId, projectName, enterpriseId, duties: dutyList };
    const { actName } = values;
    if (props.mode === 'add') {
      const { id } = await create.mutateAsync(toCreateRequest(values, context));
      return { mode: 'add', id, actName };
    }
    if (!loaded) throw new Error(strings.loadFailed);
    if (props.mode === 'edit') {
      await update.mutateAsync(toUpdateRequest(values, loaded, context));
      return { mode: 'edit', id: loaded.actInfo.id, actName };
    }
    const uuid = defaultTemplateUuid(loaded, givenUuid);
    if (!uuid) throw new Error(strings.loadFailed);
    await updateDefault.mutateAsync(toUpdateDefaultRequest(values, loaded, uuid, context));
    return { mode: 'default', id: loaded.actInfo.id, actName };
  };

  /** Confirm: every rule again, the server's name check, then the save. Resolves false to stay open. */
  const onOk = async (): Promise<boolean> => {
    const submitted: { values?: FlowTemplateFormOutput } = {};
    await handleSubmit((values) => {
      submitted.values = values;
    })();
    const { values } = submitted;
    if (!values) return false;
    try {
      if (!(await checkNameOnServer(values.actName))) return false;
      const saved = await save(values);
      onSuccess?.(saved);
      return true;
    } catch (error) {
      const failure = saveFailure(error, strings.saveFailed);
      if (failure.nameMessage) setError('actName', { type: 'server', message: failure.nameMessage });
      if (failure.toastMessage) toast.error(failure.toastMessage);
      return false;
    }
  };

  const retry = () => {
    if (templateQuery?.error) void templateQuery.refetch();
    if (duties.error) void duties.refetch();
    if (users.error) void users.refetch();
  };

  const [isDragging, setDragging] = useState(false);

  return (
    <Dialog
      title={strings[titleKey(props.mode)]}
      width={DIALOG_WIDTH}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onCancel={onCancel}
      onOk={onOk}
      okText={strings.ok}
      cancelText={strings.cancel}
      okButtonProps={{ isDisabled: nodeCount === 0 || loadError !== null }}
      isPending={isLoading}
      // Escape during a keyboard drag cancels the drag, not the dialog.
      isKeyboardDismissDisabled={isDragging}
    >
      {loadError ? (
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
      ) : (
        <div className={styles.form}>
          <FormField
            control={control}
            name="actName"
            label={strings.nameLabel}
            isRequired
            render={({ value, onChange, onBlur, errorMessage, ...field }) => (
              <TextField
                {...field}
                value={value}
                onChange={onChange}
                onBlur={() => {
                  onBlur();
                  onBlurName();
                }}
                placeholder={strings.namePlaceholder}
                errorMessage={errorMessage ? localizeRule(errorMessage, strings.rules) : undefined}
              />
            )}
          />
          <FormRadioGroup
            control={control}
            name="isLinear"
            label={strings.modeLabel}
            isRequired
            variant="button"
            options={[
              { value: LinearMode.Parallel, label: strings.parallel },
              { value: LinearMode.Linear, label: strings.linear },
            ]}
          />
          <NodeList
            control={control}
            errors={formState.errors}
            isSubmitted={formState.isSubmitted}
            duties={dutyList}
            people={options}
            strings={strings}
            onDraggingChange={setDragging}
          />
        </div>
      )}
    </Dialog>
  );
}

interface NodeListProps {
  control: Control<FlowTemplateFormValues, unknown, FlowTemplateFormOutput>;
  errors: FieldErrors<FlowTemplateFormValues>;
  isSubmitted: boolean;
  duties: readonly Duty[];
  people: readonly SelectOption[];
  strings: FlowTemplateDialogLocale;
  onDraggingChange: (isDragging: boolean) => void;
}

/** The nodes: count, sortable list, add button and the node limit's warning. */
function NodeList({ control, errors, isSubmitted, duties, people, strings, onDraggingChange }: NodeListProps) {
  const { field } = useController({ control, name: 'nodes' });
  const nodes = field.value;
  const headingId = useId();
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  // Messages show on a node once its duty or people were changed, and on every node after confirm.
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());

  // The latest list and setter, so each node's handlers stay the same function across renders (memoised rows).
  const latest = useRef({ nodes, setNodes: field.onChange as (next: FlowNode[]) => void });
  useLayoutEffect(() => {
    latest.current = { nodes, setNodes: field.onChange as (next: FlowNode[]) => void };
  });
  const handlers = useMemo<NodeHandlers>(() => {
    const touch = (key: string) => setTouched((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));
    const update = (change: (list: FlowNode[]) => FlowNode[]) => latest.current.setNodes(change(latest.current.nodes));
    return {
      onDutyChange: (key, dictDutyId) => {
        touch(key);
        update((list) => setNodeDuty(list, key, dictDutyId));
      },
      onPeopleChange: (key, userIds) => {
        touch(key);
        update((list) => setNodePeople(list, key, userIds));
      },
      onRemove: (key) => {
        setLimitMessage(null);
        update((list) => removeNode(list, key));
      },
    };
  }, []);

  const options = useMemo(() => dutyOptions(duties), [duties]);
  const nodeErrors = (errors.nodes ?? []) as unknown as (NodeErrors | undefined)[];

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // Announcements name the node by the position it had when picked up, and its duty when it has one. Picking a
  // node up also "moves" it over itself: that is not announced, so the pick-up is what is heard.
  const drag = useRef({ nodes, moved: false });
  const label = (id: UniqueIdentifier) => {
    const list = drag.current.nodes;
    const key = String(id);
    const node = list.find((n) => n.key === key);
    const duty = duties.find((d) => d.id === node?.dictDutyId)?.dictName ?? null;
    return strings.nodeLabel(nodePosition(list, key), duty);
  };
  const positionOf = (id: UniqueIdentifier) => nodePosition(drag.current.nodes, String(id));
  const announcements = {
    onDragStart: ({ active }: Pick<DragStartEvent, 'active'>) => strings.dragStart(label(active.id)),
    onDragOver: ({ active, over }: Pick<DragOverEvent, 'active' | 'over'>) => {
      if (!drag.current.moved && over?.id === active.id) return undefined;
      drag.current.moved = true;
      return over ? strings.dragOver(label(active.id), positionOf(over.id)) : strings.dragOutside(label(active.id));
    },
    onDragEnd: ({ active, over }: Pick<DragEndEvent, 'active' | 'over'>) =>
      over
        ? strings.dragEnd(label(active.id), positionOf(over.id))
        : strings.dragCancel(label(active.id), positionOf(active.id)),
    onDragCancel: ({ active }: Pick<DragEndEvent, 'active'>) =>
      strings.dragCancel(label(active.id), positionOf(active.id)),
  };

  const onAdd = () => {
    const result = addNode(nodes, createNode());
    if (!result.ok) {
      setLimitMessage(localizeRule(result.message, strings.rules));
      return;
    }
    setLimitMessage(null);
    latest.current.setNodes(result.nodes);
  };

  return (
    <section aria-labelledby={headingId} className={styles.form}>
      <div className={styles.nodesHeader}>
        <h3 id={headingId} className={styles.nodesTitle}>
          {strings.nodeList}
        </h3>
        <span className={styles.nodeCount} aria-live="polite">
          {strings.nodeCount(nodes.length)}
        </span>
      </div>
      {nodes.length === 0 ? (
        <Empty simple description={strings.noNodes} />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          accessibility={{ announcements, screenReaderInstructions: { draggable: strings.dragInstructions } }}
          onDragStart={() => {
            drag.current = { nodes, moved: false };
            onDraggingChange(true);
          }}
          onDragCancel={() => onDraggingChange(false)}
          onDragEnd={({ active, over }) => {
            onDraggingChange(false);
            if (over && active.id !== over.id)
              latest.current.setNodes(moveNode(nodes, String(active.id), String(over.id)));
          }}
        >
          <SortableContext items={nodes.map((node) => node.key)} strategy={verticalListSortingStrategy}>
            <ol className={styles.nodeList} aria-labelledby={headingId}>
              {nodes.map((node, index) => {
                const problem = isSubmitted || touched.has(node.key) ? nodeError(nodeErrors[index]) : null;
                return (
                  <SortableNode
                    key={node.key}
                    node={node}
                    position={index + 1}
                    strings={strings}
                    dutyOptions={options}
                    disabledDuties={disabledDutyIds(nodes, node.key, duties).sort().join('\n')}
                    people={people}
                    message={problem ? localizeRule(problem.message, strings.rules) : null}
                    dutyInvalid={
                      !!problem &&
                      (problem.problem === 'dutyDuplicated' || (problem.problem === 'incomplete' && !node.dictDutyId))
                    }
                    peopleInvalid={
                      !!problem &&
                      (problem.problem === 'tooManyPeople' ||
                        (problem.problem === 'incomplete' && node.userIdList.length === 0))
                    }
                    handlers={handlers}
                  />
                );
              })}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <div className={styles.footerRow}>
        <Button variant="dashed" icon={<AddIcon />} onPress={onAdd}>
          {strings.addNode}
        </Button>
      </div>
      {limitMessage ? <Alert tone="warning" title={limitMessage} /> : null}
    </section>
  );
}

/** What a node's controls call, the same functions for every render. */
interface NodeHandlers {
  onDutyChange: (key: string, dictDutyId: string | null) => void;
  onPeopleChange: (key: string, userIds: string[]) => void;
  onRemove: (key: string) => void;
}

interface SortableNodeProps {
  node: FlowNode;
  position: number;
  strings: FlowTemplateDialogLocale;
  dutyOptions: readonly SelectOption[];
  /** The duties this node cannot pick, sorted and joined by newlines (a string, so memoised rows compare it). */
  disabledDuties: string;
  people: readonly SelectOption[];
  message: string | null;
  dutyInvalid: boolean;
  peopleInvalid: boolean;
  handlers: NodeHandlers;
}

/** One node: drag handle, name, duty select, people multi-select, delete icon, and its rule's message. */
function SortableNode({ node, position, strings, message, ...fields }: SortableNodeProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: node.key,
    attributes: { roleDescription: strings.sortable },
  });
  const titleId = useId();
  const messageId = useId();
  const describedBy = message ? messageId : undefined;

  return (
    <li
      ref={setNodeRef}
      className={styles.nodeItem}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-dragging={isDragging || undefined}
      data-invalid={message ? true : undefined}
    >
      <fieldset aria-labelledby={titleId} aria-describedby={describedBy} className={styles.nodeGroup}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={strings.dragNode(position)}
        >
          <DragHandleIcon />
        </button>
        <span id={titleId} className={styles.nodeTitle}>
          {strings.nodeName(position)}
        </span>
        <NodeFields
          nodeKey={node.key}
          dictDutyId={node.dictDutyId}
          userIdList={node.userIdList}
          position={position}
          strings={strings}
          describedBy={describedBy}
          {...fields}
        />
      </fieldset>
      {message ? (
        <p id={messageId} className={styles.nodeError}>
          {message}
        </p>
      ) : null}
    </li>
  );
}

interface NodeFieldsProps extends Omit<SortableNodeProps, 'node' | 'message'> {
  nodeKey: string;
  dictDutyId: string | null;
  userIdList: string[];
  describedBy: string | undefined;
}

/** A node's duty select, people multi-select and delete icon; re-rendered only when its own values change. */
const NodeFields = memo(function NodeFields({
  nodeKey,
  dictDutyId,
  userIdList,
  position,
  strings,
  dutyOptions: duties,
  disabledDuties,
  people,
  dutyInvalid,
  peopleInvalid,
  describedBy,
  handlers,
}: NodeFieldsProps) {
  const disabledKeys = useMemo(() => (disabledDuties ? disabledDuties.split('\n') : []), [disabledDuties]);
  return (
    <>
      <Select
        aria-label={strings.dutyLabel(position)}
        items={duties}
        selectedKey={dictDutyId}
        onSelectionChange={(key) => handlers.onDutyChange(nodeKey, key === null ? null : String(key))}
        disabledKeys={disabledKeys}
        placeholder={strings.dutyPlaceholder}
        emptyText={strings.noDuties}
        isInvalid={dutyInvalid}
        aria-describedby={dutyInvalid ? describedBy : undefined}
      />
      <MultiSelect
        aria-label={strings.peopleLabel(position)}
        items={people}
        value={userIdList}
        onChange={(keys) => handlers.onPeopleChange(nodeKey, keys.map(String))}
        maxCount={MAX_PEOPLE_PER_NODE}
        maxCountMessage={strings.rules.peopleLimit}
        placeholder={strings.peoplePlaceholder}
        searchPlaceholder={strings.peopleSearch}
        emptyText={strings.noPeople}
        isInvalid={peopleInvalid}
      />
      <IconButton
        variant="text"
        icon={<DeleteIcon />}
        aria-label={strings.removeNode(position)}
        onPress={() => handlers.onRemove(nodeKey)}
      />
    </>
  );
});
