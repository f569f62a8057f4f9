import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './loginThrottle';

describe('LoginThrottle', () => {
  it('stops an account after the allowed failures until its window has passed', () => {
    const throttle = new LoginThrottle(3, 1000);
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.allows('LiTing', 0)).toBe(true);
      throttle.fail('liting ', 0);
    }
    expect(throttle.allows('liting', 999)).toBe(false);
    expect(throttle.allows('wulei', 999)).toBe(true);
    expect(throttle.allows('liting', 1000)).toBe(true);
  });

  it('forgets the failures after a success', () => {
    const throttle = new LoginThrottle(2, 1000);
    throttle.fail('liting', 0);
    throttle.succeed('liting');
    throttle.fail('liting', 1);
    expect(throttle.allows('liting', 2)).toBe(true);
  });
});
