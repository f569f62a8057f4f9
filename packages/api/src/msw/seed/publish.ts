import type { z } from 'zod';
import type { calcRuleSchema, publisherSchema } from '../../entities/approval';

/** The fixture firm's print shops (晒图单位), calculation rules (计费规则) and share links of publish approvals. */

export type Publisher = z.output<typeof publisherSchema>;
export type CalcRule = z.output<typeof calcRuleSchema>;

/** A share link of a publish approval: its key, the approval and when it stops working (local 'YYYY-MM-DD HH:mm:ss'). */
/** A publish plan of a project (issue 30) and the drawings it gathers (plan-resource row ids to resource ids). */
export interface FixturePublishPlan {
  id: string;
  projectId: string;
  planName: string;
  planType: number;
  createdBy: string;
  /** Local 'YYYY-MM-DD HH:mm:ss'. */
  createTime: string;
  resources: { id: string; resId: string }[];
}

export interface FixtureShareLink {
  key: string;
  actId: string;
  expireTime: string;
}

export const publishers: Publisher[] = [
  { id: 'pub-001', name: '杭州蓝图数码快印', contact: null, phone: '0571-86012345', address: '杭州市西湖区文三路90号' },
  {
    id: 'pub-002',
    name: '杭州西湖晒图中心',
    contact: null,
    phone: '0571-87654321',
    address: '杭州市上城区解放路138号',
  },
];

const sizes = (prices: [string, number][]) => prices.map(([sizeName, price]) => ({ sizeName, price }));
export const calcRules: CalcRule[] = [
  {
    id: 'cr-001',
    ruleName: '2025年晒图计价标准',
    remarks: '按图幅计价，单位：元/张',
    rows: sizes([
      ['A0', 20],
      ['A1', 12],
      ['A2', 6],
      ['A3', 3],
      ['A4', 1.5],
    ]),
  },
  {
    id: 'cr-002',
    ruleName: '2024年晒图计价标准',
    remarks: null,
    rows: sizes([
      ['A0', 18],
      ['A1', 10],
      ['A2', 5],
      ['A3', 2.5],
      ['A4', 1],
    ]),
  },
];

const pad = (n: number) => String(n).padStart(2, '0');
/** Local 'YYYY-MM-DD HH:mm:ss'. */
export function localDateTime(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The share links the fixture starts with: one of the published a-006, valid a week, and one that has expired. */
export function seedShareLinks(now = new Date()): Map<string, FixtureShareLink> {
  const at = (days: number) => localDateTime(new Date(now.getTime() + days * 86_400_000));
  return new Map([
    ['share-a-006', { key: 'share-a-006', actId: 'a-006', expireTime: at(7) }],
    ['share-expired', { key: 'share-expired', actId: 'a-006', expireTime: at(-1) }],
  ]);
}
