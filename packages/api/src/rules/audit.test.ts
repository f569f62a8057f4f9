import { describe, expect, it } from 'vitest';
import { AUDIT_DETAIL_MAX_STRING, AuditAction, auditActionLabel, auditActionLabelEn, auditDetails } from './audit';

describe('auditDetails', () => {
  it('drops secrets at any depth and keeps the rest', () => {
    expect(
      auditDetails({
        password: 'x1234567',
        oldPassword: 'y',
        token: 't',
        captchaToken: 'c',
        code: '123456',
        regionCode: '330106',
        nested: { passwordHash: 'h', name: '华筑', list: [{ secret: 's', id: 1 }] },
      }),
    ).toEqual({ regionCode: '330106', nested: { name: '华筑', list: [{ id: 1 }] } });
  });
  it('cuts long strings and leaves binary values out', () => {
    const details = auditDetails({ avatar: 'a'.repeat(1000), bytes: new Uint8Array(3), when: new Date(0) });
    expect(details.avatar).toHaveLength(AUDIT_DETAIL_MAX_STRING + 1);
    expect(details).not.toHaveProperty('bytes');
    expect(details.when).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('action labels', () => {
  it('label every action in both languages', () => {
    for (const action of Object.values(AuditAction)) {
      expect(auditActionLabel[action]).toBeTruthy();
      expect(auditActionLabelEn[action]).toBeTruthy();
    }
  });
});
