/**
 * The stories' clock (issue 22): every story runs on 27 November 2026, 10:00 in Shanghai, whatever the day it is
 * played, so that a picture holding the current year or today's date (the project wizard's year select and its
 * X2026- short names, a delivery date of today, a certificate's days left) is the same picture next week and next
 * January. Only the starting point is fixed: the clock still runs (timers, debounces, countdowns and "n seconds
 * ago" behave as in a browser), `new Date()` and `Date.now()` simply start from this instant when the preview loads.
 * It changes nothing in the product: the portal and the end-to-end tests keep the real clock.
 *
 * Imported first by preview.tsx, so that it is in place before any story, fixture or seed reads the time.
 */
export const STORY_NOW = Date.parse('2026-11-27T10:00:00+08:00');

const RealDate = Date;
const offset = STORY_NOW - RealDate.now();

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static override now() {
    return RealDate.now() + offset;
  }

  // A date made before the clock was set, or copied across a worker (a real Date), is a Date all the same.
  static [Symbol.hasInstance](value: unknown) {
    return value instanceof RealDate;
  }
}

// Kept as a function too: `Date()` without `new` answers the time as text.
globalThis.Date = new Proxy(StoryDate, {
  apply: () => new StoryDate().toString(),
}) as DateConstructor;
