import { describe, expect, it } from 'vitest';
import {
  type NavigationNode,
  navigationTree,
  shortcutsRefusal,
  todoArrival,
  WorkbenchLimit,
  WorkbenchMessage,
} from './workbench';

describe('todoArrival', () => {
  it('is the launch for a first step', () => {
    expect(todoArrival('2026-11-28 09:00:00', [])).toBe('2026-11-28 09:00:00');
  });

  it('is the latest action on an earlier step, when later than the launch', () => {
    expect(todoArrival('2026-11-27 18:00:00', ['2026-11-28 08:10:00', '2026-11-28 10:30:00'])).toBe(
      '2026-11-28 10:30:00',
    );
    expect(todoArrival(1_000, [500, 2_000, 1_500])).toBe(2_000);
  });
});

describe('navigationTree', () => {
  const menus = [
    { perms: 'dashboard', name: '工作台', path: '/dashboard' },
    { perms: 'disk', name: '网盘', path: '/disk' },
    {
      perms: 'publish',
      name: '发布中心',
      path: '/publish',
      children: [
        { perms: 'publishList', name: '发布列表', path: '/publish/list' },
        { perms: 'publishCalcRule', name: '计费规则', path: '/publish/rule' },
      ],
    },
  ];
  const ids = (nodes: NavigationNode[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children)]);

  it('leaves out the workbench itself', () => {
    expect(ids(navigationTree(menus))).toEqual(['disk', 'publish', 'publishList', 'publishCalcRule']);
  });

  it('keeps a matching module whole and a matching page under its module', () => {
    expect(ids(navigationTree(menus, '发布'))).toEqual(['publish', 'publishList', 'publishCalcRule']);
    expect(ids(navigationTree(menus, ' 计费 '))).toEqual(['publish', 'publishCalcRule']);
    expect(navigationTree(menus, '无')).toEqual([]);
  });
});

describe('shortcutsRefusal', () => {
  const reachable = new Set(Array.from({ length: 20 }, (_, i) => `m${i}`));
  it('takes up to 12 distinct reachable menus, a repeat counted once', () => {
    const twelve = Array.from({ length: WorkbenchLimit.Shortcuts }, (_, i) => `m${i}`);
    expect(shortcutsRefusal([...twelve, 'm0'], reachable)).toBeNull();
    expect(shortcutsRefusal([], reachable)).toBeNull();
  });
  it('refuses a thirteenth and a menu out of reach with their messages', () => {
    const thirteen = Array.from({ length: WorkbenchLimit.Shortcuts + 1 }, (_, i) => `m${i}`);
    expect(shortcutsRefusal(thirteen, reachable)?.message).toBe(WorkbenchMessage.TooManyShortcuts);
    expect(shortcutsRefusal(['m1', 'publishList'], reachable)?.message).toBe(WorkbenchMessage.ShortcutUnavailable);
  });
});
