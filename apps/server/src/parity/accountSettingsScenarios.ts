import { AuditAction, DefaultPage, PreferredLanguage } from '@atelier/api';
import type { Recorder } from './record';
import type { Scenario } from './scenarios';
import type { Side } from './sides';

/**
 * Parity scenarios of account settings and the enterprise log (issue 24): the profile and its refusals, the avatar
 * checked by content, the preferences, the login devices with one signed out, and the lines these leave in the log
 * the administrator reads (and a member may not).
 */

/**
 * 何静, a member of 华筑, and 陈建国, its administrator, by phone (their login name in both seeds). Runs before the
 * account scenarios, which give 陈建国 a new password.
 */
const HEJING = '16612345612';
const ADMIN = '13812345601';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const GIF = Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2, 3, 4]);

export const accountSettingsScenarios: Scenario[] = [
  {
    name: 'account settings: profile, avatar, preferences, devices, and the enterprise log of them',
    async run(side: Side, record: Recorder) {
      const here = await side.signIn(HEJING);
      const there = await side.signIn(HEJING);
      const me = here.client;
      await record.refusal('a one-character name', me.user.updateProfile({ realname: '何' }));
      await record.refusal('a malformed email', me.user.updateProfile({ realname: '何静', email: 'he@' }));
      const saved = await record.answer(
        'save the profile',
        me.user.updateProfile({ realname: '何静文', email: 'he@example.com' }),
      );
      record.value('the saved profile', { realname: saved.realname, email: saved.email });

      await record.refusal('a GIF named .png', me.user.uploadAvatar({ file: new File([GIF], 'me.png') }));
      await record.refusal('a .gif', me.user.uploadAvatar({ file: new File([PNG], 'me.gif') }));
      const avatar = await record.answer('a PNG avatar', me.user.uploadAvatar({ file: new File([PNG], 'me.png') }));
      record.value('the info shows an avatar', (await me.user.info({})).avatar === avatar.avatar);
      await record.answer('remove the avatar', me.user.delAvatar({}));
      record.value('the info shows none', (await me.user.info({})).avatar ?? null);

      record.value('default preferences', await me.user.getUserSetting({}));
      record.value(
        'save a default page',
        await me.user.addUserSetting({ defaultPage: DefaultPage.Workflow, language: PreferredLanguage.English }),
      );
      record.value('read back', await me.user.getUserSetting({}));
      await record.refusal('a page not offered', me.user.addUserSetting({ defaultPage: '/admin' as DefaultPage }));

      const devices = await record.answer('the devices', me.user.loginDevices({}));
      const current = devices.filter((d) => d.current);
      record.value('one is this one', current.length);
      const other = devices.find((d) => !d.current);
      await record.refusal('sign out this one', me.user.signOutDevice({ id: current[0]?.id ?? '' }));
      await record.answer('sign out the other', me.user.signOutDevice({ id: other?.id ?? '' }));
      await record.refusal('the other session is over', there.client.user.info({}));
      const after = await me.user.loginDevices({});
      record.value(
        'it is gone from the list',
        after.some((d) => d.id === other?.id),
      );

      await record.refusal('a member reads the log', me.log.list({}));
      const admin = await side.signIn(ADMIN);
      const log = await record.answer(
        'the administrator reads her changes',
        admin.client.log.list({ createBy: here.login.userInfo.userId, type: AuditAction.ProfileUpdate }),
      );
      record.value(
        'her profile line',
        log.list.map((l) => ({ type: l.type, typeText: l.typeText, by: l.createByName, details: l.details })),
      );
      const signOuts = await admin.client.log.list({ createBy: here.login.userInfo.userId });
      record.value(
        'what she did, newest first',
        signOuts.list.map((l) => l.type).filter((t) => t.startsWith('user.')),
      );
      record.value('nothing before 2020', (await admin.client.log.list({ end: '2019-12-31' })).total);
      // The server is shared by the scenarios that follow: 何静 gets her name and email back (not recorded).
      await me.user.updateProfile({ realname: '何静', email: 'hejing@huazhu-design.cn' });
    },
  },
];
