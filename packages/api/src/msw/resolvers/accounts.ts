import type { Resolvers } from './context';

/** Registration, phone login, password recovery and their SMS codes (issue 24), from the store's accounts area. */
export const accountResolvers: Resolvers = {
  auth: {
    sendSms: ({ store, data }) => store.sendSms(data.phone, data.type),
    register: ({ store, data }) => store.register(data),
    phoneLogin: ({ store, data }) => store.phoneLogin(data),
    findBackPassword: ({ store, data }) => store.findBackPassword(data),
    slideImage: ({ store }) => store.slideImage(),
    checkSlide: ({ store, data }) => store.checkSlide(data),
    changePassword: ({ store, token, user, data }) => store.changePassword(token, user, data),
    changePhone: ({ store, user, data }) => store.changePhone(user, data),
  },
};
