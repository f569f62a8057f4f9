import type { Resolvers } from './context';

/** Account settings and the enterprise log (issue 24), from the store's account-settings area. */
export const accountSettingsResolvers = {
  user: {
    updateProfile: ({ store, user, data }) => store.updateProfile(user, data),
    uploadAvatar: ({ store, user, data }) => store.uploadAvatar(user, data.file),
    delAvatar: ({ store, user }) => store.removeAvatar(user),
    addUserSetting: ({ store, user, data }) => store.addUserSetting(user, data),
    getUserSetting: ({ store, user }) => store.userSettings(user),
    loginDevices: ({ store, user, token }) => store.loginDevices(user, token),
    signOutDevice: ({ store, user, token, data }) => store.signOutDevice(user, token, data.id),
  },
  log: {
    list: ({ store, user, enterpriseId, data }) => store.auditPage(user, enterpriseId, data),
  },
} satisfies Resolvers;
