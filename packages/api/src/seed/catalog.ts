import { OwnerType, StampType } from '../entities/constants';
import {
  oversizeName,
  PUBLISH_BASE_SIZES,
  PUBLISH_SIZE_STEPS,
  type PublishBaseSize,
  publishSizeName,
} from '../rules/publish';
import type { EnterpriseKey, PersonKey } from './people';

/** The demo firm's print shops and calculation rules (publishing), CA organisations and stamps. Pure data. */

/** A print shop of the demo publishing (晒图单位). */
export interface DemoPublisher {
  enterprise: EnterpriseKey;
  name: string;
  phone: string;
  address: string;
}

export const DEMO_PUBLISHERS: readonly DemoPublisher[] = [
  { enterprise: 'huazhu', name: '杭州图文晒图中心', phone: '0571-88123456', address: '杭州市西湖区文三路259号' },
  { enterprise: 'huazhu', name: '滨江数码快印', phone: '0571-86654321', address: '杭州市滨江区江南大道3688号' },
];

/** A calculation rule: base prices (yuan a sheet) of A0-A4; lengthened and oversize sheets are priced from them. */
export interface DemoCalcRule {
  enterprise: EnterpriseKey;
  ruleName: string;
  remarks: string;
  basePrices: Record<PublishBaseSize, number>;
  /** An oversize sheet costs this many times its base size. */
  oversizeFactor: number;
}

/**
 * 标准晒图计费 of 华筑: the base sizes' prices, each lengthened size (+0.125 ... +1) priced by its length (the base
 * price times 1 + the step), and oversize (超长) at 2.5 times the base price: every size name a sheet can get
 * (publish/sheetSize.ts), so that any PDF of the demo can be priced.
 */
export const DEMO_CALC_RULES: readonly DemoCalcRule[] = [
  {
    enterprise: 'huazhu',
    ruleName: '标准晒图计费',
    remarks: '按图幅计费，加长图按加长比例计价，超长图另计',
    basePrices: { A0: 25, A1: 12.5, A2: 6.5, A3: 3, A4: 1.5 },
    oversizeFactor: 2.5,
  },
];

/** A rule's rows in the cost table's order: every base size, its lengthened sizes, its oversize. Prices in cents. */
export function demoCalcRows(rule: DemoCalcRule): { sizeName: string; priceCents: number }[] {
  return PUBLISH_BASE_SIZES.flatMap((base) => {
    const baseCents = Math.round(rule.basePrices[base] * 100);
    return [
      { sizeName: publishSizeName(base), priceCents: baseCents },
      ...PUBLISH_SIZE_STEPS.map((step) => ({
        sizeName: publishSizeName(base, step),
        priceCents: Math.round(baseCents * (1 + step)),
      })),
      { sizeName: oversizeName(base), priceCents: Math.round(baseCents * rule.oversizeFactor) },
    ];
  });
}

/**
 * The third-party certification organisations of demo CA-backed stamps (certificates on record only: no provider
 * signs for them here). `enterprise` stamps get real certificates from the firm's own enterprise CA.
 */
export const DEMO_CA_ORGANISATIONS = {
  bjca: { id: 'ca-bjca', name: '北京数字认证股份有限公司' },
} as const;

export interface DemoStamp {
  enterprise: EnterpriseKey;
  name: string;
  stampType: StampType;
  ownerType: OwnerType;
  /** The person a personal stamp (signature, registration stamp) belongs to. */
  owner?: PersonKey;
  disabled?: boolean;
  /**
   * A CA certificate and its end in days from the seed (negative: expired): issued by the firm's enterprise CA
   * (`enterprise`, a real certificate that signs), or on record from a third-party organisation (with a serial).
   */
  ca?: { org: 'enterprise'; days: number } | { org: keyof typeof DEMO_CA_ORGANISATIONS; serial: string; days: number };
}

const stampOf = (
  enterprise: EnterpriseKey,
  name: string,
  stampType: StampType,
  ownerType: OwnerType,
  more: Partial<DemoStamp> = {},
): DemoStamp => ({ enterprise, name, stampType, ownerType, ...more });

/**
 * The demo stamps: personal signatures, output stamps (出图章), custom stamps and registration stamps (注册章)
 * of both firms; some CA-backed (the enterprise CA, one third-party organisation; some expired), some disabled. No images: a stamp
 * is listed by name and owner (`filePath` empty) until images are uploaded.
 */
