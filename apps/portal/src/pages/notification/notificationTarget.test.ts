import { describe, expect, it } from 'vitest';
import { notificationPath } from './notificationTarget';

describe('notificationPath', () => {
  it('opens the approval detail, as a to-do or as the launcher', () => {
    expect(notificationPath({ kind: 'approval', actId: 'a1', formId: 'f', pending: true })).toBe(
      '/workflow/all?tab=forMe&act=a1',
    );
    expect(notificationPath({ kind: 'approval', actId: 'a1', formId: null, pending: false })).toBe(
      '/workflow/all?tab=launchedByMe&act=a1',
    );
  });
  it('opens the publish-apply detail, the project, or nothing for a message', () => {
    expect(notificationPath({ kind: 'publishApply', actId: 'a2' })).toBe('/workflow/publish?tab=forMe&act=a2');
    expect(notificationPath({ kind: 'project', projectId: 'p1' })).toBe('/project-center/dir/file/p1');
    expect(notificationPath({ kind: 'message', text: 'x' })).toBeNull();
  });
});
