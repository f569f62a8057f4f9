import { ResponseMessages } from '../../response/handleResponse';
import { smsNeedsSession } from '../../rules/accounts';
import { refuse } from '../store/core';
import type { Resolvers } from './context';

/** Registration, phone login, password recovery and their SMS codes (issue 24), from the store's accounts area. */
export const accountResolvers: Resolvers = {
  auth: {
    sendSms: ({ store, data, token }) => {
      // As the server: a change-of-phone code goes only to a signed-in person.
      if (smsNeedsSession(data.type) && !store.sessionUser(token)) {
        refuse(500, ResponseMessages.TokenInvalid, 500);
      }
      return store.sendSms(data.phone, data.type);
    },
    register: ({ store, data }) => store.register(data),
    phoneLogin: ({ store, data }) => store.phoneLogin(data),
    findBackPassword: ({ store, data }) => store.findBackPassword(data),
    slideImage: ({ store }) => store.slideImage(),
    checkSlide: ({ store, data }) => store.checkSlide(data),
    changePassword: ({ store, token, user, data }) => store.changePassword(token, user, data),
    changePhone: ({ store, user, data }) => store.changePhone(user, data),
  },
};
