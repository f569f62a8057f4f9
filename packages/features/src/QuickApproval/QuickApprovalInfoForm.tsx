import { EnterpriseStampListType, formatFileSize, type Stamp } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Alert, Button, Checkbox, DeleteIcon, FilePicker, IconButton, useConfirm, useToast } from '@atelier/ui';
import { Form, FormMultiSelect, FormSelect, FormTextArea, FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Control, type FieldErrors, useController, useForm, useWatch } from 'react-hook-form';
import { useViewerId } from '../ApprovalDetail';
import { useFeatureLocale } from '../locale';
import { allChosenStampIds, type BatchChoice, useEnterpriseStamps, useRegistrationStamps } from '../StampBatchPicker';
import { stampOptions } from '../shared/stampOptions';
import { useApprovalNameCheck, useStampIsCloud, useStampSigners } from './hooks';
import type { QuickApprovalInfoFormLocale, QuickApprovalInfoFormProps } from './interface';
import {
  type CaCheck,
  checkCaStamps,
  chosenStampIdsOf,
  emptyInfoValues,
  isCaCheckPassed,
  isCaOffered,
  localizeInfoRule,
  NO_OUTPUT_STAMP_ID,
  type QuickApprovalInfoOutput,
  type QuickApprovalInfoValues,
  quickApprovalInfoSchema,
  shouldAskAboutCa,
  stampsByIds,
  submitNameMessage,
  toAttachmentItems,
  toQuickApprovalInfo,
} from './model';
import * as styles from './QuickApprovalInfoForm.css';

const NO_BATCHES: readonly BatchChoice[] = [];
const NO_STAMPS: Stamp[] = [];

/**
 * Step 3 of the quick stamp approval, "Other info" (000 section 2): approval name (快速签章-YYYYMMDDHHmmss by
 * default), output stamp (with 无, id '0'), custom stamps, stamp signer, remarks, the CA checkbox (only with
 * `canUseCa` and the enterprise's cloud stamps), attachments, and submit. Every rule of section 5 shows its message
 * under its field; on submit the server checks the name (a taken name shows under the field, nothing typed is lost),
 * CA stamps chosen without CA ask whether to use CA, and with CA the chosen CA stamps must share one certification
 * organisation and be unexpired. The valid values go to `onSubmit`.
 */
