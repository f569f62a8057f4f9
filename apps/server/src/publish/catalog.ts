import { PageSize } from '@atelier/api';
import type { Database } from '../db/index';
import type { Actor } from '../domain/actor';
import { paginate } from '../util/format';
import { centsToYuan } from './cost';
import { calcPricesOf, enterpriseCalcRules, enterprisePublishers } from './repository';

/** The enterprise's print shops and calculation rules, as the publish pages list them. */

interface Page {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

/** The actor's enterprise's print shops (not deleted), oldest first, a part of the name as keyword. */
export async function publisherPage(db: Database, actor: Actor, query: Page & { keyword?: string | undefined }) {
  const rows = await enterprisePublishers(db, actor.enterpriseId);
  const keyword = query.keyword?.trim();
  const kept = keyword ? rows.filter((r) => r.name.includes(keyword)) : rows;
  const page = paginate(kept, query.pageNum, query.pageSize ?? PageSize.PublishList);
  return {
    total: page.total,
    list: page.list.map((r) => ({ id: r.id, name: r.name, phone: r.phone, address: r.address })),
  };
}

/** The actor's enterprise's calculation rules with their prices (yuan), in the rule's row order. */
export async function calcRulePage(db: Database, actor: Actor, query: Page) {
  const rules = await enterpriseCalcRules(db, actor.enterpriseId);
  const page = paginate(rules, query.pageNum, query.pageSize ?? PageSize.PublishList);
  const prices = await calcPricesOf(
    db,
    page.list.map((r) => r.id),
  );
  return {
    total: page.total,
    list: page.list.map((rule) => ({
      id: rule.id,
      ruleName: rule.ruleName,
      remarks: rule.remarks,
      rows: prices
        .filter((p) => p.ruleId === rule.id)
        .map((p) => ({ sizeName: p.sizeName, price: centsToYuan(p.priceCents) })),
    })),
  };
}
