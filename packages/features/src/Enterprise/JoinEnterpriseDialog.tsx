import { ENTERPRISE_SEARCH_DEBOUNCE_MS, type JoinEnterpriseForm, joinEnterpriseFormSchema } from '@atelier/api';
import { ComboBox, Dialog, TextArea, useToast } from '@atelier/ui';
import { FormField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useFeatureLocale } from '../locale';
import * as styles from './Enterprise.css';
import { useEnterpriseSearch, useJoinEnterprise } from './hooks';
import type { JoinEnterpriseDialogProps } from './interface';
import { joinWarningCode, refusalNotice, searchKeyword } from './model';

type Output = z.output<typeof joinEnterpriseFormSchema>;
const EMPTY: JoinEnterpriseForm = { enterpriseId: '', comment: '' };

/**
 * 申请加入企业 (001 sections 3.1, 5.2, 8.2): the enterprise found by name or invitation code (searched on the server
 * 500 ms after the last key, only for a non-empty keyword) and an optional comment. Sent: a persistent notice with the
 * server's message and the dialog closes; 40003 (already a member, already asked) a persistent warning; any other
 * refusal a persistent error, the dialog open with what was typed.
 */
export function JoinEnterpriseDialog({ isOpen, onOpenChange, onJoined, locale }: JoinEnterpriseDialogProps) {
  const t = useFeatureLocale('JoinEnterpriseDialog', locale);
  const toast = useToast();
  const join = useJoinEnterprise();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  useEffect(() => {
    const next = searchKeyword(typed);
    const timer = setTimeout(() => setKeyword(next), ENTERPRISE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useEnterpriseSearch(isOpen ? keyword : null);
  const items = (keyword ? (search.data ?? []) : []).map((e) => ({
    id: e.id,
    label: e.enterpriseName,
    description: e.districtDetails,
  }));

  const form = useForm<JoinEnterpriseForm, unknown, Output>({
    resolver: zodResolver(joinEnterpriseFormSchema),
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, reset } = form;

  const close = () => {
    reset(EMPTY);
    setTyped('');
    setKeyword(null);
    onOpenChange(false);
  };

  const onOk = async (): Promise<boolean> => {
    let values: Output | undefined;
    await handleSubmit((v) => {
      values = v;
    })();
    if (!values) return false;
    try {
      const comment = values.comment?.trim();
      const joined = await join.mutateAsync({ enterpriseId: values.enterpriseId, ...(comment ? { comment } : {}) });
      toast.info(joined.message, { duration: 0 });
      close();
      onJoined?.(joined);
      return true;
    } catch (error) {
      const notice = refusalNotice(error, joinWarningCode);
      if (notice) toast[notice.tone](notice.message, { duration: 0 });
      return false;
    }
  };

  return (
    <Dialog
      title={t.title}
      width={520}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      onOk={onOk}
      okText={t.submit}
      cancelText={t.cancel}
    >
      <div className={styles.form}>
        <FormField
          control={control}
          name="enterpriseId"
          label={t.enterprise}
          isRequired
          render={({ value, onChange, errorMessage, isInvalid, onBlur }) => (
            <ComboBox
              label={t.enterprise}
              isRequired
              isInvalid={isInvalid}
              errorMessage={errorMessage}
              description={t.enterpriseHint}
              placeholder={t.enterprisePlaceholder}
              items={items}
              filterOption={false}
              isLoading={search.isFetching}
              emptyText={t.noResult}
              allowsEmptyCollection
              inputValue={typed}
              onInputChange={setTyped}
              selectedKey={value || null}
              onSelectionChange={(key) => onChange(key === null ? '' : String(key))}
              onBlur={onBlur}
            />
          )}
        />
        <FormField
          control={control}
          name="comment"
          label={t.comment}
          render={({ value, onChange, ...field }) => (
            <TextArea {...field} value={value ?? ''} onChange={onChange} placeholder={t.commentPlaceholder} />
          )}
        />
      </div>
    </Dialog>
  );
}