export function QuickApprovalInfoForm({
  projectId,
  enterpriseId,
  canUseCa,
  batches = NO_BATCHES,
  defaultValues,
  suggestedName,
  onValuesChange,
  onValidityChange,
  onSubmit,
  id,
  hideSubmit = false,
  locale,
}: QuickApprovalInfoFormProps) {
  const strings = useFeatureLocale('QuickApprovalInfoForm', locale);
  const toast = useToast();
  const confirm = useConfirm();

  const outputStamps = useEnterpriseStamps(EnterpriseStampListType.Output);
  const customStamps = useEnterpriseStamps(EnterpriseStampListType.Custom);
  const batchStampIds = useMemo(() => allChosenStampIds(batches), [batches]);
  const registrationStamps = useRegistrationStamps(batchStampIds.length > 0);
  const signers = useStampSigners(projectId, enterpriseId);
  const viewer = useViewerId(true);
  const cloud = useStampIsCloud(enterpriseId, canUseCa);
  const caOffered = isCaOffered(canUseCa, cloud.data);
  const checkName = useApprovalNameCheck(projectId);

  const [initialValues] = useState<QuickApprovalInfoValues>(() => ({
    ...emptyInfoValues(strings.defaultNamePrefix),
    ...defaultValues,
  }));
  const form = useForm<QuickApprovalInfoValues, unknown, QuickApprovalInfoOutput>({
    resolver: zodResolver(quickApprovalInfoSchema),
    mode: 'onChange',
    defaultValues: initialValues,
  });
  const { control, getValues, setError, setValue, formState } = form;
  const values = useWatch({ control }) as QuickApprovalInfoValues;

  // Every stamp the approval would apply (the batches' registration stamps too), for the CA rules.
  const catalogue = useMemo(
    () => [...(registrationStamps.data ?? NO_STAMPS), ...(outputStamps.data ?? []), ...(customStamps.data ?? [])],
    [registrationStamps.data, outputStamps.data, customStamps.data],
  );
  const chosen = useMemo(
    () =>
      stampsByIds(
        chosenStampIdsOf(batches, {
          entStampId: values.entStampId ?? null,
          customizedStampIds: values.customizedStampIds ?? [],
        }),
        catalogue,
      ),
    [batches, values.entStampId, values.customizedStampIds, catalogue],
  );
  const isCa = caOffered && Boolean(values.isCa);
  const caCheck = useMemo(() => (isCa ? checkCaStamps(chosen) : null), [isCa, chosen]);
  const isValid = formState.isValid && (caCheck === null || isCaCheckPassed(caCheck));

  const latest = useRef({ onValuesChange, onValidityChange });
  useLayoutEffect(() => {
    latest.current = { onValuesChange, onValidityChange };
  });
  useEffect(() => {
    latest.current.onValidityChange?.(isValid);
  }, [isValid]);
  useEffect(() => {
    latest.current.onValuesChange?.(values);
  }, [values]);

  // The stamp signer starts as the launcher when the launcher may sign (is among the signers) and none was chosen:
  // the first 发起审批 would otherwise fail on an empty required field.
  useEffect(() => {
    const me = viewer.data;
    if (!me || getValues('signMan') || form.getFieldState('signMan').isDirty) return;
    if (signers.data?.some((user) => user.userId === me)) setValue('signMan', me, { shouldValidate: true });
  }, [viewer.data, signers.data, form, getValues, setValue]);

  // A suggestion replaces the name only while the user has not edited it.
  useEffect(() => {
    if (suggestedName && !form.getFieldState('approvalName').isDirty) {
      setValue('approvalName', suggestedName, { shouldValidate: true });
    }
  }, [suggestedName, form, setValue]);

  /** The server's check of the name; its message goes under the field. */
  const checkNameOnServer = async (approvalName: string): Promise<boolean> => {
    const result = await checkName(approvalName);
    if (result.available) return true;
    if (getValues('approvalName').trim() === approvalName) {
      setError('approvalName', { type: 'server', message: result.message }, { shouldFocus: true });
    }
    return false;
  };

  const onBlurName = () => {
    const approvalName = getValues('approvalName').trim();
    if (!quickApprovalInfoSchema.shape.approvalName.safeParse(approvalName).success) return;
    checkNameOnServer(approvalName).catch(() => {
      // A failed check is reported by the shared response handling; submit checks again.
    });
  };

  /** Submit once every rule passed: the server's name check, the CA question and rules, then `onSubmit`. */
  const submit = async (output: QuickApprovalInfoOutput) => {
    try {
      if (!(await checkNameOnServer(output.approvalName))) return;
    } catch {
      return;
    }
    let useCa = caOffered && output.isCa;
    if (shouldAskAboutCa(caOffered, useCa, chosen)) {
      useCa = await confirm({
        title: strings.caQuestion,
        content: strings.caQuestionDetail,
        okText: strings.caYes,
        cancelText: strings.caNo,
        tone: 'info',
      });
      if (useCa) setValue('isCa', true, { shouldDirty: true });
    }
    // With CA the chosen CA stamps must pass its rules; their message shows at the checkbox.
    if (useCa && !isCaCheckPassed(checkCaStamps(chosen))) return;
    try {
      await onSubmit?.(toQuickApprovalInfo({ ...output, isCa: useCa }));
    } catch (error) {
      const nameMessage = submitNameMessage(error);
      if (nameMessage) {
        setError('approvalName', { type: 'server', message: nameMessage }, { shouldFocus: true });
        return;
      }
      if (!(isApiError(error) && error.handled))
        toast.error(error instanceof Error && error.message ? error.message : strings.submitFailed);
    }
  };

  const outputOptions = useMemo(
    () => [
      { id: NO_OUTPUT_STAMP_ID, label: strings.noOutputStamp },
      ...stampOptions(outputStamps.data ?? NO_STAMPS, strings.rules.caExpired),
    ],
    [outputStamps.data, strings.noOutputStamp, strings.rules.caExpired],
  );
  const customOptions = useMemo(
    () => stampOptions(customStamps.data ?? NO_STAMPS, strings.rules.caExpired),
    [customStamps.data, strings.rules.caExpired],
  );
  const signerOptions = useMemo(
    () => (signers.data ?? []).map((user) => ({ id: user.userId, label: user.realname, description: user.phone })),
    [signers.data],
  );

  const failed = [outputStamps, customStamps, signers, registrationStamps, cloud].filter((query) => query.error);
  const retry = () => {
    for (const query of failed) void query.refetch();
  };
  const errorText = (message: string) => localizeInfoRule(message, strings.rules);

  return (
    <Form
      form={form}
      onSubmit={submit}
      id={id}
      aria-label={strings.formLabel}
      className={styles.form}
      errorText={errorText}
    >
      {failed.length > 0 ? (
        <Alert
          tone="error"
          title={strings.loadFailed}
          description={failed[0]?.error?.message}
          action={
            <Button size="sm" onPress={retry}>
              {strings.retry}
            </Button>
          }
        />
      ) : null}
      <div className={styles.row}>
        <FormTextField
          control={control}
          name="approvalName"
          label={strings.nameLabel}
          isRequired
          placeholder={strings.namePlaceholder}
          onBlur={onBlurName}
        />
        <FormSelect
          control={control}
          name="entStampId"
          label={strings.outputStampLabel}
          isRequired
          items={outputOptions}
          placeholder={strings.outputStampPlaceholder}
          emptyText={strings.noStamps}
        />
        <FormSelect
          control={control}
          name="signMan"
          label={strings.signerLabel}
          isRequired
          items={signerOptions}
          placeholder={strings.signerPlaceholder}
          emptyText={strings.noSigners}
        />
      </div>
      <FormMultiSelect
        control={control}
        name="customizedStampIds"
        label={strings.customStampsLabel}
        items={customOptions}
        placeholder={strings.customStampsPlaceholder}
        searchPlaceholder={strings.customStampsSearch}
        emptyText={strings.noStamps}
      />
      <FormTextArea
        control={control}
        name="remarks"
        label={strings.remarksLabel}
        placeholder={strings.remarksPlaceholder}
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
      {caOffered ? <CaCheckbox control={control} check={caCheck} strings={strings} /> : null}
      <Attachments control={control} errors={formState.errors} strings={strings} />
      {hideSubmit ? null : (
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isPending={formState.isSubmitting}>
            {strings.submit}
          </Button>
        </div>
      )}
    </Form>
  );
}

