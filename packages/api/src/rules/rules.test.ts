import { describe, expect, it } from 'vitest';
import { UploadItemStatus } from '../entities/constants';
import * as M from './messages';
import {
  addressSchema,
  approvalNameSchema,
  archiveNameSchema,
  attachmentFileSchema,
  avatarFileSchema,
  batchStampsSchema,
  CredentialLimit,
  caStampsSchema,
  checkName,
  checkRegisteredExtension,
  checkUploadBatch,
  checkUploadFile,
  DRAWING_REVIEW_MAX_BYTES,
  detailRemarkSchema,
  emailSchema,
  enterpriseCreateNameSchema,
  enterpriseNameSchema,
  FILE_NAME_MAX_BYTES,
  fileExtension,
  fileNameSchema,
  firstMessage,
  flowTemplateNodeSchema,
  flowTemplateNodesSchema,
  genericNameSchema,
  idCardSchema,
  isCertificateExpired,
  isReservedName,
  loginPasswordSchema,
  MOBILE_PATTERN_LEGACY,
  mobileSchema,
  NAME_FORBIDDEN_CHARACTERS,
  type NameRule,
  nameSchema,
  outputStampSchema,
  passwordSchema,
  personNameSchema,
  phoneSchema,
  postcodeSchema,
  projectSearchSchema,
  RESOURCE_NAME_MESSAGES,
  remarkSchema,
  requiredSchema,
  resourceNameSchema,
  stampSignerSchema,
  templateNameSchema,
  UPLOAD_DEFAULT_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  uploadFileSchema,
  usernameSchema,
  utf8Length,
  verificationCodeSchema,
} from './rules';

const node = (dictDutyId: string, people: number) => ({
  dictDutyId,
  userIdList: Array.from({ length: people }, (_, i) => `u-${i}`),
});

describe('template name', () => {
  it('is required', () => {
    expect(firstMessage(templateNameSchema, '')).toBe('请输入模板名称');
    expect(firstMessage(templateNameSchema, '   ')).toBe('请输入模板名称');
    expect(firstMessage(templateNameSchema, undefined)).toBe(M.TEMPLATE_NAME_REQUIRED);
  });
  it('holds at most 15 characters', () => {
    expect(firstMessage(templateNameSchema, '建筑专业标准流程一二三四五六七')).toBeNull();
    expect(firstMessage(templateNameSchema, '建筑专业标准流程一二三四五六七八')).toBe('模板名称不能超过15个字');
  });
  it('is trimmed', () => {
    expect(templateNameSchema.parse('  结构流程 ')).toBe('结构流程');
  });
});

describe('flow-template nodes', () => {
  it('needs a duty and at least one person in each node', () => {
    expect(firstMessage(flowTemplateNodeSchema, { dictDutyId: '', userIdList: ['u-1'] })).toBe('职责和人员不能为空');
    expect(firstMessage(flowTemplateNodeSchema, { dictDutyId: 'd-1', userIdList: [] })).toBe(
      M.NODE_DUTY_AND_PEOPLE_REQUIRED,
    );
    expect(firstMessage(flowTemplateNodeSchema, { dictDutyId: null, userIdList: null })).toBe(
      M.NODE_DUTY_AND_PEOPLE_REQUIRED,
    );
  });
  it('allows at most 10 people per node', () => {
    expect(firstMessage(flowTemplateNodeSchema, node('d-1', 10))).toBeNull();
    expect(firstMessage(flowTemplateNodeSchema, node('d-1', 11))).toBe('每个节点中的人员数量最多为10个');
  });
  it('refuses a duty used by two nodes', () => {
    expect(firstMessage(flowTemplateNodesSchema, [node('d-1', 1), node('d-2', 1), node('d-1', 2)])).toBe(
      '节点中的职责不能重复',
    );
    const parsed = flowTemplateNodesSchema.safeParse([node('d-1', 1), node('d-1', 1)]);
    expect(parsed.error?.issues[0]?.path).toEqual([1, 'dictDutyId']);
  });
  it('allows at most 20 nodes and at least one', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => node(`d-${i}`, 1));
    expect(firstMessage(flowTemplateNodesSchema, twenty)).toBeNull();
    expect(firstMessage(flowTemplateNodesSchema, [...twenty, node('d-20', 1)])).toBe('最多添加20个节点');
    expect(firstMessage(flowTemplateNodesSchema, [])).toBe(M.NODES_REQUIRED);
  });
  it('keeps the selection warning text', () => {
    expect(M.NODE_PEOPLE_SELECTION_LIMIT).toBe('最多添加10个人员');
  });
});

