/** Accounts tracked before expired entries are swept. */
const MAX_TRACKED = 10_000;

/**
 * Slows down password guessing: after `maxFailures` wrong passwords for one account within `windowMs`, further
 * attempts are refused until the window has passed. In memory, per server process.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(
    private readonly maxFailures = 10,
    private readonly windowMs = 15 * 60 * 1000,
  ) {}

  private key(account: string): string {
    return account.trim().toLowerCase();
  }

  /** Whether this account may try now. */
  allows(account: string, now = Date.now()): boolean {
    const entry = this.failures.get(this.key(account));
    if (!entry) return true;
    if (now - entry.since >= this.windowMs) {
      this.failures.delete(this.key(account));
      return true;
    }
    return entry.count < this.maxFailures;
  }

  fail(account: string, now = Date.now()): void {
    if (this.failures.size >= MAX_TRACKED) this.forgetOlderThan(now - this.windowMs);
    const key = this.key(account);
    const entry = this.failures.get(key);
    if (!entry || now - entry.since >= this.windowMs) this.failures.set(key, { count: 1, since: now });
    else entry.count += 1;
  }

  /** Drops entries whose window has passed (keeps memory bounded when many names are tried). */
  private forgetOlderThan(cutoff: number): void {
    for (const [key, entry] of this.failures) if (entry.since <= cutoff) this.failures.delete(key);
  }

  succeed(account: string): void {
    this.failures.delete(this.key(account));
  }
}
