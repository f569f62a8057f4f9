import { SLIDE_MAX_X, SlideGeometry } from '@atelier/api';
import { Button, ChevronRightIcon, IconButton, RefreshIcon, Spinner, SuccessIcon } from '@atelier/ui';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { clampSlide, type SlideCaptchaStatus, slideAfterKey } from './captchaModel';
import { useCheckSlide, useNewSlideChallenge } from './hooks';
import type { SlideCaptchaProps } from './interface';
import * as styles from './SlideCaptcha.css';

interface Challenge {
  token: string;
  backgroundImage: string;
  sliderImage: string;
  yPosition: number;
}

/** A picture the server sent as raw base64 (the original product) or as a data URL (Atelier's). */
const imageSource = (image: string) => (image.startsWith('data:') ? image : `data:image/png;base64,${image}`);

/**
 * The slide captcha (issue 24): a picture with a gap, a piece on the gap's row, and a slider that moves the piece.
 * Dropping the thumb (or Enter) sends where the piece is (`checkSlide`); a pass hands the token to the caller, a
 * failure shows a new picture and says so. The thumb is a WAI-ARIA slider: arrows, Page Up/Down, Home/End, labelled
 * and described; the outcome is announced in a polite live region.
 */
export function SlideCaptcha({ onPassed, onUseSms, className, locale }: SlideCaptchaProps) {
  const strings = useFeatureLocale('SlideCaptcha', locale);
  const newChallenge = useNewSlideChallenge();
  const check = useCheckSlide();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [status, setStatus] = useState<SlideCaptchaStatus>('loading');
  const [x, setX] = useState(0);
  const drag = useRef<{ pointerId: number; startClientX: number; startX: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const ids = { label: useId(), instructions: useId(), sms: useId() };
  const { mutate: fetchChallenge } = newChallenge;

  /** A new picture; `failed` keeps the failure's message shown while it loads and after. */
  const renew = useCallback(
    (failed: boolean) => {
      setX(0);
      setStatus(failed ? 'failed' : 'loading');
      fetchChallenge(undefined, {
        onSuccess: (next) => {
          setChallenge(next);
          setStatus(failed ? 'failed' : 'ready');
        },
        onError: () => setStatus('loadFailed'),
      });
    },
    [fetchChallenge],
  );
  useEffect(() => renew(false), [renew]);

  // Not while a new picture loads: the old one's gap is no answer to the new token.
  const movable = challenge !== null && !newChallenge.isPending && (status === 'ready' || status === 'failed');
  const submit = (at: number) => {
    if (!challenge || !movable) return;
    setStatus('checking');
    check.mutate(
      { token: challenge.token, xPosition: at, yPosition: challenge.yPosition },
      {
        onSuccess: (passed) => {
          if (passed) {
            setStatus('passed');
            onPassed(challenge.token);
          } else renew(true);
        },
        onError: () => renew(true),
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!movable) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      submit(x);
      return;
    }
    const next = slideAfterKey(x, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    setX(next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!movable || event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A synthetic pointer (tests) cannot be captured; the moves still reach the thumb under it.
    }
    drag.current = { pointerId: event.pointerId, startClientX: event.clientX, startX: x };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from || from.pointerId !== event.pointerId) return;
    setX(clampSlide(from.startX + event.clientX - from.startClientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const from = drag.current;
    if (!from || from.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const at = clampSlide(from.startX + event.clientX - from.startClientX);
    setX(at);
    // A click without a move is no answer.
    if (at !== from.startX) submit(at);
  };

  const message = {
    loading: strings.loading,
    ready: '',
    checking: strings.checking,
    passed: strings.passed,
    failed: strings.failed,
    loadFailed: strings.loadFailed,
  }[status];
  const tone = status === 'passed' ? 'success' : status === 'failed' || status === 'loadFailed' ? 'error' : undefined;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of a picture, a slider and its messages; no fieldset fits.
    <div
      role="group"
      aria-label={strings.label}
      aria-describedby={onUseSms ? ids.sms : undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.picture}>
        {challenge ? (
          <>
            <img className={styles.background} src={imageSource(challenge.backgroundImage)} alt="" />
            <img
              className={styles.piece}
              src={imageSource(challenge.sliderImage)}
              alt=""
              style={{ transform: `translate(${x}px, ${challenge.yPosition}px)` }}
            />
          </>
        ) : (
          <div className={styles.placeholder}>
            {status === 'loading' ? <Spinner size="sm" /> : null}
            {status === 'loadFailed' ? strings.loadFailed : strings.loading}
          </div>
        )}
        {status !== 'passed' ? (
          <IconButton
            className={styles.refresh}
            size="sm"
            variant="text"
            icon={<RefreshIcon />}
            aria-label={strings.refresh}
            isDisabled={status === 'checking' || newChallenge.isPending}
            onPress={() => renew(false)}
          />
        ) : null}
      </div>
      <div className={styles.track} data-status={status}>
        <div className={styles.fill} style={{ width: `${x + SlideGeometry.piece / 2}px` }} />
        <span id={ids.label}>{status === 'passed' ? strings.passed : strings.label}</span>
        <div
          role="slider"
          tabIndex={status === 'passed' ? -1 : 0}
          aria-labelledby={ids.label}
          aria-describedby={onUseSms ? `${ids.instructions} ${ids.sms}` : ids.instructions}
          aria-valuemin={0}
          aria-valuemax={SLIDE_MAX_X}
          aria-valuenow={x}
          aria-valuetext={strings.position(x, SLIDE_MAX_X)}
          aria-disabled={!movable}
          data-dragging={dragging || undefined}
          className={styles.thumb}
          style={{ transform: `translateX(${x}px)` }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {status === 'passed' ? <SuccessIcon /> : <ChevronRightIcon />}
        </div>
      </div>
      <p id={ids.instructions} className={styles.instructions}>
        {strings.instructions}
      </p>
      <p className={styles.status} data-tone={tone} role="status">
        {message}
      </p>
      {onUseSms ? (
        <div className={styles.alternative}>
          <p id={ids.sms} className={styles.instructions}>
            {strings.smsInstead}
          </p>
          <Button variant="link" size="sm" onPress={onUseSms}>
            {strings.useSms}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
