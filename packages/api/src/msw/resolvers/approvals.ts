import { api } from '../../contract/endpoints/index';
import type { ApprovalAct } from '../../entities/approval';
import { ApprovalType, StampingState } from '../../entities/constants';
import { ApprovalMessage, restampRefusal, restampStateRefusal } from '../../rules/approvals';
import { APPROVAL_NAME_TAKEN } from '../../rules/messages';
import { PublishRefusal } from '../../rules/publish';
import {
  confirmPublish,
  createShareLink,
  launchPublish,
  liveShareLink,
  publishApprovers,
  publishFlags,
  publishList,
  publishQuote,
} from '../publish';
import type { FixtureUser } from '../seed';
import { enforce, FixtureCode, type FixtureStore, refuse } from '../store';
import { approvalQuery, type Resolvers, ticketLink } from './context';

/** Approvals, the approval centre and publishing. */
export const approvalResolvers: Resolvers = {
  approval: {
    todoList: ({ store, user, data }) => store.approvals('todo', user, approvalQuery(data)),
    doneList: ({ store, user, data }) => store.approvals('done', user, approvalQuery(data)),
    launchedList: ({ store, user, data }) => store.approvals('launched', user, approvalQuery(data)),
    allTodoList: ({ store, user, data }) => store.approvals('todo', user, approvalQuery(data)),
    launchedBySelf: ({ store, user, data }) => store.approvals('launched', user, approvalQuery(data)),
    todoCount: ({ store, user }) => store.todoCount(user),
    launchedBySelfCount: ({ store, user }) => store.approvals('launched', user, { pageSize: 10_000 }).total,
    detail: ({ store, user, data }) => detailOf(store, store.approval(data.actId).act, user),
    files: ({ store, data }) => store.approval(data.actId).files,
    pass: ({ store, user, data }) => {
      const form =
        store.pendingForm(store.approval(data.actId).act, user.userId) ??
        refuse(FixtureCode.Warning, ApprovalMessage.NothingToHandle);
      store.pass(form.id, user, data.common);
      return null;
    },
    refuse: ({ store, user, data }) => {
      const form =
        store.pendingForm(store.approval(data.actId).act, user.userId) ??
        refuse(FixtureCode.Warning, ApprovalMessage.NothingToHandle);
      store.refuse(form.id, user, data.common);
      return null;
    },
    withdraw: ({ store, user, data }) => {
      store.withdraw(data.actId, user);
      return null;
    },
    /** A share link kept in the store with its expiry: {origin}/publish-info/{key}. */
    createDownUrl: ({ store, user, data, origin }) => {
      const link = createShareLink(store, user, data.actId, data.days);
      return { key: link.key, url: `${origin}/publish-info/${link.key}`, expireTime: link.expireTime };
    },
    /** Public: what a share link shows; unknown or expired keys are refused with 分享链接已失效. */
    downloadInfo: ({ store, data }) => {
      const link = liveShareLink(store, data.key);
      const { act, files } = store.approval(link.actId);
      return {
        actName: act.actName,
        expireTime: link.expireTime,
        files,
        projectName: act.projectName ?? null,
        launcherName: act.launchManInfo.realname,
        // The publish information, not the launcher's attachments (the share shows only the drawings).
        additionInfo: act.additionInfo ? { ...act.additionInfo, attachments: undefined } : null,
      };
    },
    /** Public: a download link of one shared file, several (a zip), or all of them. */
    shareDownload: ({ store, data, request }) => {
      const link = liveShareLink(store, data.key);
      const shared = store.approval(link.actId).files.flatMap((group) => group.children);
      const chosen = data.resIds?.length ? data.resIds : shared.map((file) => file.resId);
      const files = chosen.map(
        (resId) =>
          shared.find((file) => file.resId === resId) ?? refuse(FixtureCode.Error, PublishRefusal.FileNotShared),
      );
      const single = files.length === 1 ? files[0] : undefined;
      return {
        url: ticketLink(
          request,
          api.approval.shareDownload,
          api.download.projectFile,
          `share-${link.key}-${chosen.join('-')}`,
        ),
        fileName: single ? single.resName : `${store.approval(link.actId).act.actName}.zip`,
      };
    },
    launchPublish: ({ store, user, data }) => ({ actId: launchPublish(store, user, data) }),
    publishQuote: ({ store, data }) => publishQuote(store, data),
    publishApprovers: ({ store, data }) => publishApprovers(store, data.projectId),
    publish: ({ store, user, data }) => {
      confirmPublish(store, user, data.actId);
      return null;
    },
    publishedList: ({ store, user, data }) => publishList(store, user, data, 'published'),
    notPublishedList: ({ store, user, data }) => publishList(store, user, data, 'notPublished'),
    checkActName: ({ store, data }) =>
      store.state.approvals.some(
        (a) =>
          a.act.actName === data.actName &&
          (data.projectId ? a.act.projectId === data.projectId : a.act.moduleType === data.moduleType),
      )
        ? refuse(FixtureCode.Warning, APPROVAL_NAME_TAKEN)
        : true,
  },
  approvalCenter: {
    launchedByMe: ({ store, user, data }) => store.approvals('launched', user, approvalQuery(data)),
    forMe: ({ store, user, data }) => store.approvals('todo', user, approvalQuery(data)),
    approvedByMe: ({ store, user, data }) => store.approvals('done', user, approvalQuery(data)),
    detail: ({ store, user, data }) => detailOf(store, store.approval(data.actId).act, user, data.formId),
    /** Stamps again what failed: the launcher's (or the stamp signer's) call after a failed stamping. */
    restamp: ({ store, user, data }) => {
      const { act } = store.approval(data.actId);
      // The fixture's approval names its stamp signer by name only.
      const signManId = act.signMan?.realName === user.realname ? user.userId : null;
      enforce(restampRefusal({ launcherId: act.launchManInfo.id, signManId }, user.userId));
      enforce(restampStateRefusal(act.status));
      if (act.stampingState !== StampingState.Failed)
        refuse(FixtureCode.Warning, ApprovalMessage.NothingFailedToRestamp);
      act.stampingState = StampingState.Stamped;
      act.stampingErrors = null;
      act.canRestamp = false;
      return StampingState.Stamped;
    },
    files: ({ store, data }) => store.approval(data.actId).files,
    withdraw: ({ store, user, data }) => {
      store.withdraw(data.actId, user);
      return null;
    },
    pass: ({ store, user, data }) => {
      store.pass(data.formId, user, data.remark);
      return null;
    },
    refuse: ({ store, user, data }) => {
      store.refuse(data.formId, user, data.remark);
      return null;
    },
  },
};

/** An approval's detail as the user sees it: their pending form, its stamping, what they may do with a publish one. */
function detailOf(store: FixtureStore, act: ApprovalAct, user: FixtureUser, formId?: string) {
  return {
    ...act,
    formId: formId ?? store.pendingForm(act, user.userId)?.id ?? null,
    stampingState: act.stampingState ?? null,
    stampingErrors: act.stampingErrors ?? null,
    canRestamp: act.canRestamp ?? false,
    ...(act.moduleType === ApprovalType.Publish ? publishFlags(store, act, user) : {}),
  };
}
