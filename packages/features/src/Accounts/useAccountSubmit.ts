import { isApiError } from '@atelier/api/client';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { AccountFormsLocale } from './interface';
import { fieldOfRefusal } from './model';

/**
 * What an account form does with a failed submit: the server's message under the phone or the code when it is
 * about them, otherwise above the form; nothing typed is lost. Failures the shared handling already announced
 * (timeouts, server errors) are not repeated.
 */
export function useAccountSubmit<T extends FieldValues & { phone: string; code: string }>(
  form: UseFormReturn<T>,
  strings: AccountFormsLocale,
) {
  const [message, setMessage] = useState<string | null>(null);
  const onError = (error: Error) => {
    if (isApiError(error) && error.handled && !error.passedThrough) return;
    const text = error.message || strings.failed;
    const where = fieldOfRefusal(text);
    if (where === 'form') setMessage(text);
    else form.setError(where as Path<T>, { type: 'server', message: text }, { shouldFocus: true });
  };
  return { message, clear: () => setMessage(null), say: (text: string) => setMessage(text), onError };
}