describe('approval name', () => {
  it('is required', () => {
    expect(firstMessage(approvalNameSchema, '')).toBe(M.APPROVAL_NAME_REQUIRED);
    expect(firstMessage(approvalNameSchema, '  ')).toBe(M.APPROVAL_NAME_REQUIRED);
  });
  it.each(['\\', '/', ':', '*', '?', '"', '<', '>', '|'])('refuses %s', (character) => {
    expect(firstMessage(approvalNameSchema, `快捷签章${character}2025`)).toBe('审批名称不能包含以下特殊字符/:*?"<>|');
  });
  it.each(['CON', 'prn', 'Aux', 'NUL', 'COM1', 'com9', 'LPT1', 'lpt9', 'CON.txt'])(
    'refuses the device name %s',
    (name) => {
      expect(firstMessage(approvalNameSchema, name)).toBe('审批名称不能以CON、PRN、AUX、NUL、COM、LPT开头。');
    },
  );
  it('accepts names that merely start like a device name', () => {
    expect(firstMessage(approvalNameSchema, 'Contract drawings')).toBeNull();
    expect(firstMessage(approvalNameSchema, 'COM10')).toBeNull();
  });
  it('refuses a trailing period', () => {
    expect(firstMessage(approvalNameSchema, '滨江新城施工图.')).toBe(M.APPROVAL_NAME_TRAILING_PERIOD);
  });
  it('holds at most 256 characters', () => {
    expect(firstMessage(approvalNameSchema, '审'.repeat(256))).toBeNull();
    expect(firstMessage(approvalNameSchema, '审'.repeat(257))).toBe(M.APPROVAL_NAME_TOO_LONG);
  });
  it('accepts the default quick-signing name', () => {
    expect(firstMessage(approvalNameSchema, '快捷签章-20250312093015')).toBeNull();
  });
});

describe('stamp choices', () => {
  it('requires a stamp signer', () => {
    expect(firstMessage(stampSignerSchema, '')).toBe('请选择签章人');
    expect(firstMessage(stampSignerSchema, undefined)).toBe('请选择签章人');
    expect(firstMessage(stampSignerSchema, 'u-001')).toBeNull();
  });
  it('requires an output stamp and accepts the none option', () => {
    expect(firstMessage(outputStampSchema, '')).toBe('请选择出图章');
    expect(firstMessage(outputStampSchema, undefined)).toBe('请选择出图章');
    expect(firstMessage(outputStampSchema, '0')).toBeNull();
  });
  it('requires one certification organisation for CA stamps', () => {
    const a = { stampId: 'st-1', caOrgId: 'ca-org-1' };
    const b = { stampId: 'st-2', caOrgId: 'ca-org-2' };
    const plain = { stampId: 'st-3', caOrgId: null };
    expect(firstMessage(caStampsSchema, [a, { ...a, stampId: 'st-4' }, plain])).toBeNull();
    expect(firstMessage(caStampsSchema, [a, b])).toBe('ca章的认证机构不唯一,请重新选择ca章');
  });
  it('allows two different stamps per batch at most', () => {
    expect(firstMessage(batchStampsSchema, ['st-1', 'st-2'])).toBeNull();
    expect(firstMessage(batchStampsSchema, ['st-1', 'st-1'])).toBe(M.BATCH_STAMPS_DUPLICATED);
    expect(firstMessage(batchStampsSchema, ['st-1', 'st-2', 'st-3'])).toBe(M.BATCH_TOO_MANY_STAMPS);
  });
  it('flags expired certificates', () => {
    const now = new Date('2025-06-01T12:00:00+08:00');
    expect(isCertificateExpired('2025-05-31', now)).toBe(true);
    expect(isCertificateExpired('2025-06-01', now)).toBe(false);
    expect(isCertificateExpired(null, now)).toBe(false);
    // Read in the firms' time zone, whatever the machine's: 00:30 on 1 June in China is 16:30 UTC on 31 May.
    const justAfterMidnight = new Date('2025-05-31T16:30:00Z');
    expect(isCertificateExpired('2025-05-31', justAfterMidnight)).toBe(true);
    expect(isCertificateExpired('2025-05-31', new Date('2025-05-31T15:59:00Z'))).toBe(false);
    expect(isCertificateExpired('2025-06-01 09:00:00', new Date('2025-06-01T01:30:00Z'))).toBe(true);
    expect(isCertificateExpired('2025-06-01T09:00:00Z', new Date('2025-06-01T01:30:00Z'))).toBe(false);
    expect(M.CA_CERTIFICATE_EXPIRED).toBe('CA认证已过期');
  });
});

