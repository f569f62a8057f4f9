import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../contract/endpoints/index';
import { INVALID_REQUEST_CODE, validateRequest } from '../contract/server';
import { CONTROL_CHARACTERS } from './messages';
import { remarkSchema } from './rules';
import { findControlCharacters, hasControlCharacters, multilineText } from './text';

describe('control characters', () => {
  it.each(['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'])(
    'refuses %j everywhere',
    (character) => {
      expect(hasControlCharacters(`a${character}b`)).toBe(true);
      expect(hasControlCharacters(`a${character}b`, { multiline: true })).toBe(true);
    },
  );
  it.each(['\t', '\n', '\r'])('allows %j only in multi-line text', (character) => {
    expect(hasControlCharacters(`a${character}b`)).toBe(true);
    expect(hasControlCharacters(`a${character}b`, { multiline: true })).toBe(false);
  });
  it('passes ordinary text, Chinese and other Unicode', () => {
    expect(hasControlCharacters('滨江新城 综合体-01 (A1) “施工图” 😀 \u00a0\u0085')).toBe(false);
  });
});

describe('findControlCharacters', () => {
  const schema = z.object({
    name: z.string(),
    remark: remarkSchema.optional(),
    notes: z.array(multilineText(z.string())).optional(),
    nested: z.object({ id: z.string() }).nullish(),
    tags: z.record(z.string(), z.string()).optional(),
    either: z.union([z.string(), z.object({ text: multilineText(z.string()) })]).optional(),
  });

  it('answers the path of the first refused text', () => {
    expect(findControlCharacters(schema, { name: 'ok', nested: { id: '1\u0000' } })).toEqual(['nested', 'id']);
    expect(findControlCharacters(schema, { name: 'a\nb' })).toEqual(['name']);
    expect(findControlCharacters(schema, { name: 'ok', tags: { x: 'y\u0007' } })).toEqual(['tags', 'x']);
    expect(findControlCharacters(schema, { name: 'ok', extra: ['\u0000'] })).toEqual(['extra', 0]);
    expect(findControlCharacters(schema, { name: 'ok', 'key\u0000': 1 })).toEqual(['key\u0000']);
    expect(findControlCharacters(z.array(z.string()), ['a', 'b\u007f'])).toEqual([1]);
  });

  it('allows line breaks and tabs in the fields marked multi-line, through wrappers and unions', () => {
    expect(findControlCharacters(schema, { name: 'ok', remark: '第一行\r\n第二行\t完' })).toBeNull();
    expect(findControlCharacters(schema, { name: 'ok', notes: ['a\nb'] })).toBeNull();
    expect(findControlCharacters(schema, { name: 'ok', either: { text: 'a\nb' } })).toBeNull();
    expect(findControlCharacters(schema, { name: 'ok', either: 'a\nb' })).toEqual(['either']);
    expect(findControlCharacters(schema, { name: 'ok', remark: 'a\u0000' })).toEqual(['remark']);
  });

  it('checks the name of an uploaded file', () => {
    const form = z.object({ file: z.instanceof(Blob) });
    expect(findControlCharacters(form, { file: new File(['x'], 'a\u0000.pdf') })).toEqual(['file']);
    expect(findControlCharacters(form, { file: new File(['x'], 'a.pdf') })).toBeNull();
  });
});

describe('validateRequest', () => {
  it('refuses a control character before the schema, with 40009 and one message', () => {
    const refused = validateRequest(api.auth.login, { username: 'chen\u0000jianguo', password: 'x' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.envelope).toMatchObject({ success: false, code: INVALID_REQUEST_CODE, message: CONTROL_CHARACTERS });
    expect(refused.issues[0]?.path).toEqual(['username']);
  });
  it('takes multi-line remarks of an approval', () => {
    const passed = validateRequest(api.approvalCenter.pass, { formId: '1', remark: '同意。\n请按意见修改' });
    expect(passed.ok).toBe(true);
  });
});
