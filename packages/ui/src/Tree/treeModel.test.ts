import { describe, expect, it } from 'vitest';
import {
  applySelection,
  type CheckableNode,
  checkAll,
  conductCheck,
  findNode,
  getAncestorKeys,
  toggleCheck,
  walkTree,
} from './treeModel';

/**
 * 项目 p
 * ├── 建筑 a
 * │   ├── 平面图 a1
 * │   ├── 立面图 a2
 * │   └── 剖面图 a3
 * ├── 结构 s
 * │   ├── 基础 s1
 * │   └── 梁板 s2 (disabled)
 * └── 机电 m (children not loaded)
 */
const tree: CheckableNode[] = [
  {
    key: 'p',
    children: [
      { key: 'a', children: [{ key: 'a1' }, { key: 'a2' }, { key: 'a3' }] },
      { key: 's', children: [{ key: 's1' }, { key: 's2', isDisabled: true }] },
      { key: 'm' },
    ],
  },
];

const sorted = (keys: readonly (string | number)[]) => [...keys].map(String).sort();

describe('conductCheck', () => {
  it('checks the loaded descendants of a checked node', () => {
    expect(conductCheck(tree, ['a'])).toEqual({ checkedKeys: ['a', 'a1', 'a2', 'a3'], halfCheckedKeys: ['p'] });
  });

  it('half-checks every ancestor of a partly checked subtree', () => {
    expect(conductCheck(tree, ['a2'])).toEqual({ checkedKeys: ['a2'], halfCheckedKeys: ['p', 'a'] });
  });

  it('checks a parent whose enabled children are all checked', () => {
    expect(conductCheck(tree, ['a1', 'a2', 'a3']).checkedKeys).toEqual(['a', 'a1', 'a2', 'a3']);
  });

  it('ignores disabled children when deciding a parent', () => {
    // s2 is disabled and unchecked: s1 alone decides s.
    expect(conductCheck(tree, ['s1']).checkedKeys).toEqual(['s', 's1']);
  });

  it('never checks a disabled node through its parent', () => {
    expect(conductCheck(tree, ['s']).checkedKeys).toEqual(['s', 's1']);
  });

  it('keeps a node with unloaded children as it is', () => {
    expect(conductCheck(tree, ['m'])).toEqual({ checkedKeys: ['m'], halfCheckedKeys: ['p'] });
  });

  it('checks children once they are loaded under a checked parent', () => {
    const loaded: CheckableNode[] = [{ key: 'm', children: [{ key: 'm1' }, { key: 'm2' }] }];
    expect(conductCheck(loaded, ['m']).checkedKeys).toEqual(['m', 'm1', 'm2']);
  });

  it('keeps keys unknown to the loaded tree, after the known ones', () => {
    expect(conductCheck(tree, ['zz', 'a1'])).toEqual({ checkedKeys: ['a1', 'zz'], halfCheckedKeys: ['p', 'a'] });
  });

  it('checks the root when everything enabled is checked', () => {
    const state = conductCheck(tree, ['a', 's1', 'm']);
    expect(state.checkedKeys).toEqual(['p', 'a', 'a1', 'a2', 'a3', 's', 's1', 'm']);
    expect(state.halfCheckedKeys).toEqual([]);
  });

  it('is idempotent', () => {
    for (const keys of [['a2'], ['s'], ['m', 'a1'], ['p']]) {
      const once = conductCheck(tree, keys);
      expect(conductCheck(tree, once.checkedKeys)).toEqual(once);
    }
  });
});

describe('toggleCheck', () => {
  it('checking a child half-checks its parent and the root', () => {
    expect(toggleCheck(tree, [], 'a1', true)).toEqual({ checkedKeys: ['a1'], halfCheckedKeys: ['p', 'a'] });
  });

  it('checking the last unchecked child checks the parent', () => {
    expect(toggleCheck(tree, ['a1', 'a2'], 'a3', true).checkedKeys).toEqual(['a', 'a1', 'a2', 'a3']);
  });

  it('checking a parent checks its loaded descendants', () => {
    const state = toggleCheck(tree, [], 'p', true);
    expect(state.checkedKeys).toEqual(['p', 'a', 'a1', 'a2', 'a3', 's', 's1', 'm']);
    expect(state.checkedKeys).not.toContain('s2');
  });

  it('checking a half-checked parent checks all of it', () => {
    expect(toggleCheck(tree, ['a1'], 'a', true).checkedKeys).toEqual(['a', 'a1', 'a2', 'a3']);
  });

  it('unchecking a child unchecks its ancestors and keeps its siblings', () => {
    const state = toggleCheck(tree, ['p'], 'a2', false);
    expect(state.checkedKeys).toEqual(['a1', 'a3', 's', 's1', 'm']);
    expect(state.halfCheckedKeys).toEqual(['p', 'a']);
  });

  it('unchecking a parent unchecks its descendants', () => {
    expect(toggleCheck(tree, ['p'], 'a', false)).toEqual({
      checkedKeys: ['s', 's1', 'm'],
      halfCheckedKeys: ['p'],
    });
  });

  it('leaves a disabled node and its state alone', () => {
    expect(toggleCheck(tree, [], 's2', true)).toEqual(conductCheck(tree, []));
    // A disabled node checked by the data stays checked when its parent is unchecked.
    const state = toggleCheck(tree, ['s', 's2'], 's', false);
    expect(state.checkedKeys).toEqual(['s2']);
  });

  it('stops unchecking ancestors at a disabled one', () => {
    const nested: CheckableNode[] = [
      { key: 'root', children: [{ key: 'locked', isDisabled: true, children: [{ key: 'x' }, { key: 'y' }] }] },
    ];
    const state = toggleCheck(nested, ['locked', 'x', 'y'], 'x', false);
    expect(state.checkedKeys).toEqual(['locked', 'y']);
    // The disabled node does not pass its check on, so the result is stable.
    expect(conductCheck(nested, state.checkedKeys)).toEqual(state);
  });

  it('returns to the empty state after checking and unchecking the same node', () => {
    const checked = toggleCheck(tree, [], 'a', true);
    expect(toggleCheck(tree, checked.checkedKeys, 'a', false)).toEqual({ checkedKeys: [], halfCheckedKeys: [] });
  });
});