describe('remarks and attachments', () => {
  it('limits launch remarks to 200 characters', () => {
    expect(firstMessage(remarkSchema, '备'.repeat(200))).toBeNull();
    expect(firstMessage(remarkSchema, '备'.repeat(201))).toBe('备注不能超出200个字符');
  });
  it('limits the detail remark to 256 characters', () => {
    expect(firstMessage(detailRemarkSchema, '同'.repeat(256))).toBeNull();
    expect(firstMessage(detailRemarkSchema, '同'.repeat(257))).toBe(M.DETAIL_REMARK_TOO_LONG);
  });
  it('limits attachments to 50M', () => {
    expect(firstMessage(attachmentFileSchema, { name: 'a.pdf', size: 50 * 1024 * 1024 })).toBeNull();
    expect(firstMessage(attachmentFileSchema, { name: 'a.pdf', size: 50 * 1024 * 1024 + 1 })).toBe(
      M.ATTACHMENT_TOO_LARGE,
    );
  });
});

describe('file and folder names', () => {
  it('refuses empty and blank names', () => {
    expect(firstMessage(fileNameSchema, '')).toBe(M.NAME_REQUIRED);
    expect(firstMessage(fileNameSchema, '   ')).toBe(M.NAME_BLANK);
  });
  it.each(['\\', '/', ':', '*', '?', '"', '<', '>', '|'])('refuses %s', (character) => {
    expect(firstMessage(fileNameSchema, `图纸${character}.pdf`)).toBe(M.NAME_SPECIAL_CHARACTERS);
  });
  it('refuses reserved device names case-insensitively', () => {
    expect(firstMessage(fileNameSchema, 'aux')).toBe(M.NAME_RESERVED);
    expect(firstMessage(fileNameSchema, 'Lpt3.dwg')).toBe(M.NAME_RESERVED);
    expect(isReservedName('console')).toBe(false);
  });
  it('refuses a trailing dot', () => {
    expect(firstMessage(fileNameSchema, '施工图.')).toBe(M.NAME_TRAILING_PERIOD);
  });
  it('applies an optional maximum', () => {
    expect(firstMessage(resourceNameSchema(64), '项'.repeat(64))).toBeNull();
    expect(firstMessage(resourceNameSchema(64), '项'.repeat(65))).toBe('名称不能超过64个字符');
  });
  it('hold at most 255 bytes of UTF-8', () => {
    expect(FILE_NAME_MAX_BYTES).toBe(255);
    expect(firstMessage(fileNameSchema, `${'a'.repeat(251)}.pdf`)).toBeNull();
    expect(firstMessage(fileNameSchema, `${'a'.repeat(252)}.pdf`)).toBe('名称不能超过255个字节（一个汉字占3个字节）');
    // 84 Chinese characters are 252 bytes; 85 are 255 and the extension pushes it over.
    expect(firstMessage(fileNameSchema, '图'.repeat(85))).toBeNull();
    expect(firstMessage(fileNameSchema, `${'图'.repeat(85)}.pdf`)).toBe(M.nameTooManyBytes(255));
    expect(firstMessage(fileNameSchema, `${'图'.repeat(300)}.pdf`)).toBe(M.nameTooManyBytes(255));
    expect(firstMessage(fileNameSchema, '文'.repeat(1000))).toBe(M.nameTooManyBytes(255));
  });
  it('refuse control characters', () => {
    expect(firstMessage(fileNameSchema, '施工图\u0000.pdf')).toBe(M.CONTROL_CHARACTERS);
    expect(firstMessage(fileNameSchema, '施工图\n.pdf')).toBe(M.CONTROL_CHARACTERS);
  });
  it('refuses & in project searches', () => {
    expect(firstMessage(projectSearchSchema, '滨江&新城')).toBe(M.SEARCH_SPECIAL_CHARACTERS);
    expect(firstMessage(projectSearchSchema, '滨江新城')).toBeNull();
  });
});

