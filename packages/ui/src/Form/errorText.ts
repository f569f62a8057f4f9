import { createContext, useContext } from 'react';

/**
 * Turns a rule's message into the text shown under a field (e.g. a rule key into the locale's sentence). Set once
 * per form with `<Form errorText>`, so no field has to translate its own message.
 */
export type ErrorText = (message: string) => string;

export const ErrorTextContext = createContext<ErrorText | undefined>(undefined);

/** The message as the form shows it: translated when the form says how, else as the rule gave it. */
export function useErrorText(message: string | undefined): string | undefined {
  const errorText = useContext(ErrorTextContext);
  return message && errorText ? errorText(message) : message;
}
