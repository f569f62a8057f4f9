/**
 * Every person the e2e specs register or add, in one place: the specs share one server (a fresh database per run),
 * so a phone written twice makes the later spec's registration fail with 该手机号已注册 (stop 40: roles.spec and
 * frameTemplate.spec both used 13600000041). Loading this module throws when two entries share a phone.
 */
export interface NewPerson {
  phone: string;
  realname: string;
  password: string;
}

export const newPeople = {
  accountsRegistrant: { phone: '13600000024', realname: '周新', password: 'Design2026' },
  newFirmFounder: { phone: '13600000031', realname: '王新', password: 'Qiantang2026' },
  newFirmColleague: { phone: '13600000032', realname: '林新', password: 'Qiantang2026' },
  frameTemplateFounder: { phone: '13600000041', realname: '周图', password: 'Xixi2026pass' },
  rolesFounder: { phone: '13600000043', realname: '王角色', password: 'Xihu2026role' },
  /** Added by the founder on the organisation page; signs in by SMS code, so the password is never used. */
  rolesColleague: { phone: '13600000044', realname: '林角色', password: '' },
  accountFounder: { phone: '13600000051', realname: '王全程', password: 'Zhijiang2026' },
  accountColleague: { phone: '13600000052', realname: '林全程', password: 'Zhijiang2026' },
  filesFounder: { phone: '13600000061', realname: '王云筑', password: 'Xixi2026' },
  /** Fails three logins, then passes the slide captcha (captcha.spec). */
  captchaPerson: { phone: '13600000071', realname: '周验证', password: 'Captcha2026' },
  /**
   * Never registered: fails three logins with this phone typed (counted against the typed name), then leaves the
   * slider for 手机登录 (captcha.spec).
   */
  captchaSmsPerson: { phone: '13600000072', realname: '周短信', password: 'Captcha2026' },
  /** Registers, then moves the account to phoneChangerNumber on /account/security (accounts.spec). */
  phoneChanger: { phone: '13600000081', realname: '钱程', password: 'Qiancheng2026' },
  /** Not a person: the number phoneChanger moves to (listed so that no other spec takes it). */
  phoneChangerNumber: { phone: '13600000082', realname: '钱程', password: 'Qiancheng2026' },
  /** Founds a firm and finds its workbench empty, then adds a shortcut (workbench.spec). */
  workbenchFounder: { phone: '13600000093', realname: '王工作', password: 'Xixi2026bench' },
  /** Configures the firm's own title block and stamps drawings made on it (frameTemplate.spec). */
  ownFrameFounder: { phone: '13600000101', realname: '周婷', password: 'Lintu2026frame' },
  /** Added on the organisation page, the drawings' 校对; signs in by SMS code (frameTemplate.spec). */
  ownFrameColleague: { phone: '13600000102', realname: '林图', password: '' },
  /** Founds a firm and fills its enterprise opinion bank, by hand and from a sheet (newFirm.spec). */
  opinionFounder: { phone: '13600000103', realname: '王意见', password: 'Xixi2026opinion' },
} as const satisfies Record<string, NewPerson>;

const owners = new Map<string, string>();
for (const [name, person] of Object.entries(newPeople)) {
  const owner = owners.get(person.phone);
  if (owner) throw new Error(`tests/e2e/people.ts: ${name} and ${owner} share the phone ${person.phone}`);
  owners.set(person.phone, name);
}