describe('upload limits', () => {
  const file = (name: string, size = 1024) => ({ name, size });

  it('reads extensions', () => {
    expect(fileExtension('建施-01.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.gitignore')).toBe('');
  });
  it('accepts an ordinary drawing', () => {
    expect(checkUploadFile(file('建施-01 总平面图.pdf'))).toBeNull();
  });
  it('refuses files without an extension', () => {
    expect(checkUploadFile(file('README'))).toEqual({
      status: UploadItemStatus.Failed,
      message: M.UPLOAD_NO_EXTENSION,
    });
  });
  it('refuses extensions over 16 characters with status 8', () => {
    expect(checkUploadFile(file('a.abcdefghijklmnop'))).toBeNull();
    expect(checkUploadFile(file('a.abcdefghijklmnopq'))).toEqual({
      status: UploadItemStatus.ExtensionTooLong,
      message: M.UPLOAD_EXTENSION_TOO_LONG,
    });
  });
  it('accepts only PDF in folder types 4_4 and 4_6, with status 10', () => {
    for (const folderType of ['4_4', '4_6']) {
      expect(checkUploadFile(file('平面图.dwg'), { folderType })).toEqual({
        status: UploadItemStatus.NotPdf,
        message: M.UPLOAD_PDF_ONLY,
      });
      expect(checkUploadFile(file('平面图.pdf'), { folderType })).toBeNull();
    }
    expect(checkUploadFile(file('平面图.dwg'), { folderType: '1_1' })).toBeNull();
  });
  it('accepts only the allowed extensions', () => {
    expect(checkUploadFile(file('photo.gif'), { allowedExtensions: ['png', 'jpg', 'jpeg'] })?.message).toBe(
      M.UPLOAD_EXTENSION_NOT_ALLOWED,
    );
    expect(checkUploadFile(file('photo.JPG'), { allowedExtensions: ['png', 'jpg', 'jpeg'] })).toBeNull();
  });
  it('keeps a new version on the original extension', () => {
    expect(checkUploadFile(file('v2.dwg'), { originalExtension: 'pdf' })?.message).toBe(M.UPLOAD_EXTENSION_MISMATCH);
    expect(checkUploadFile(file('v2.pdf'), { originalExtension: 'PDF' })).toBeNull();
  });
  it('registers an upload under a name with the extension it was uploaded with', () => {
    expect(checkRegisteredExtension('evil.html', 'x.pdf')).toBe(M.UPLOAD_EXTENSION_CHANGED);
    expect(checkRegisteredExtension('图纸', 'x.pdf')).toBe(M.UPLOAD_EXTENSION_CHANGED);
    expect(checkRegisteredExtension('x.pdf.html', 'x.pdf')).toBe(M.UPLOAD_EXTENSION_CHANGED);
    expect(checkRegisteredExtension('建施-01 总平面图.PDF', 'x.pdf')).toBeNull();
    expect(checkRegisteredExtension('改名.pdf', 'x.pdf')).toBeNull();
  });
  it('needs more than 0 bytes and less than 2 GB', () => {
    expect(checkUploadFile(file('empty.pdf', 0))?.message).toBe(M.UPLOAD_FILE_EMPTY);
    expect(checkUploadFile(file('big.pdf', UPLOAD_MAX_BYTES - 1))).toBeNull();
    expect(checkUploadFile(file('big.pdf', UPLOAD_MAX_BYTES))).toEqual({
      status: UploadItemStatus.SizeLimit,
      message: M.UPLOAD_FILE_TOO_LARGE,
    });
  });
  it('applies a widget maximum (50 MB default, 10M drawing review)', () => {
    expect(
      checkUploadFile(file('a.pdf', UPLOAD_DEFAULT_MAX_BYTES), { maxBytes: UPLOAD_DEFAULT_MAX_BYTES })?.message,
    ).toBe('文件大小不能超过50M');
    expect(
      checkUploadFile(file('a.pdf', DRAWING_REVIEW_MAX_BYTES + 1), { maxBytes: DRAWING_REVIEW_MAX_BYTES })?.status,
    ).toBe(UploadItemStatus.SizeLimit);
  });
  it('offers the same check as a schema', () => {
    expect(firstMessage(uploadFileSchema({ folderType: '4_6' }), file('a.dwg'))).toBe(M.UPLOAD_PDF_ONLY);
  });
  it('allows at most 2000 files counting the pending ones', () => {
    expect(checkUploadBatch(1500, 500)).toBeNull();
    expect(checkUploadBatch(1500, 501)).toBe('一次最多上传2000个文件');
    expect(checkUploadBatch(21, 0, 20)).toBe('已达上限，不能超过20个');
  });
  it('checks avatars', () => {
    expect(firstMessage(avatarFileSchema, file('me.gif'))).toBe(M.AVATAR_FORMAT);
    expect(firstMessage(avatarFileSchema, file('me.png', 500 * 1024))).toBe(M.AVATAR_TOO_LARGE);
    expect(firstMessage(avatarFileSchema, file('me.jpeg', 100 * 1024))).toBeNull();
  });
});

