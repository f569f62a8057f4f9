import { PRINT_COPIES_MAX, PRINT_COPIES_MIN, PUBLISH_MAX_APPROVERS } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Alert, Button, Dialog, NumberField, useToast } from '@atelier/ui';
import {
  Form,
  FormDatePicker,
  FormField,
  FormMultiSelect,
  FormSelect,
  FormTextArea,
  FormTextField,
} from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type Control, useForm, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import { CostTable } from './CostTable';
import {
  useCalcRules,
  useLaunchPublish,
  usePublishApprovers,
  usePublishers,
  usePublishNameCheck,
  usePublishQuote,
} from './hooks';
import type { PublishLaunchDialogLocale, PublishLaunchDialogProps } from './interface';
import {
  clampCopies,
  defaultPublishName,
  initialLaunchValues,
  launchRefusal,
  localizePublishRule,
  type PublishFileChoice,
  type PublishLaunchOutput,
  type PublishLaunchValues,
  publishLaunchFormSchema,
  quoteRequest,
  toLaunchRequest,
} from './model';
import * as styles from './Publish.css';

type LaunchControl = Control<PublishLaunchValues, unknown, PublishLaunchOutput>;

/**
 * 发起发布审批 (000 sections 2, 5, 6, 9; 001 section 7): the drawings chosen in the directory printed by a
 * publisher (晒图单位) at a calculation rule's prices (计费规则), delivered on a date (交付时间), approved by up to
 * ten publishing managers. Each drawing has its copies (份数, 1..999), set one by one or all at once; the cost table
 * (规格, 单价, 数量, 合计, 总计) is the server's quote, asked again when the copies or the rule change. The name is
 * checked by the server on blur and on submit. A refusal keeps everything typed.
 */
export function PublishLaunchDialog({
  projectId,
  projectName,
  files,
  isOpen,
  onOpenChange,
  onLaunched,
  locale,
}: PublishLaunchDialogProps) {
  const t = useFeatureLocale('PublishLaunchDialog', locale);
  const formId = useId();
  const submitLabelId = useId();
  const [isSubmitting, setSubmitting] = useState(false);
  // A fresh form each time the dialog opens (the files or the project may have changed).
  const [session, setSession] = useState(0);
  const wasOpen = useRef(isOpen);
  useEffect(() => {
    if (isOpen && !wasOpen.current) setSession((n) => n + 1);
    wasOpen.current = isOpen;
  }, [isOpen]);

  const footer = (
    <div className={styles.footer}>
      <Button onPress={() => onOpenChange(false)}>{t.cancel}</Button>
      <Button variant="primary" type="submit" form={formId} aria-labelledby={submitLabelId} isPending={isSubmitting}>
        {t.submit}
      </Button>
    </div>
  );

  return (
    <>
      {/* The submit button's name outside the dialog: see ShareLinkDialog (react-aria's pending announcement). */}
      <span id={submitLabelId} hidden>
        {t.submit}
      </span>
      <Dialog title={t.title} width={960} isOpen={isOpen} onOpenChange={onOpenChange} footer={footer}>
        <LaunchForm
          key={session}
          id={formId}
          projectId={projectId}
          projectName={projectName}
          files={files}
          onSubmittingChange={setSubmitting}
          onLaunched={(actId) => {
            onLaunched?.(actId);
            onOpenChange(false);
          }}
          t={t}
        />
      </Dialog>
    </>
  );
}

interface LaunchFormProps {
  id: string;
  projectId: string;
  projectName: string;
  files: readonly PublishFileChoice[];
  onSubmittingChange: (isSubmitting: boolean) => void;
  onLaunched: (actId: string) => void;
  t: PublishLaunchDialogLocale;
}

