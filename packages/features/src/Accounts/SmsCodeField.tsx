import { SMS_RESEND_SECONDS, type SmsPurpose } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Button, TextField } from '@atelier/ui';
import { useEffect, useState } from 'react';
import { type Control, type FieldValues, type Path, type UseFormReturn, useController } from 'react-hook-form';
import * as styles from './Accounts.css';
import { useSendSms } from './hooks';
import type { AccountFormsLocale } from './interface';
import { countdownAfterRefusal, fieldOfRefusal, phoneMessage, tick } from './model';

interface PhoneAndCode extends FieldValues {
  phone: string;
  code: string;
}

/** The countdown of the send-code button: `start(seconds)`, then one second less each second down to 0. */
function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds(tick), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: setSeconds };
}

/**
 * The code field with its send button (获取验证码). The button checks the phone first (its message under the phone
 * field), asks the server for a code of `purpose`, then waits 60 s (59秒后重新获取 …); when the server says to
 * wait, it waits as long as the server says. A refusal shows under the field it is about.
 */
export function SmsCodeField<T extends PhoneAndCode>({
  form,
  purpose,
  strings,
  size = 'lg',
}: {
  form: UseFormReturn<T>;
  purpose: SmsPurpose;
  strings: AccountFormsLocale;
  /** lg on the login page's forms; md in a dialog, level with its other fields. */
  size?: 'md' | 'lg';
}) {
  const send = useSendSms();
  const countdown = useCountdown();
  const [sent, setSent] = useState(false);
  const { field, fieldState } = useController({
    control: form.control as unknown as Control<PhoneAndCode>,
    name: 'code',
  });
  const phonePath = 'phone' as Path<T>;
  const codePath = 'code' as Path<T>;

  const onSend = () => {
    const phone = String(form.getValues(phonePath) ?? '');
    const problem = phoneMessage(phone);
    if (problem) {
      form.setError(phonePath, { type: 'validate', message: problem }, { shouldFocus: true });
      return;
    }
    form.clearErrors(phonePath);
    send.mutate(
      { phone: phone.trim(), type: purpose },
      {
        onSuccess: () => {
          setSent(true);
          countdown.start(SMS_RESEND_SECONDS);
          form.clearErrors(codePath);
        },
        onError: (error) => {
          if (isApiError(error) && error.handled && !error.passedThrough) return;
          const message = error.message || strings.failed;
          const wait = countdownAfterRefusal(message);
          if (wait !== null) countdown.start(wait);
          const where = fieldOfRefusal(message);
          form.setError(where === 'phone' ? phonePath : codePath, { type: 'server', message });
        },
      },
    );
  };

  const waiting = countdown.seconds > 0;
  return (
    <div className={styles.codeRow}>
      <TextField
        className={styles.codeInput}
        name={field.name}
        ref={field.ref}
        label={strings.code}
        placeholder={strings.codePlaceholder}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        size={size}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isInvalid={fieldState.invalid}
        errorMessage={fieldState.error?.message}
        description={sent && !fieldState.invalid ? strings.codeSent : undefined}
        isRequired
      />
      <Button
        className={styles.sendButton}
        size={size}
        isDisabled={waiting}
        isPending={send.isPending}
        onPress={onSend}
      >
        {waiting ? strings.resendIn(countdown.seconds) : strings.sendCode}
      </Button>
    </div>
  );
}
