import { maskPhone, SmsPurpose } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Alert, Dialog, LockIcon, useToast } from '@atelier/ui';
import { Form, FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import * as styles from './Accounts.css';
import type { ChangePhoneDialogProps } from './interface';
import { type ChangePhoneFormValues, changePhoneFormSchema, fieldOfPhoneChangeRefusal } from './model';
import { SmsCodeField } from './SmsCodeField';
import { useChangePhone } from './settingsHooks';

const EMPTY: ChangePhoneFormValues = { phone: '', code: '', password: '' };

/**
 * 更换手机号: the new number with 获取验证码 (a code for the phone change, sent to the new number, then the 60 s
 * countdown), the code and the login password (the old phone may be lost: the password is what every account has).
 * A refusal shows under the field it is about and keeps everything typed; once changed a toast says so and the
 * dialog closes. Opening it again starts empty.
 */
export function ChangePhoneDialog({ isOpen, onOpenChange, currentPhone, onChanged, locale }: ChangePhoneDialogProps) {
  const strings = useFeatureLocale('AccountForms', locale);
  const toast = useToast();
  const change = useChangePhone();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<ChangePhoneFormValues>({ resolver: zodResolver(changePhoneFormSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (!isOpen) return;
    form.reset(EMPTY);
    setMessage(null);
  }, [isOpen, form]);

  /** Resolves true when changed (the dialog closes), false on a rule or a refusal (it stays, as typed). */
  const submit = () =>
    new Promise<boolean>((resolve) => {
      setMessage(null);
      void form.handleSubmit(
        async (values) => {
          try {
            const { phone } = await change.mutateAsync(changePhoneFormSchema.parse(values));
            toast.success(strings.phoneChanged);
            onChanged?.(phone);
            resolve(true);
          } catch (error) {
            resolve(false);
            if (isApiError(error) && error.handled && !error.passedThrough) return;
            const text = (error instanceof Error && error.message) || strings.failed;
            const where = fieldOfPhoneChangeRefusal(text);
            if (where === 'form') setMessage(text);
            else form.setError(where, { type: 'server', message: text }, { shouldFocus: true });
          }
        },
        () => resolve(false),
      )();
    });

  return (
    <Dialog
      title={strings.changePhone}
      width={480}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={strings.changePhone}
      cancelText={strings.cancel}
      onOk={submit}
    >
      <Form form={form} aria-label={strings.changePhone} onSubmit={() => void submit()}>
        {message ? <Alert tone="error" showIcon description={message} /> : null}
        <dl className={styles.facts}>
          <dt>{strings.boundPhone}</dt>
          <dd>{maskPhone(currentPhone)}</dd>
        </dl>
        <FormTextField
          control={form.control}
          name="phone"
          label={strings.newPhone}
          placeholder={strings.newPhonePlaceholder}
          description={strings.newPhoneHint}
          autoComplete="tel"
          inputMode="tel"
          maxLength={11}
          isRequired
        />
        <SmsCodeField form={form} purpose={SmsPurpose.ChangePhone} strings={strings} size="md" />
        <FormTextField
          control={form.control}
          name="password"
          type="password"
          label={strings.loginPassword}
          placeholder={strings.loginPasswordPlaceholder}
          autoComplete="current-password"
          prefix={<LockIcon tone="secondary" />}
          isRequired
        />
      </Form>
    </Dialog>
  );
}
