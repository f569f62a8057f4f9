import { type Label, LabelColor, LabelLimit, LabelMessage, LabelType } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { canAddLabel, labelChoosable, labelNameError } from './model';

const label = (id: string, name: string): Label => ({
  id,
  name,
  color: LabelColor.Blue,
  type: LabelType.Project,
  enterpriseId: 'ent-001',
  projectCount: 0,
});

describe('label forms', () => {
  const labels = [label('a', '重点'), label('b', 'Bid')];

  it('checks the name rule, then a name another label has (ignoring case and spaces)', () => {
    expect(labelNameError('', labels)).toBe(LabelMessage.NameRequired);
    expect(labelNameError('十一个字的标签名称超了', labels)).toBe(LabelMessage.NameTooLong);
    expect(labelNameError(' bid ', labels)).toBe(LabelMessage.NameTaken);
    expect(labelNameError('投标', labels)).toBeNull();
  });

  it('lets a label keep its own name when edited', () => {
    expect(labelNameError('BID', labels, 'b')).toBeNull();
    expect(labelNameError('重点', labels, 'b')).toBe(LabelMessage.NameTaken);
  });

  it('allows five labels on a project: the chosen ones stay choosable, others wait', () => {
    const five = ['1', '2', '3', '4', '5'];
    expect(labelChoosable(five.slice(0, 4), '9')).toBe(true);
    expect(labelChoosable(five, '9')).toBe(false);
    expect(labelChoosable(five, '3')).toBe(true);
    expect(five).toHaveLength(LabelLimit.PerProject);
  });

  it('allows up to 99 labels', () => {
    expect(canAddLabel(labels)).toBe(true);
    expect(canAddLabel(Array.from({ length: LabelLimit.PerPerson }, (_, i) => label(`${i}`, `${i}`)))).toBe(false);
  });
});
