/** The enterprise log's strings (issue 24), Chinese and English; spread into the features locales. */
import { auditActionLabel, auditActionLabelEn } from '@atelier/api';
import type { EnterpriseLogLocale } from './interface';

export const enterpriseLogZhCN: { EnterpriseLog: EnterpriseLogLocale } = {
  EnterpriseLog: {
    title: '企业日志',
    person: '操作人',
    allPeople: '全部人员',
    action: '操作类型',
    allActions: '全部类型',
    actionText: auditActionLabel,
    start: '开始日期',
    end: '结束日期',
    rangeInvalid: '结束日期不能早于开始日期',
    reset: '重置',
    time: '操作时间',
    target: '操作对象',
    details: '详情',
    empty: '暂无日志',
    loadFailed: '企业日志加载失败',
    retry: '重试',
  },
};

export const enterpriseLogEnUS: { EnterpriseLog: EnterpriseLogLocale } = {
  EnterpriseLog: {
    title: 'Enterprise log',
    person: 'Person',
    allPeople: 'Everyone',
    action: 'Action',
    allActions: 'All actions',
    actionText: auditActionLabelEn,
    start: 'From',
    end: 'To',
    rangeInvalid: 'The end date cannot be before the start date',
    reset: 'Reset',
    time: 'Time',
    target: 'Target',
    details: 'Details',
    empty: 'No log entries',
    loadFailed: 'Could not load the enterprise log',
    retry: 'Retry',
  },
};