export const DEMO_STAMPS: readonly DemoStamp[] = [
  stampOf('huazhu', '陈建国', StampType.PersonalSignature, OwnerType.Personal, {
    owner: 'chenjianguo',
    ca: { org: 'enterprise', days: 700 },
  }),
  stampOf('huazhu', '李婷', StampType.PersonalSignature, OwnerType.Personal, { owner: 'liting' }),
  stampOf('huazhu', '王海涛', StampType.PersonalSignature, OwnerType.Personal, {
    owner: 'wanghaitao',
    ca: { org: 'enterprise', days: -150 },
  }),
  stampOf('huazhu', '吴磊', StampType.PersonalSignature, OwnerType.Personal, { owner: 'wulei' }),
  stampOf('huazhu', '华筑设计出图专用章', StampType.Output, OwnerType.Enterprise, {
    ca: { org: 'enterprise', days: 550 },
  }),
  stampOf('huazhu', '华筑设计出图章（2021版）', StampType.Output, OwnerType.Enterprise, {
    disabled: true,
    ca: { org: 'bjca', serial: 'BJCA-2021-0033', days: -330 },
  }),
  stampOf('huazhu', '图纸审查专用章', StampType.Custom, OwnerType.Enterprise, {
    ca: { org: 'bjca', serial: 'BJCA-2024-0218', days: 300 },
  }),
  stampOf('huazhu', '技术质量部章', StampType.Custom, OwnerType.Enterprise),
  stampOf('huazhu', '一级注册建筑师 陈建国', StampType.Registration, OwnerType.Personal, {
    owner: 'chenjianguo',
    ca: { org: 'enterprise', days: 850 },
  }),
  stampOf('huazhu', '一级注册建筑师 吴磊', StampType.Registration, OwnerType.Personal, { owner: 'wulei' }),
  stampOf('huazhu', '一级注册建筑师 黄伟', StampType.Registration, OwnerType.Personal, { owner: 'huangwei' }),
  stampOf('huazhu', '一级注册结构工程师 王海涛', StampType.Registration, OwnerType.Personal, {
    owner: 'wanghaitao',
    ca: { org: 'enterprise', days: -500 },
  }),
  stampOf('huazhu', '一级注册结构工程师 郑丽华', StampType.Registration, OwnerType.Personal, { owner: 'zhenglihua' }),
  stampOf('huazhu', '注册公用设备工程师 张敏', StampType.Registration, OwnerType.Personal, { owner: 'zhangmin' }),
  stampOf('huazhu', '二级注册建筑师 李婷', StampType.Registration, OwnerType.Personal, {
    owner: 'liting',
    disabled: true,
  }),
  stampOf('tongchuang', '许文博', StampType.PersonalSignature, OwnerType.Personal, { owner: 'xuwenbo' }),
  stampOf('tongchuang', '同创结构出图专用章', StampType.Output, OwnerType.Enterprise),
  stampOf('tongchuang', '一级注册结构工程师 许文博', StampType.Registration, OwnerType.Personal, { owner: 'xuwenbo' }),
  stampOf('tongchuang', '一级注册结构工程师 高军', StampType.Registration, OwnerType.Personal, { owner: 'gaojun' }),
];

/** A notice of the demo enterprises (issue 28), published by their administrator `days` days before the seed. */
export interface DemoNotice {
  enterprise: EnterpriseKey;
  author: PersonKey;
  title: string;
  content: string;
  days: number;
}

export const DEMO_NOTICES: readonly DemoNotice[] = [
  {
    enterprise: 'huazhu',
    author: 'chenjianguo',
    title: '关于启用电子签章的通知',
    content:
      '各部门：\n自12月1日起，院内施工图一律通过快速签章审批出图，纸质盖章不再受理。\n如有疑问请联系档案室吴磊。',
    days: 3,
  },
  {
    enterprise: 'huazhu',
    author: 'chenjianguo',
    title: '年终图纸归档安排',
    content: '请各项目负责人于12月20日前完成本年度已出图项目的预归档，档案室将统一核对后入库。',
    days: 10,
  },
  {
    enterprise: 'tongchuang',
    author: 'xuwenbo',
    title: '同创结构所内部通知',
    content: '本周五下午召开结构专业技术交流会。',
    days: 5,
  },
];