describe('shared rules', () => {
  it('checks mobile numbers (13-19; the legacy reading kept)', () => {
    expect(firstMessage(mobileSchema, '13812345601')).toBeNull();
    expect(firstMessage(mobileSchema, '19912345611')).toBeNull();
    expect(firstMessage(mobileSchema, '12812345601')).toBe(M.MOBILE_INVALID);
    expect(firstMessage(mobileSchema, '1381234560')).toBe(M.MOBILE_INVALID);
    expect(MOBILE_PATTERN_LEGACY.test('19912345611')).toBe(false);
    expect(MOBILE_PATTERN_LEGACY.test('18912345611')).toBe(true);
  });
  it('checks phone numbers', () => {
    expect(firstMessage(phoneSchema, '0571-88886666')).toBeNull();
    expect(firstMessage(phoneSchema, '0571 8888')).toBe(M.PHONE_INVALID);
  });
  it('checks ID card numbers', () => {
    expect(firstMessage(idCardSchema, '330106199001011234')).toBeNull();
    expect(firstMessage(idCardSchema, '33010619900101123X')).toBeNull();
    expect(firstMessage(idCardSchema, '330106900101123')).toBeNull();
    expect(firstMessage(idCardSchema, '3301061990010112')).toBe(M.ID_CARD_INVALID);
  });
  it('checks person names', () => {
    expect(firstMessage(personNameSchema, '陈建国')).toBeNull();
    expect(firstMessage(personNameSchema, '陈')).toBe(M.PERSON_NAME_INVALID);
    expect(firstMessage(personNameSchema, '陈 建国')).toBe(M.PERSON_NAME_INVALID);
    expect(firstMessage(personNameSchema, '一二三四五六七八九十一')).toBe(M.PERSON_NAME_INVALID);
  });
  it('checks passwords', () => {
    expect(firstMessage(passwordSchema, 'Atelier2024')).toBeNull();
    expect(firstMessage(passwordSchema, 'abc12')).toBe(M.PASSWORD_INVALID);
    expect(firstMessage(passwordSchema, 'abcdefgh')).toBe(M.PASSWORD_INVALID);
    expect(firstMessage(passwordSchema, '12345678')).toBe(M.PASSWORD_INVALID);
    expect(firstMessage(passwordSchema, `a1${'x'.repeat(CredentialLimit.Password - 2)}`)).toBeNull();
    expect(firstMessage(passwordSchema, `a1${'x'.repeat(CredentialLimit.Password - 1)}`)).toBe(M.PASSWORD_TOO_LONG);
  });
  it('caps the login’s account name and password', () => {
    expect(firstMessage(usernameSchema, ` ${'c'.repeat(CredentialLimit.Username)} `)).toBeNull();
    expect(firstMessage(usernameSchema, 'c'.repeat(CredentialLimit.Username + 1))).toBe(M.USERNAME_TOO_LONG);
    expect(firstMessage(loginPasswordSchema, 'x'.repeat(CredentialLimit.Password))).toBeNull();
    expect(firstMessage(loginPasswordSchema, 'x'.repeat(1024 * 1024))).toBe(M.PASSWORD_TOO_LONG);
  });
  it('checks emails only when given', () => {
    expect(firstMessage(emailSchema, '')).toBeNull();
    expect(firstMessage(emailSchema, 'chenjianguo@huazhu-design.cn')).toBeNull();
    expect(firstMessage(emailSchema, 'chenjianguo@')).toBe('邮箱格式有误');
  });
  it('checks postcodes', () => {
    expect(firstMessage(postcodeSchema, '310012')).toBeNull();
    expect(firstMessage(postcodeSchema, '31001')).toBe(M.POSTCODE_INVALID);
  });
  it('limits names and addresses', () => {
    expect(firstMessage(enterpriseNameSchema, '华筑建筑设计研究院公司')).toBe(M.ENTERPRISE_NAME_TOO_LONG);
    expect(firstMessage(enterpriseNameSchema, '华筑设计')).toBeNull();
    expect(firstMessage(addressSchema, '路'.repeat(129))).toBe(M.ADDRESS_TOO_LONG);
    expect(firstMessage(archiveNameSchema, '档'.repeat(65))).toBe(M.ARCHIVE_NAME_TOO_LONG);
    expect(firstMessage(genericNameSchema, '名'.repeat(31))).toBe(M.GENERIC_NAME_TOO_LONG);
    expect(firstMessage(genericNameSchema, '')).toBe('输入不能为空');
  });
  it('checks the enterprise name at creation (1-40)', () => {
    expect(firstMessage(enterpriseCreateNameSchema, ' ')).toBe(M.ENTERPRISE_CREATE_NAME_REQUIRED);
    expect(firstMessage(enterpriseCreateNameSchema, '企'.repeat(40))).toBeNull();
    expect(firstMessage(enterpriseCreateNameSchema, '企'.repeat(41))).toBe(M.ENTERPRISE_CREATE_NAME_TOO_LONG);
  });
  it('requires verification codes, usernames, passwords and other inputs', () => {
    expect(firstMessage(verificationCodeSchema, ' ')).toBe(M.VERIFICATION_CODE_REQUIRED);
    expect(firstMessage(usernameSchema, '  ')).toBe(M.USERNAME_REQUIRED);
    expect(usernameSchema.parse(' chenjianguo ')).toBe('chenjianguo');
    expect(firstMessage(loginPasswordSchema, '')).toBe(M.PASSWORD_REQUIRED);
    expect(firstMessage(requiredSchema, '')).toBe(M.INPUT_REQUIRED);
  });
});

