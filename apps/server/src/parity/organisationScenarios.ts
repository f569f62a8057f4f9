import { AccountStatus, type DepartmentNode } from '@atelier/api';
import type { ApiClient } from '@atelier/api/client';
import type { Recorder } from './record';
import { ADMIN, MEMBER, type Scenario, signIn } from './scenarios';
import type { Side } from './sides';

/**
 * Parity scenarios of the organisation (issue 24): a department created, a new person added into it (未激活), the
 * department moved, its deletion refused while people are in it, then allowed once they moved; a plain member
 * refused. Both seeds hold the same demo tree; ids differ, so the tree is recorded by titles.
 */

const titles = (nodes: readonly DepartmentNode[]): unknown[] =>
  nodes.map((n) => (n.children.length > 0 ? [n.title, titles(n.children)] : n.title));

async function findNode(record: Recorder, client: ApiClient, title: string): Promise<DepartmentNode> {
  const tree = await record.answer('structure.tree', client.structure.tree({}));
  record.value('the tree', titles(tree));
  const visit = (nodes: readonly DepartmentNode[]): DepartmentNode | undefined =>
    nodes.find((n) => n.title === title) ?? nodes.map((n) => visit(n.children)).find(Boolean);
  const found = visit(tree);
  if (!found) throw new Error(`no department ${title}`);
  return found;
}

/** 同创's administrator (a member of 同创 only). */
const TONGCHUANG_ADMIN = 'xuwenbo';

export const organisationScenarios: Scenario[] = [
  {
    name: 'Organisation: create a department, add a new person, move it, delete refused while not empty',
    async run(side: Side, record) {
      const admin = await signIn(side, record, ADMIN);
      const member = await signIn(side, record, MEMBER);
      const { key } = await record.answer(
        'structure.insertDepartment',
        admin.client.structure.insertDepartment({ name: '平行校验部门' }),
        () => null,
      );
      await record.refusal(
        'a sibling of the same name',
        admin.client.structure.insertDepartment({ name: '平行校验部门' }),
      );
      await record.refusal('a plain member adds', member.client.structure.insertDepartment({ name: '越权部门' }));

      const added = await record.answer(
        'structure.addPersonnel',
        admin.client.structure.addPersonnel({ realname: '平行新人', phone: '13700007777', departId: key }),
      );
      record.value('a new account', added.created);
      await record.refusal(
        'the same phone again',
        admin.client.structure.addPersonnel({ realname: '平行新人', phone: '13700007777' }),
      );
      const people = await record.answer(
        'structure.queryDepartUser',
        admin.client.structure.queryDepartUser({ departId: key, pageNum: 1, pageSize: 100 }),
      );
      record.value(
        'the department’s people',
        people.list.map((p) => [p.realname, p.status, p.departName]),
      );
      record.value('the new person is not activated', people.list[0]?.status === AccountStatus.NotActivated);

      const parent = await findNode(record, admin.client, '建筑设计所');
      await record.answer(
        'structure.transferDepart',
        admin.client.structure.transferDepart({ id: key, parentId: parent.key, index: 0 }),
        () => null,
      );
      record.value('the tree after the move', titles(await admin.client.structure.tree({})));
      await record.refusal(
        'moved into itself',
        admin.client.structure.transferDepart({ id: parent.key, parentId: key }),
      );
      await record.refusal('deleted while not empty', admin.client.structure.deleteDepart({ id: key }));

      await record.answer(
        'structure.addDepartUser',
        admin.client.structure.addDepartUser({ departId: parent.key, userIds: [added.userId] }),
        () => null,
      );
      await record.answer('structure.deleteDepart', admin.client.structure.deleteDepart({ id: key }), () => null);
      record.value('the tree after the delete', titles(await admin.client.structure.tree({})));
      await record.refusal(
        'an unknown department',
        admin.client.structure.queryDepartUser({ departId: key, pageNum: 1, pageSize: 100 }),
      );
      // The server side is shared by the scenarios: the firm is left as it was found.
      await record.answer(
        'structure.deleteDepartUser',
        admin.client.structure.deleteDepartUser({ userId: added.userId }),
        () => null,
      );
    },
  },
  {
    name: '同创’s own people sign in to their firm: its tree and its people (both seeds hold every demo person)',
    async run(side: Side, record) {
      // 高军 and 许文博 (its administrator) are members of 同创 only: the fixtures once held 华筑's people alone.
      const member = await signIn(side, record, '15512345615', 'gaojun by phone');
      record.value('current enterprise', member.login.userInfo.curEnterpriseName);
      const admin = await signIn(side, record, TONGCHUANG_ADMIN);
      const node = await findNode(record, admin.client, '结构一所');
      const people = await record.answer(
        'structure.queryDepartUser',
        admin.client.structure.queryDepartUser({ departId: node.key, pageNum: 1, pageSize: 100 }),
      );
      record.value(
        '结构一所’s people',
        people.list.map((p) => [p.realname, p.status]),
      );
      await record.answer('gaojun’s enterprises', member.client.enterprise.list(), (list) =>
        list.map((e) => [e.enterpriseName, e.isCurEnterprise]),
      );
    },
  },
];
