import { describe, expect, it } from 'vitest';
import { hashPassword, newToken, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Atelier2026');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    await expect(verifyPassword('Atelier2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('atelier2026', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });

  it('makes unguessable tokens', () => {
    const tokens = new Set(Array.from({ length: 100 }, newToken));
    expect(tokens.size).toBe(100);
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
