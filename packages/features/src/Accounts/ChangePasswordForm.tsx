import { isApiError } from '@atelier/api/client';
import { Alert, Button, LockIcon } from '@atelier/ui';
import { Form, FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFeatureLocale } from '../locale';
import { useChangePassword } from './hooks';
import type { ChangePasswordFormProps } from './interface';
import { type ChangePasswordFormValues, changePasswordFormSchema, fieldOfPasswordRefusal } from './model';

/**
 * The password change of /account/security: the current password and a new one (8+ with a letter and a digit,
 * not the current one). A wrong current password shows under it; once changed the form empties and says that the
 * sessions on other devices ended.
 */
export function ChangePasswordForm({ onChanged, className, locale }: ChangePasswordFormProps) {
  const strings = useFeatureLocale('AccountForms', locale);
  const change = useChangePassword();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { oldPassword: '', password: '' },
  });
  return (
    <Form
      form={form}
      className={className}
      aria-label={strings.changePassword}
      onSubmit={(values) => {
        setMessage(null);
        change.mutate(changePasswordFormSchema.parse(values), {
          onSuccess: () => {
            form.reset();
            setMessage({ tone: 'success', text: strings.passwordChanged });
            onChanged?.();
          },
          onError: (error) => {
            if (isApiError(error) && error.handled && !error.passedThrough) return;
            const text = error.message || strings.failed;
            const where = fieldOfPasswordRefusal(text);
            if (where === 'form') setMessage({ tone: 'error', text });
            else form.setError(where, { type: 'server', message: text }, { shouldFocus: true });
          },
        });
      }}
    >
      {message ? <Alert tone={message.tone} showIcon description={message.text} /> : null}
      <FormTextField
        control={form.control}
        name="oldPassword"
        type="password"
        label={strings.oldPassword}
        placeholder={strings.oldPasswordPlaceholder}
        autoComplete="current-password"
        prefix={<LockIcon tone="secondary" />}
        isRequired
      />
      <FormTextField
        control={form.control}
        name="password"
        type="password"
        label={strings.newPassword}
        placeholder={strings.passwordPlaceholder}
        autoComplete="new-password"
        prefix={<LockIcon tone="secondary" />}
        isRequired
      />
      <Button type="submit" variant="primary" isPending={change.isPending}>
        {strings.changePassword}
      </Button>
    </Form>
  );
}
