import { api, ResponseCode } from '@atelier/api';
import { slideAnswerOf } from '../auth/captcha';
import type { TestServer } from './harness';

/**
 * The token of a slide challenge passed through the API, as a person would pass it: a new challenge, answered where
 * its hole is (read from the database, as a person reads it from the picture). For tests that log in past
 * CAPTCHA_AFTER_FAILURES failures.
 */
export async function passedCaptchaToken(server: Pick<TestServer, 'call' | 'db'>): Promise<string> {
  const issued = await server.call(api.auth.slideImage, {});
  if (issued.body.code !== ResponseCode.Success) throw new Error(`slideImage: ${issued.body.message}`);
  const { token, yPosition } = issued.body.result as { token: string; yPosition: number };
  const where = await slideAnswerOf(server.db, token);
  const checked = await server.call(api.auth.checkSlide, { token, xPosition: where?.xPosition, yPosition });
  if (checked.body.result !== true) throw new Error('the challenge did not pass');
  return token;
}
