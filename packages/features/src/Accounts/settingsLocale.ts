/**
 * The account-settings components' strings (issue 24), Chinese and English; spread into the features locales. The
 * messages are the shared ones of @atelier/api's rules/accountSettings.ts.
 */
import {
  AccountSettingsMessage,
  AVATAR_FORMAT,
  accountSettingsMessageEn,
  DefaultPage,
  PreferredLanguage,
} from '@atelier/api';
import type { DeviceListLocale, PreferenceFormLocale, ProfileFormLocale } from './interface';

interface AccountSettingsLocales {
  ProfileForm: ProfileFormLocale;
  PreferenceForm: PreferenceFormLocale;
  DeviceList: DeviceListLocale;
}

const languageText = { [PreferredLanguage.Chinese]: '简体中文', [PreferredLanguage.English]: 'English' };

export const accountSettingsZhCN: AccountSettingsLocales = {
  ProfileForm: {
    title: '基本信息',
    avatar: '头像',
    avatarHint: `${AVATAR_FORMAT.replace('头像仅支持', '支持')}，大小不超过500KB`,
    noAvatar: '未设置头像',
    uploadAvatar: '上传头像',
    removeAvatar: '删除头像',
    username: '用户名',
    phone: '手机号',
    realname: '姓名',
    realnamePlaceholder: '请输入姓名',
    email: '邮箱',
    emailPlaceholder: '请输入邮箱',
    save: '保存',
    saved: AccountSettingsMessage.ProfileSaved,
    avatarSaved: AccountSettingsMessage.AvatarSaved,
    avatarRemoved: AccountSettingsMessage.AvatarRemoved,
    failed: '保存失败，请重试',
    loadFailed: '个人信息加载失败',
    retry: '重试',
  },
  PreferenceForm: {
    title: '偏好设置',
    language: '语言',
    languageText,
    defaultPage: '登录后默认页面',
    defaultPageHint: '登录后首先打开的页面',
    defaultPageText: {
      [DefaultPage.Dashboard]: '工作台',
      [DefaultPage.ProjectCenter]: '项目中心',
      [DefaultPage.Disk]: '网盘',
      [DefaultPage.Workflow]: '流程中心',
      [DefaultPage.Notification]: '消息通知',
    },
    save: '保存',
    saved: AccountSettingsMessage.PreferenceSaved,
    failed: '保存失败，请重试',
    loadFailed: '偏好设置加载失败',
    retry: '重试',
  },
  DeviceList: {
    title: '登录设备',
    device: '设备',
    browser: '浏览器',
    ip: 'IP地址',
    loginTime: '登录时间',
    lastActive: '最近活跃',
    actions: '操作',
    current: '本机',
    signOut: '退出登录',
    confirmTitle: (device) => `确定退出“${device}”上的登录吗？`,
    confirmContent: '该设备需要重新登录才能继续使用。',
    signedOut: AccountSettingsMessage.DeviceSignedOut,
    empty: '暂无登录设备',
    loadFailed: '登录设备加载失败',
    retry: '重试',
  },
};

export const accountSettingsEnUS: AccountSettingsLocales = {
  ProfileForm: {
    title: 'Basic information',
    avatar: 'Avatar',
    avatarHint: 'JPG, JPEG or PNG, under 500 KB',
    noAvatar: 'No avatar',
    uploadAvatar: 'Upload avatar',
    removeAvatar: 'Remove avatar',
    username: 'User name',
    phone: 'Mobile',
    realname: 'Name',
    realnamePlaceholder: 'Enter your name',
    email: 'Email',
    emailPlaceholder: 'Enter your email',
    save: 'Save',
    saved: accountSettingsMessageEn.ProfileSaved,
    avatarSaved: accountSettingsMessageEn.AvatarSaved,
    avatarRemoved: accountSettingsMessageEn.AvatarRemoved,
    failed: 'Could not save. Please try again',
    loadFailed: 'Could not load your profile',
    retry: 'Retry',
  },
  PreferenceForm: {
    title: 'Preferences',
    language: 'Language',
    languageText,
    defaultPage: 'Page after login',
    defaultPageHint: 'The page that opens first after you log in',
    defaultPageText: {
      [DefaultPage.Dashboard]: 'Workbench',
      [DefaultPage.ProjectCenter]: 'Project center',
      [DefaultPage.Disk]: 'Network disk',
      [DefaultPage.Workflow]: 'Workflow center',
      [DefaultPage.Notification]: 'Notifications',
    },
    save: 'Save',
    saved: accountSettingsMessageEn.PreferenceSaved,
    failed: 'Could not save. Please try again',
    loadFailed: 'Could not load your preferences',
    retry: 'Retry',
  },
  DeviceList: {
    title: 'Login devices',
    device: 'Device',
    browser: 'Browser',
    ip: 'IP address',
    loginTime: 'Logged in',
    lastActive: 'Last active',
    actions: 'Actions',
    current: 'This device',
    signOut: 'Sign out',
    confirmTitle: (device) => `Sign out of "${device}"?`,
    confirmContent: 'That device must log in again to continue.',
    signedOut: accountSettingsMessageEn.DeviceSignedOut,
    empty: 'No login devices',
    loadFailed: 'Could not load the devices',
    retry: 'Retry',
  },
};
