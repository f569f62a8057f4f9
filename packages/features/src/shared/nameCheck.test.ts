import { APPROVAL_NAME_TAKEN, ResponseCode } from '@atelier/api';
import { ApiError } from '@atelier/api/client';
import { describe, expect, it } from 'vitest';
import { nameCheckFromError } from './nameCheck';

describe('nameCheckFromError', () => {
  const warning = (message: string) =>
    new ApiError({ kind: 'response', endpoint: 'approval.checkActName', message, code: ResponseCode.Warning });

  it('reads a taken name (40007) as a result with the server message, or the given one when it sent none', () => {
    expect(nameCheckFromError(warning('名称已被使用'), APPROVAL_NAME_TAKEN)).toEqual({
      available: false,
      message: '名称已被使用',
    });
    expect(nameCheckFromError(warning(''), APPROVAL_NAME_TAKEN)).toEqual({
      available: false,
      message: APPROVAL_NAME_TAKEN,
    });
  });

  it('rethrows every other failure', () => {
    const network = new ApiError({ kind: 'network', endpoint: 'approval.checkActName', message: 'offline' });
    expect(() => nameCheckFromError(network, APPROVAL_NAME_TAKEN)).toThrow(network);
    const invalid = new ApiError({
      kind: 'response',
      endpoint: 'approval.checkActName',
      message: '参数错误',
      code: ResponseCode.Error,
    });
    expect(() => nameCheckFromError(invalid, APPROVAL_NAME_TAKEN)).toThrow(invalid);
  });
});
