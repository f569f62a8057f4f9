import { CAPTCHA_AFTER_FAILURES, LOGIN_MAX_FAILURES } from '@atelier/api';
import type { Recorder } from './record';
import type { Scenario } from './scenarios';
import { PARITY_PASSWORD, type Side } from './sides';

/**
 * Parity scenarios of accounts (issue 24): registration with an SMS code (its refusals on the way: a code asked for
 * again too soon, a wrong code, a registered phone), the new account signed in without an enterprise; phone login
 * of a demo member and its refusals; the calls that need an enterprise refused to the new account; password
 * recovery ending the old password.
 */

/** A phone neither seed holds. */
const NEW_PHONE = '13600000024';
/** 李婷's phone, in both seeds. */
const MEMBER_PHONE = '13912345602';

/** The phone change's account: registered by its scenario, then moved to the second number. */
const CHANGE_FROM = '13600000026';
const CHANGE_TO = '13600000027';
/** The lockout's account: registered by its scenario, locked by wrong passwords in the phone change. */
const LOCKED_PHONE = '13600000028';
/** The number it would move to: free on both sides. */
const LOCKED_TARGET = '13600000029';

/** 王海涛 in both seeds, signed in by no other account scenario. */
const CAPTCHA_PERSON = 'wanghaitao';
/** 郑丽华's phone in both seeds, used by no other scenario: the SMS-code login's slider. */
const CAPTCHA_PHONE = '13512345610';

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A new account of its own registered by SMS code (password Design2026), signed in. */
async function registeredAccount(side: Side, phone: string, realname: string) {
  const anonymous = side.anonymous();
  await anonymous.auth.sendSms({ phone, type: 'register' });
  await anonymous.auth.register({ phone, code: await side.lastSmsCode(phone), password: 'Design2026', realname });
  return side.signIn(phone, 'Design2026');
}