function LaunchForm({ id, projectId, projectName, files, onSubmittingChange, onLaunched, t }: LaunchFormProps) {
  const toast = useToast();
  const publishers = usePublishers();
  const calcRules = useCalcRules();
  const approvers = usePublishApprovers(projectId);
  const checkName = usePublishNameCheck(projectId);
  const launch = useLaunchPublish();

  const [initialValues] = useState(() =>
    initialLaunchValues(files, defaultPublishName(projectName, t.defaultNameSuffix)),
  );
  const form = useForm<PublishLaunchValues, unknown, PublishLaunchOutput>({
    resolver: zodResolver(publishLaunchFormSchema),
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { control, getValues, setError, formState } = form;

  useEffect(() => {
    onSubmittingChange(formState.isSubmitting);
  }, [formState.isSubmitting, onSubmittingChange]);

  const rule = (message: string | undefined) => (message ? localizePublishRule(message, t.rules) : undefined);
  const errorText = (message: string) => localizePublishRule(message, t.rules);

  /** The server's check of the name; a taken name shows under the field. */
  const checkNameOnServer = async (actName: string): Promise<boolean> => {
    const result = await checkName(actName);
    if (result.available) return true;
    if (getValues('actName').trim() === actName) {
      setError('actName', { type: 'server', message: result.message }, { shouldFocus: true });
    }
    return false;
  };

  const onBlurName = () => {
    const actName = getValues('actName').trim();
    if (!publishLaunchFormSchema.shape.actName.safeParse(actName).success) return;
    checkNameOnServer(actName).catch(() => {
      // Reported by the shared response handling; submit checks again.
    });
  };

  const submit = async (output: PublishLaunchOutput) => {
    try {
      if (!(await checkNameOnServer(output.actName))) return;
    } catch {
      return;
    }
    try {
      const { actId } = await launch.mutateAsync(toLaunchRequest(projectId, output));
      toast.success(t.launched);
      onLaunched(actId);
    } catch (error) {
      // Nothing typed is lost: a refusal that names a field shows under it, the rest as the server's message.
      const refusal = launchRefusal(error);
      if (refusal) {
        setError(refusal.field, { type: 'server', message: refusal.message }, { shouldFocus: true });
        return;
      }
      if (!(isApiError(error) && error.handled)) {
        toast.error(error instanceof Error && error.message ? error.message : t.submitFailed);
      }
    }
  };

  const publisherOptions = useMemo(
    () => (publishers.data ?? []).map((p) => ({ id: p.id, label: p.name, description: p.phone ?? undefined })),
    [publishers.data],
  );
  const ruleOptions = useMemo(
    () => (calcRules.data ?? []).map((r) => ({ id: r.id, label: r.ruleName, description: r.remarks ?? undefined })),
    [calcRules.data],
  );
  const approverOptions = useMemo(
    () => (approvers.data ?? []).map((u) => ({ id: u.userId, label: u.realname, description: u.phone })),
    [approvers.data],
  );
  const failed = [publishers, calcRules, approvers].filter((query) => query.error);

  return (
    <Form form={form} onSubmit={submit} id={id} aria-label={t.formLabel} className={styles.form} errorText={errorText}>
      {failed.length > 0 ? (
        <Alert
          tone="error"
          title={t.loadFailed}
          description={failed[0]?.error?.message}
          action={
            <Button
              size="sm"
              onPress={() => {
                for (const query of failed) void query.refetch();
              }}
            >
              {t.retry}
            </Button>
          }
        />
      ) : null}
      <FormTextField
        control={control}
        name="actName"
        label={t.nameLabel}
        isRequired
        placeholder={t.namePlaceholder}
        onBlur={onBlurName}
      />
      <div className={styles.row}>
        <FormSelect
          control={control}
          name="publisherId"
          label={t.publisherLabel}
          isRequired
          items={publisherOptions}
          placeholder={t.publisherPlaceholder}
          emptyText={t.noPublishers}
        />
        <FormSelect
          control={control}
          name="calcRuleId"
          label={t.calcRuleLabel}
          isRequired
          items={ruleOptions}
          placeholder={t.calcRulePlaceholder}
          emptyText={t.noCalcRules}
        />
      </div>
      <div className={styles.row}>
        {/* The date in the locale's order (年/月/日 in Chinese); its value YYYY-MM-DD. */}
        <FormDatePicker control={control} name="deliveryTime" label={t.deliveryTimeLabel} isRequired />
        <FormMultiSelect
          control={control}
          name="approvalUserIdList"
          label={t.approversLabel}
          isRequired
          items={approverOptions}
          maxCount={PUBLISH_MAX_APPROVERS}
          maxCountMessage={t.rules.approversTooMany}
          placeholder={t.approversPlaceholder}
          searchPlaceholder={t.approversSearch}
          emptyText={t.noApprovers}
        />
      </div>
      <FormTextArea
        control={control}
        name="remarks"
        label={t.remarksLabel}
        placeholder={t.remarksPlaceholder}
        autoSize={{ minRows: 2, maxRows: 6 }}
      />
      <FileCopies control={control} files={files} t={t} rule={rule} />
      <Quote control={control} projectId={projectId} t={t} />
    </Form>
  );
}

interface FileCopiesProps {
  control: LaunchControl;
  files: readonly PublishFileChoice[];
  t: PublishLaunchDialogLocale;
  rule: (message: string | undefined) => string | undefined;
}

/** The drawings with their copies, and 批量设置份数 for all of them. */
function FileCopies({ control, files, t, rule }: FileCopiesProps) {
  const headingId = useId();
  const [batch, setBatch] = useState(1);
  const { setValue, trigger } = useFormContext<PublishLaunchValues, unknown, PublishLaunchOutput>();
  const { errors } = useFormState({ control, name: 'resList' });
  // The list's own rule (at least one, at most 2000); a row's copies show at the row.
  const listError = errors.resList?.message ?? errors.resList?.root?.message;
  const applyBatch = () => {
    const copies = clampCopies(batch);
    // One value per row without validating each, then the list once: 2000 rows stay quick.
    files.forEach((_, index) => {
      setValue(`resList.${index}.printCopies`, copies, { shouldDirty: true });
    });
    void trigger('resList');
  };
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {t.filesLabel}
          <span className={styles.muted}>{` ${t.fileCount(files.length)}`}</span>
        </h3>
        <div className={styles.batch}>
          <NumberField
            label={t.batchCopies}
            className={styles.batchField}
            size="sm"
            minValue={PRINT_COPIES_MIN}
            maxValue={PRINT_COPIES_MAX}
            step={1}
            value={batch}
            onChange={(value) => setBatch(clampCopies(value))}
          />
          <Button size="sm" onPress={applyBatch}>
            {t.applyBatchCopies}
          </Button>
        </div>
      </div>
      {listError ? (
        <p role="alert" className={styles.muted}>
          {rule(listError)}
        </p>
      ) : null}
      <div className={styles.fileScroller}>
        <table className={styles.fileTable} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col" className={styles.fileHead}>
                {t.fileName}
              </th>
              <th scope="col" className={styles.fileHead}>
                {t.copies}
              </th>
            </tr>
          </thead>
          <tbody>
            {files.map((file, index) => (
              <tr key={file.resId}>
                <th scope="row" className={styles.fileCell} style={{ fontWeight: 'normal', textAlign: 'start' }}>
                  {file.resName}
                </th>
                <td className={`${styles.fileCell} ${styles.copiesCell}`}>
                  <FormField
                    control={control}
                    name={`resList.${index}.printCopies`}
                    render={({ value, onChange, onBlur, errorMessage, ref, name }) => (
                      <NumberField
                        ref={ref}
                        name={name}
                        aria-label={t.copiesOf(file.resName)}
                        size="sm"
                        step={1}
                        value={value}
                        onChange={onChange}
                        onBlur={onBlur}
                        errorMessage={errorMessage}
                      />
                    )}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

interface QuoteProps {
  control: LaunchControl;
  projectId: string;
  t: PublishLaunchDialogLocale;
}

/**
 * 费用清单: the server's quote for the chosen rule and copies. Asked again a moment after they change; the last
 * quote stays (marked busy) while the next loads or while the copies cannot be priced.
 */
function Quote({ control, projectId, t }: QuoteProps) {
  const headingId = useId();
  const [calcRuleId, resList] = useWatch({ control, name: ['calcRuleId', 'resList'] });
  const request = useMemo(() => quoteRequest(projectId, calcRuleId, resList), [projectId, calcRuleId, resList]);
  const quote = usePublishQuote(request);
  const busy = quote.isFetching || quote.isSettling;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {t.costLabel}
        </h3>
        <p role="status" className={styles.muted}>
          {busy && (request || quote.data) ? t.quoting : ''}
        </p>
      </div>
      {quote.isError && !quote.isFetching ? (
        <Alert
          tone="error"
          title={t.quoteFailed}
          description={quote.error.message}
          action={
            <Button size="sm" onPress={() => void quote.refetch()}>
              {t.retry}
            </Button>
          }
        />
      ) : quote.data ? (
        <CostTable rows={quote.data.rows} total={quote.data.totalPrice} loading={busy} label={t.costTable} t={t} />
      ) : !calcRuleId ? (
        <p className={styles.muted}>{t.quoteNeedsRule}</p>
      ) : (
        <CostTable rows={[]} loading={busy} label={t.costTable} t={t} />
      )}
    </section>
  );
}
