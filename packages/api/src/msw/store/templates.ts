import type { FlowTemplate, FlowTemplateListEntry } from '../../entities/approval';
import { LinearMode } from '../../entities/constants';
import {
  DEFAULT_TEMPLATE_NAME,
  FlowTemplateMessage,
  templateNameRefusal,
  templateOwnerRefusal,
} from '../../rules/flowTemplates';
import type { FixtureTemplate, FixtureUser } from '../seed';
import { enforce, FixtureCode, refuse } from './core';
import { RecognitionStore } from './recognition';

/** Flow templates in the fixture: a project's templates, its default ones, and who may change them. */
export class TemplateStore extends RecognitionStore {
  templatesOf(projectId: string, userId: string): FlowTemplateListEntry[] {
    return this.state.templates
      .filter((t) => t.projectId === projectId && t.uuid === null)
      .map((t) => ({ id: t.id, actName: t.actName, mine: t.userId === userId, total: t.tasks.length, uuid: t.uuid }));
  }

  template(id: string): FixtureTemplate {
    return this.state.templates.find((t) => t.id === id) ?? refuse(FixtureCode.Error, FlowTemplateMessage.NotFound);
  }

  loadedTemplate(t: FixtureTemplate): FlowTemplate {
    const owner = this.user(t.userId);
    return {
      actInfo: {
        enterpriseId: t.enterpriseId,
        id: t.id,
        actName: t.actName,
        userId: t.userId,
        userName: owner.realname,
        projectName: this.project(t.projectId).name,
        projectId: t.projectId,
        isLinear: t.isLinear,
        uuid: t.uuid,
      },
      tasks: t.tasks.map((task) => ({
        dictDutyId: task.dictDutyId,
        taskName: task.taskName,
        actForms: task.userIdList.map((userId) => ({ userInfo: this.userOption(userId) })),
      })),
    };
  }

  /** The default template of a project and specialty; one is made from the enterprise's duties when missing. */
  defaultTemplate(projectId: string, dictSpecialtyId: string, uuid?: string): FixtureTemplate {
    const found = this.state.templates.find(
      (t) =>
        t.projectId === projectId &&
        t.uuid !== null &&
        (uuid ? t.uuid === uuid : t.dictSpecialtyId === dictSpecialtyId),
    );
    if (found) return found;
    const project = this.project(projectId);
    const template: FixtureTemplate = {
      id: this.nextId('tpl-default'),
      projectId,
      enterpriseId: project.enterpriseId,
      actName: DEFAULT_TEMPLATE_NAME,
      userId: this.state.members.find((m) => m.projectId === projectId)?.userId ?? 'u-001',
      isLinear: LinearMode.Linear,
      uuid: uuid ?? `default-${projectId}-${dictSpecialtyId}`,
      dictSpecialtyId,
      tasks: [],
    };
    this.state.templates.push(template);
    return template;
  }

  isTemplateNameTaken(projectId: string, actName: string, exceptId?: string): boolean {
    return this.state.templates.some(
      (t) => t.projectId === projectId && t.uuid === null && t.actName === actName && t.id !== exceptId,
    );
  }

  private taskName(dictDutyId: string, given?: string): string {
    return given ?? this.state.duties.find((d) => d.id === dictDutyId)?.dictName ?? '';
  }

  createTemplate(
    draft: {
      actInfo: { actName: string; projectId: string; isLinear: LinearMode; enterpriseId?: string | undefined };
      tasks: { dictDutyId: string; userIdList: string[]; taskName?: string | undefined }[];
    },
    user: FixtureUser,
  ): FixtureTemplate {
    const { actInfo } = draft;
    this.project(actInfo.projectId);
    enforce(templateNameRefusal({ nameTaken: this.isTemplateNameTaken(actInfo.projectId, actInfo.actName) }));
    const template: FixtureTemplate = {
      id: this.nextId('tpl'),
      projectId: actInfo.projectId,
      enterpriseId: actInfo.enterpriseId ?? user.curEnterpriseId,
      actName: actInfo.actName,
      userId: user.userId,
      isLinear: actInfo.isLinear,
      uuid: null,
      dictSpecialtyId: null,
      tasks: draft.tasks.map((t) => ({ ...t, taskName: this.taskName(t.dictDutyId, t.taskName) })),
    };
    this.state.templates.push(template);
    return template;
  }

  updateTemplate(
    id: string,
    draft: {
      actInfo: { actName: string; isLinear: LinearMode };
      tasks: { dictDutyId: string; userIdList: string[]; taskName?: string | undefined }[];
    },
    user: FixtureUser,
  ): void {
    const template = this.template(id);
    enforce(templateOwnerRefusal({ ownerId: template.userId }, user.userId, 'edit'));
    enforce(
      templateNameRefusal({ nameTaken: this.isTemplateNameTaken(template.projectId, draft.actInfo.actName, id) }),
    );
    template.actName = draft.actInfo.actName;
    template.isLinear = draft.actInfo.isLinear;
    template.tasks = draft.tasks.map((t) => ({ ...t, taskName: this.taskName(t.dictDutyId, t.taskName) }));
  }

  deleteTemplate(id: string, user: FixtureUser): void {
    const template = this.template(id);
    enforce(templateOwnerRefusal({ ownerId: template.userId }, user.userId, 'delete'));
    this.state.templates = this.state.templates.filter((t) => t.id !== id);
  }
}