describe('the name rule (001 section 5.7)', () => {
  const rule: NameRule = { messages: RESOURCE_NAME_MESSAGES, maxLength: 10, maxBytes: 12 };

  it('lists the forbidden characters of the specification', () => {
    expect(NAME_FORBIDDEN_CHARACTERS).toBe('\\/:*?"<>|');
    for (const character of NAME_FORBIDDEN_CHARACTERS) {
      expect(checkName(`a${character}b`, rule), character).toBe(M.NAME_SPECIAL_CHARACTERS);
    }
  });
  it('answers the first failing check, in order', () => {
    expect(checkName('', rule)).toBe(M.NAME_REQUIRED);
    expect(checkName('  ', rule)).toBe(M.NAME_BLANK);
    expect(checkName('a\u0001', rule)).toBe(M.CONTROL_CHARACTERS);
    expect(checkName('con.txt', rule)).toBe(M.NAME_RESERVED);
    expect(checkName('a/b.', rule)).toBe(M.NAME_SPECIAL_CHARACTERS);
    expect(checkName('ab.', rule)).toBe(M.NAME_TRAILING_PERIOD);
    expect(checkName('a'.repeat(11), rule)).toBe(M.nameTooLong(10));
    expect(checkName('图'.repeat(5), rule)).toBe(M.nameTooManyBytes(12));
    expect(checkName('图'.repeat(4), rule)).toBeNull();
  });
  it('trims first when the rule says so, and the schema answers the trimmed name', () => {
    const trimmed: NameRule = { ...rule, trim: true };
    expect(checkName('   ', trimmed)).toBe(M.NAME_REQUIRED);
    expect(checkName(' ab ', trimmed)).toBeNull();
    expect(nameSchema(trimmed).parse(' ab ')).toBe('ab');
    expect(nameSchema(rule).parse(' ab ')).toBe(' ab ');
  });
  it('counts UTF-8 bytes', () => {
    expect(utf8Length('a图😀')).toBe(1 + 3 + 4);
  });
  it('is the rule of approvals, templates, projects and files', () => {
    const backslash = 'a\\b';
    expect(firstMessage(approvalNameSchema, backslash)).toBe(M.APPROVAL_NAME_SPECIAL_CHARACTERS);
    expect(firstMessage(templateNameSchema, backslash)).toBe(M.NAME_SPECIAL_CHARACTERS);
    expect(firstMessage(templateNameSchema, 'NUL')).toBe(M.NAME_RESERVED);
    expect(firstMessage(templateNameSchema, '结构流程.')).toBe(M.NAME_TRAILING_PERIOD);
    expect(firstMessage(resourceNameSchema(64), backslash)).toBe(M.NAME_SPECIAL_CHARACTERS);
    expect(firstMessage(fileNameSchema, backslash)).toBe(M.NAME_SPECIAL_CHARACTERS);
  });
});
