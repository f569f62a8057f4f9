/**
 * Pure pieces of the account-settings forms (issue 24): the profile form's values and rules (the shared ones of
 * @atelier/api), where a refusal shows, and the device's label.
 */
import { EMAIL_INVALID, type LoginDevice, profileSchema } from '@atelier/api';
import { z } from 'zod';

/** The profile form: the name by the shared rule, the email checked when not empty. */
export const profileFormSchema = z.object({
  realname: profileSchema.shape.realname,
  email: z.string().pipe(profileSchema.shape.email.unwrap()),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** What the form sends: the name trimmed as typed, the email (empty clears it). */
export function profileInput(values: ProfileFormValues): { realname: string; email: string } {
  return { realname: values.realname.trim(), email: values.email.trim() };
}

/** Which field a refusal of the server belongs under. */
export function fieldOfProfileRefusal(message: string): 'realname' | 'email' {
  return message === EMAIL_INVALID ? 'email' : 'realname';
}

/** A device as the list and the confirmation name it: 'Windows · Chrome 131'. */
export function deviceLabel(device: Pick<LoginDevice, 'device' | 'browser'>): string {
  return `${device.device} · ${device.browser}`;
}
