import { randomInt } from 'node:crypto';
import {
  CAPTCHA_TTL_MINUTES,
  captchaRequired,
  loginCaptchaRefusal,
  randomSlidePosition,
  slideAnswerPasses,
} from '@atelier/api';
import type { Database } from '../db/index';
import { enforce } from '../domain/errors';
import {
  challengeAnswer,
  claimForCheck,
  deleteExpiredChallenges,
  insertChallenge,
  markPassed,
  takePassed,
} from './captchaRepository';
import { newToken } from './password';
import { hashToken } from './session';
import { drawSlideImages } from './slideImages';

/** A [0, 1) source from the operating system's random numbers (the hole must not be guessable from earlier ones). */
const secureRandom = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * A new slide challenge (GET /validate/slideImage): the pictures, the piece's row and a token; where the hole is
 * stays in the database under the token's hash. Expired challenges are dropped on the way.
 */
export async function issueSlideChallenge(db: Database, now = new Date()) {
  await deleteExpiredChallenges(db, now);
  const position = randomSlidePosition(secureRandom);
  const token = newToken();
  await insertChallenge(db, {
    tokenHash: hashToken(token),
    ...position,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MINUTES * 60_000),
  });
  return { token, ...drawSlideImages(position, secureRandom), yPosition: position.yPosition };
}

/**
 * Checks an answer (POST /validate/checkSlide): true when the piece landed on the hole. A challenge is checked once:
 * a wrong answer, a second check, an unknown or expired token all answer false, and the form asks for a new one.
 */
export async function checkSlideChallenge(
  db: Database,
  answer: { token: string; xPosition: number; yPosition: number },
  now = new Date(),
): Promise<boolean> {
  const tokenHash = hashToken(answer.token);
  const challenge = await claimForCheck(db, tokenHash, now);
  const passed = slideAnswerPasses(challenge, answer, now);
  if (passed) await markPassed(db, tokenHash, now);
  return passed;
}

/**
 * The captcha's part of a login: an account that failed `failures` times needs the token of a passed challenge,
 * which this login uses up (whatever the password turns out to be). Below the threshold a token is left alone.
 */
export async function requirePassedCaptcha(
  db: Database,
  failures: number,
  token: string | undefined,
  now = new Date(),
): Promise<void> {
  if (!captchaRequired(failures)) return;
  const passed = token ? await takePassed(db, hashToken(token)) : null;
  enforce(loginCaptchaRefusal(failures, passed, token !== undefined, now));
}

/** Where a challenge's hole is, by its token (tests solve challenges with it). */
export async function slideAnswerOf(db: Database, token: string) {
  return challengeAnswer(db, hashToken(token));
}