export const accountScenarios: Scenario[] = [
  {
    name: 'accounts: register with an SMS code, then the new account has no enterprise',
    async run(side: Side, record: Recorder) {
      const anonymous = side.anonymous();
      await record.refusal('a bad mobile number', anonymous.auth.sendSms({ phone: '12345678901', type: 'register' }));
      await record.refusal(
        'register without a code sent',
        anonymous.auth.register({
          phone: NEW_PHONE,
          code: '000000',
          password: 'Design2026',
          realname: '周新',
        }),
      );
      await record.answer('send a registration code', anonymous.auth.sendSms({ phone: NEW_PHONE, type: 'register' }));
      await record.refusal(
        'ask again at once',
        anonymous.auth.sendSms({ phone: NEW_PHONE, type: 'register' }),
        () => null,
      );
      const code = await side.lastSmsCode(NEW_PHONE);
      const form = { phone: NEW_PHONE, password: 'Design2026', realname: '周新' };
      await record.refusal('a wrong code', anonymous.auth.register({ ...form, code: wrongCode(code) }));
      await record.refusal('a weak password', anonymous.auth.register({ ...form, code, password: 'password' }));
      const login = await record.answer('register', anonymous.auth.register({ ...form, code }));
      record.value('the new account', {
        username: login.userInfo.username,
        realname: login.userInfo.realname,
        enterprise: login.userInfo.curEnterpriseId ?? null,
        enterprises: login.enterpriseVoList.length,
      });
      await record.refusal('register the same phone again', anonymous.auth.register({ ...form, code }));
      await record.refusal(
        'a registration code to a registered phone',
        anonymous.auth.sendSms({
          phone: MEMBER_PHONE,
          type: 'register',
        }),
      );
      const byPassword = await record.answer(
        'log in with the new password',
        side.signIn(NEW_PHONE, 'Design2026'),
        (s) => s.login,
      );
      record.value('logged in', byPassword.login.userInfo.realname);
      // Without an enterprise, the calls that need one are refused (2.4: 您尚未加入任何企业…), on both sides.
      await record.refusal('the organisation without an enterprise', byPassword.client.structure.tree({}));
      await record.refusal(
        'the projects without an enterprise',
        byPassword.client.project.list({ pageNum: 1, pageSize: 10 }),
      );
    },
  },
  {
    name: 'accounts: phone login with an SMS code, used once; recovery sets a new password',
    async run(side: Side, record: Recorder) {
      const anonymous = side.anonymous();
      await record.refusal(
        'a login code to a phone that is no account',
        anonymous.auth.sendSms({
          phone: '13600000025',
          type: 'login',
        }),
      );
      await record.refusal(
        'phone login of a phone that is no account',
        anonymous.auth.phoneLogin({
          phone: '13600000025',
          code: '123456',
        }),
      );
      await record.answer('send a login code', anonymous.auth.sendSms({ phone: MEMBER_PHONE, type: 'login' }));
      const code = await side.lastSmsCode(MEMBER_PHONE);
      await record.refusal('a wrong code', anonymous.auth.phoneLogin({ phone: MEMBER_PHONE, code: wrongCode(code) }));
      const login = await record.answer('phone login', anonymous.auth.phoneLogin({ phone: MEMBER_PHONE, code }));
      record.value('signed in', login.userInfo.realname);
      await record.refusal('the same code again', anonymous.auth.phoneLogin({ phone: MEMBER_PHONE, code }));
      await record.refusal(
        'a recovery code with no code sent',
        anonymous.auth.findBackPassword({
          phone: MEMBER_PHONE,
          code,
          password: 'Renewed2027',
        }),
      );
    },
  },
  {
    name: 'accounts: a password change needs the current password and keeps the session',
    async run(side: Side, record: Recorder) {
      const member = await side.signIn('13812345601');
      await record.refusal(
        'a wrong current password',
        member.client.auth.changePassword({
          oldPassword: 'Wrong2026',
          password: 'Renewed2027',
        }),
      );
      await record.refusal(
        'the same password',
        member.client.auth.changePassword({
          oldPassword: PARITY_PASSWORD,
          password: PARITY_PASSWORD,
        }),
      );
      await record.answer(
        'change it',
        member.client.auth.changePassword({
          oldPassword: PARITY_PASSWORD,
          password: 'Renewed2027',
        }),
      );
      await record.answer('this session goes on', member.client.user.info({}));
      await record.refusal('the old password no longer works', side.signIn('13812345601'));
      await record.answer('the new one does', side.signIn('13812345601', 'Renewed2027'), (s) => s.login);
      // Back to the demo password: the other scenarios sign this person in with it.
      await record.answer(
        'change it back',
        member.client.auth.changePassword({ oldPassword: 'Renewed2027', password: PARITY_PASSWORD }),
      );
    },
  },
  {
    name: 'accounts: a phone change needs a code sent to the new number and the password; the number moves',
    async run(side: Side, record: Recorder) {
      const anonymous = side.anonymous();
      const { client } = await registeredAccount(side, CHANGE_FROM, '钱程');
      const change = (phone: string, code: string, password = 'Design2026') =>
        client.auth.changePhone({ phone, code, password });
      await record.refusal('the same number', change(CHANGE_FROM, '000000'));
      await record.refusal(
        'a change code asked for signed out',
        anonymous.auth.sendSms({ phone: CHANGE_TO, type: 'changePhone' }),
      );
      await record.refusal(
        'a code to a taken number',
        client.auth.sendSms({ phone: MEMBER_PHONE, type: 'changePhone' }),
      );
      await record.refusal('a taken number', change(MEMBER_PHONE, '000000'));
      await record.refusal('no code sent', change(CHANGE_TO, '000000'));
      await record.answer('send a change code', client.auth.sendSms({ phone: CHANGE_TO, type: 'changePhone' }));
      const code = await side.lastSmsCode(CHANGE_TO);
      await record.refusal('a wrong password', change(CHANGE_TO, code, 'Wrong2026'));
      await record.refusal('a wrong code', change(CHANGE_TO, wrongCode(code)));
      await record.answer('change it', change(CHANGE_TO, code));
      await record.answer('the session goes on with the new number', client.user.info({}), (u) => ({
        username: u.username,
        phone: u.phone,
      }));
      await record.refusal('the old number no longer signs in', side.signIn(CHANGE_FROM, 'Design2026'));
      await record.answer('the new one does', side.signIn(CHANGE_TO, 'Design2026'), (s) => s.login.userInfo.phone);
    },
  },
  {
    name: 'accounts: wrong passwords in a phone change count toward the account’s lockout, as logins do',
    async run(side: Side, record: Recorder) {
      const { client } = await registeredAccount(side, LOCKED_PHONE, '孙悦');
      const change = (password: string) => client.auth.changePhone({ phone: LOCKED_TARGET, code: '000000', password });
      for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1)
        await record.refusal(`wrong password ${i + 1}`, change('Wrong2026'));
      await record.refusal('the right password, locked', change('Design2026'));
      await record.refusal(
        'a password change, locked',
        client.auth.changePassword({ oldPassword: 'Design2026', password: 'Renewed2027' }),
      );
      await record.refusal('a password login, locked', side.signIn(LOCKED_PHONE, 'Design2026'));
    },
  },
  {
    name: 'accounts: the slide captcha after three wrong passwords, a wrong answer, a passed one used once',
    async run(side: Side, record: Recorder) {
      const anonymous = side.anonymous();
      const login = (password: string, captchaToken?: string) =>
        anonymous.auth.login({ username: CAPTCHA_PERSON, password, ...(captchaToken ? { captchaToken } : {}) });
      for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) {
        await record.refusal(`wrong password ${i + 1}`, login(`Wrong${i}pass`));
      }
      await record.refusal('the right password without the slider', login(PARITY_PASSWORD));
      const first = await record.answer('a challenge', anonymous.auth.slideImage(), (c) => ({
        ...c,
        pictures: [c.backgroundImage, c.sliderImage].every((url) => url.startsWith('data:image/')),
      }));
      const hole = await side.slideAnswer(first.token);
      record.value(
        'a wrong answer',
        await anonymous.auth.checkSlide({
          token: first.token,
          xPosition: hole.xPosition + 30,
          yPosition: hole.yPosition,
        }),
      );
      record.value(
        'the right answer after a wrong one',
        await anonymous.auth.checkSlide({ token: first.token, ...hole }),
      );
      await record.refusal('a login with the failed challenge', login(PARITY_PASSWORD, first.token));
      const second = await record.answer('a new challenge', anonymous.auth.slideImage());
      record.value(
        'the right answer',
        await anonymous.auth.checkSlide({ token: second.token, ...(await side.slideAnswer(second.token)) }),
      );
      await record.refusal('a wrong password with the passed challenge', login('Wrong9pass', second.token));
      await record.refusal('the spent challenge again', login(PARITY_PASSWORD, second.token));
      const third = await anonymous.auth.slideImage();
      await anonymous.auth.checkSlide({ token: third.token, ...(await side.slideAnswer(third.token)) });
      await record.answer('the right password with a passed challenge', login(PARITY_PASSWORD, third.token), (r) => ({
        realname: r.userInfo.realname,
      }));
      await record.answer('the count starts again', login(PARITY_PASSWORD), () => null);
    },
  },
  {
    name: 'accounts: the slide captcha after three wrong SMS codes, counted apart from the passwords',
    async run(side: Side, record: Recorder) {
      const anonymous = side.anonymous();
      const phoneLogin = (code: string, captchaToken?: string) =>
        anonymous.auth.phoneLogin({ phone: CAPTCHA_PHONE, code, ...(captchaToken ? { captchaToken } : {}) });
      await record.answer('send a login code', anonymous.auth.sendSms({ phone: CAPTCHA_PHONE, type: 'login' }));
      const code = await side.lastSmsCode(CAPTCHA_PHONE);
      for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i += 1) {
        await record.refusal(`wrong code ${i + 1}`, phoneLogin(wrongCode(code)));
      }
      await record.refusal('the right code without the slider', phoneLogin(code));
      await record.answer('the password login has its own count', side.signIn(CAPTCHA_PHONE), (s) => ({
        realname: s.login.userInfo.realname,
      }));
      const unanswered = await anonymous.auth.slideImage();
      await record.refusal('a challenge not answered', phoneLogin(code, unanswered.token));
      const passed = await anonymous.auth.slideImage();
      record.value(
        'the right answer',
        await anonymous.auth.checkSlide({ token: passed.token, ...(await side.slideAnswer(passed.token)) }),
      );
      await record.answer('the right code with a passed challenge', phoneLogin(code, passed.token), (r) => ({
        realname: r.userInfo.realname,
      }));
    },
  },
];