interface CaCheckboxProps {
  control: Control<QuickApprovalInfoValues, unknown, QuickApprovalInfoOutput>;
  check: CaCheck | null;
  strings: QuickApprovalInfoFormLocale;
}

/** The CA checkbox, with the CA rules' message while it is ticked. */
function CaCheckbox({ control, check, strings }: CaCheckboxProps) {
  const { field } = useController({ control, name: 'isCa' });
  const messages: string[] = [];
  if (check?.organisation) messages.push(localizeInfoRule(check.organisation, strings.rules));
  if (check && check.expired.length > 0) {
    messages.push(strings.caExpiredStamps(check.expired.map((stamp) => stamp.name).join('、')));
  }
  return (
    <Checkbox
      name={field.name}
      isSelected={field.value}
      onChange={field.onChange}
      errorMessage={messages.length > 0 ? messages.join(' ') : undefined}
    >
      {strings.caLabel}
    </Checkbox>
  );
}

interface AttachmentsProps {
  control: Control<QuickApprovalInfoValues, unknown, QuickApprovalInfoOutput>;
  errors: FieldErrors<QuickApprovalInfoValues>;
  strings: QuickApprovalInfoFormLocale;
}

/** The attachments: a picker and the picked files, each with its size, its rule's message and a remove button. */
function Attachments({ control, errors, strings }: AttachmentsProps) {
  const { field } = useController({ control, name: 'attachments' });
  const headingId = useId();
  const items = field.value;
  const itemErrors = (errors.attachments ?? []) as unknown as ({ message?: string } | undefined)[];
  return (
    <section aria-labelledby={headingId} className={styles.attachments}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {strings.attachmentsLabel}
      </h3>
      <FilePicker
        allowsDirectories={false}
        description={strings.attachmentsHint}
        onSelect={(picked) => field.onChange([...items, ...toAttachmentItems(picked.map(({ file }) => file))])}
      />
      {items.length > 0 ? (
        <ul aria-label={strings.attachmentList} className={styles.attachmentList}>
          {items.map((item, index) => {
            const message = itemErrors[index]?.message;
            const messageId = `${headingId}-${item.key}`;
            return (
              <li key={item.key} className={styles.attachment} data-invalid={message ? true : undefined}>
                <span className={styles.attachmentName} aria-describedby={message ? messageId : undefined}>
                  {item.file.name}
                </span>
                <span className={styles.attachmentSize}>{formatFileSize(item.file.size)}</span>
                <IconButton
                  variant="text"
                  icon={<DeleteIcon />}
                  aria-label={strings.removeAttachment(item.file.name)}
                  onPress={() => field.onChange(items.filter((other) => other.key !== item.key))}
                />
                {message ? (
                  <p id={messageId} className={styles.attachmentError} role="alert">
                    {localizeInfoRule(message, strings.rules)}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