describe('invariants over generated trees', () => {
  // A small deterministic generator (no randomness between runs).
  function* lcg(seed: number) {
    let x = seed;
    while (true) {
      x = (x * 1103515245 + 12345) % 2147483648;
      yield x / 2147483648;
    }
  }

  function makeTree(rand: Generator<number>, depth: number, prefix: string): CheckableNode[] {
    const count = 1 + Math.floor((rand.next().value as number) * 3);
    return Array.from({ length: count }, (_, i) => {
      const key = `${prefix}${i}`;
      const isDisabled = (rand.next().value as number) < 0.15;
      const children =
        depth > 0 && (rand.next().value as number) < 0.7 ? makeTree(rand, depth - 1, `${key}-`) : undefined;
      return { key, isDisabled, children };
    });
  }

  it('a checked enabled parent has all enabled children checked; a half one has some', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const rand = lcg(seed);
      const nodes = makeTree(rand, 3, 'n');
      const keys: string[] = [];
      walkTree(nodes, (node) => {
        keys.push(String(node.key));
      });
      let state = conductCheck(nodes, []);
      for (let step = 0; step < 12; step++) {
        const key = keys[Math.floor((rand.next().value as number) * keys.length)] as string;
        state = toggleCheck(nodes, state.checkedKeys, key, !state.checkedKeys.includes(key));
        const checked = new Set(state.checkedKeys);
        const half = new Set(state.halfCheckedKeys);
        walkTree(nodes, (node) => {
          expect(checked.has(node.key) && half.has(node.key)).toBe(false);
          const enabled = (node.children ?? []).filter((child) => !child.isDisabled);
          if (node.isDisabled || enabled.length === 0) return;
          const all = enabled.every((child) => checked.has(child.key));
          const some = enabled.some((child) => checked.has(child.key) || half.has(child.key));
          expect(checked.has(node.key)).toBe(all);
          expect(half.has(node.key)).toBe(!all && some);
        });
        expect(conductCheck(nodes, state.checkedKeys)).toEqual(state);
      }
    }
  });
});

describe('applySelection', () => {
  it('turns one added key into a conducted check', () => {
    const { state, changes } = applySelection(tree, [], ['a']);
    expect(changes).toEqual([{ key: 'a', checked: true }]);
    expect(state.checkedKeys).toEqual(['a', 'a1', 'a2', 'a3']);
  });

  it('turns one removed key into a conducted uncheck', () => {
    const before = conductCheck(tree, ['a']).checkedKeys;
    const { state } = applySelection(
      tree,
      before,
      before.filter((k) => k !== 'a2'),
    );
    expect(state.checkedKeys).toEqual(['a1', 'a3']);
    expect(state.halfCheckedKeys).toEqual(['p', 'a']);
  });

  it("'all' checks every enabled node", () => {
    const { state } = applySelection(tree, [], 'all');
    expect(sorted(state.checkedKeys)).toEqual(sorted(['p', 'a', 'a1', 'a2', 'a3', 's', 's1', 'm']));
    expect(state).toEqual(checkAll(tree, []));
  });

  it('never changes disabled keys, even when the selection is cleared', () => {
    const before = conductCheck(tree, ['s2', 'a1']).checkedKeys;
    const { state } = applySelection(tree, before, []);
    expect(state.checkedKeys).toEqual(['s2']);
  });
});

describe('tree helpers', () => {
  it('finds nodes and their ancestors', () => {
    expect(findNode(tree, 's2')).toMatchObject({ key: 's2', isDisabled: true });
    expect(findNode(tree, 'nope')).toBeUndefined();
    expect(getAncestorKeys(tree, 'a3')).toEqual(['p', 'a']);
    expect(getAncestorKeys(tree, 'p')).toEqual([]);
    expect(getAncestorKeys(tree, 'nope')).toEqual([]);
  });
});
