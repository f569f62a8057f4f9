import { describe, expect, it } from 'vitest';
import { openProjectIdOf, ProjectTab, projectDirPath } from './paths';

describe('openProjectIdOf', () => {
  it('reads the project of the directory and of a project page', () => {
    expect(openProjectIdOf(projectDirPath({ projectId: 'p 1' }))).toBe('p 1');
    expect(openProjectIdOf(projectDirPath({ projectId: 'p1', tab: ProjectTab.Workflow, resId: 'f9' }))).toBe('p1');
    expect(openProjectIdOf('/project/p2/schedule')).toBe('p2');
  });

  it('answers null where no project is open', () => {
    expect(openProjectIdOf('/project-center/list')).toBeNull();
    expect(openProjectIdOf('/project-center/dir')).toBeNull();
    expect(openProjectIdOf('/dashboard')).toBeNull();
  });
});
