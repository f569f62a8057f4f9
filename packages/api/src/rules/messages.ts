/**
 * The messages of the form rules both sides enforce. Chinese texts given by the specification are verbatim;
 * the ones marked "Atelier's" are written where the specification gives only an English text or none.
 */

// Flow templates (000 section 5)
export const TEMPLATE_NAME_REQUIRED = '请输入模板名称';
export const TEMPLATE_NAME_TOO_LONG = '模板名称不能超过15个字';
export const NODE_DUTY_AND_PEOPLE_REQUIRED = '职责和人员不能为空';
export const NODE_TOO_MANY_PEOPLE = '每个节点中的人员数量最多为10个';
/** Shown as a warning while selecting people. */
export const NODE_PEOPLE_SELECTION_LIMIT = '最多添加10个人员';
export const NODE_DUTY_DUPLICATED = '节点中的职责不能重复';
export const TOO_MANY_NODES = '最多添加20个节点';
/** Atelier's: the dialog disables confirm without nodes; the server refuses with this text. */
export const NODES_REQUIRED = '请至少添加一个节点';
/** Atelier's: the server's answer to a template name already used in the project. */
export const TEMPLATE_NAME_TAKEN = '模板名称已存在';
/** A project of type 1 cannot use the default template. */
export const FLOW_TEMPLATE_REQUIRED = '请选择流程模板';

// Approvals (000 section 5)
/** Atelier's (the specification says only "required"). */
export const APPROVAL_NAME_REQUIRED = '请输入审批名称';
export const APPROVAL_NAME_SPECIAL_CHARACTERS = '审批名称不能包含以下特殊字符/:*?"<>|';
export const APPROVAL_NAME_RESERVED = '审批名称不能以CON、PRN、AUX、NUL、COM、LPT开头。';
/** Atelier's. */
export const APPROVAL_NAME_TRAILING_PERIOD = '审批名称不能以.结尾';
/** Atelier's. */
export const APPROVAL_NAME_TOO_LONG = '审批名称不能超过256个字符';
/** Atelier's: the server's answer to an approval name already used in the project. */
export const APPROVAL_NAME_TAKEN = '审批名称已存在';
export const STAMP_SIGNER_REQUIRED = '请选择签章人';
export const OUTPUT_STAMP_REQUIRED = '请选择出图章';
export const REMARK_TOO_LONG = '备注不能超出200个字符';
/** Atelier's (the approval-detail remark box allows 256). */
export const DETAIL_REMARK_TOO_LONG = '备注不能超出256个字符';
/** Atelier's. */
export const ATTACHMENT_TOO_LARGE = '附件大小不能超过50M';
export const CA_ORGANISATION_NOT_UNIQUE = 'ca章的认证机构不唯一,请重新选择ca章';
export const CA_CERTIFICATE_EXPIRED = 'CA认证已过期';
/** Atelier's. */
export const BATCH_STAMPS_DUPLICATED = '同一批次中的两个签章不能相同';
/** Atelier's. */
export const BATCH_TOO_MANY_STAMPS = '每个批次最多选择两个签章';
export const STAMP_CONFIG_INCOMPLETE = '部分文件签章配置未完成';
export const STAMP_CONFIG_PDF_ONLY = '抱歉！该格式不支持配置，请更换pdf格式文件。';
export const ASK_DRAWING_CHECK = '是否对图纸进行校验？';
export const SELECT_FILES_OR_FOLDERS = '请选择文件或文件夹';

// Names of projects, files and folders (001 section 5.7), Atelier's texts
export const NAME_REQUIRED = '名称不能为空';
export const NAME_BLANK = '名称不能全为空格';
export const NAME_SPECIAL_CHARACTERS = '名称不能包含以下特殊字符\\/:*?"<>|';
export const NAME_RESERVED = '名称不能为系统保留名称（CON、PRN、AUX、NUL、COM1-9、LPT1-9）';
export const NAME_TRAILING_PERIOD = '名称不能以.结尾';
export const nameTooLong = (max: number): string => `名称不能超过${max}个字符`;
/** Atelier's: file and folder names hold at most 255 bytes of UTF-8, what common file systems take. */
export const nameTooManyBytes = (max: number): string => `名称不能超过${max}个字节（一个汉字占3个字节）`;

// Uploads (001 section 5.8), Atelier's texts
export const UPLOAD_TOO_MANY_FILES = '一次最多上传2000个文件';
export const UPLOAD_FILE_TOO_LARGE = '单个文件大小不能超过2G';
export const UPLOAD_FILE_EMPTY = '不能上传空文件';
export const UPLOAD_EXTENSION_TOO_LONG = '文件后缀名不能超过16个字符';
export const UPLOAD_NO_EXTENSION = '不支持上传没有后缀名的文件';
export const UPLOAD_EXTENSION_NOT_ALLOWED = '不支持上传该格式的文件';
export const UPLOAD_PDF_ONLY = '该文件夹仅支持上传pdf格式文件';
export const UPLOAD_EXTENSION_MISMATCH = '新版本文件的格式须与原文件一致';
/**
 * Atelier's (001 section 5.8 gives no text): a completed upload registered under a name whose extension is not the
 * one it was uploaded with (started as x.pdf, registered as evil.html). en-US: {@link UPLOAD_EXTENSION_CHANGED_EN}.
 */
export const UPLOAD_EXTENSION_CHANGED = '文件名的后缀须与上传的文件一致';
/** The en-US text of {@link UPLOAD_EXTENSION_CHANGED}. */
export const UPLOAD_EXTENSION_CHANGED_EN = 'The file name must keep the extension of the file that was uploaded';
/** A file or folder of that name is already in the target folder (answered with 40007). */
export const FILE_NAME_TAKEN = '该目录下已存在同名文件';
export const FOLDER_NAME_TAKEN = '该目录下已存在同名文件夹';
export const uploadOverMaxSize = (megabytes: number): string => `文件大小不能超过${megabytes}M`;
export const uploadLimitReached = (count: number): string => `已达上限，不能超过${count}个`;
export const AVATAR_FORMAT = '头像仅支持JPG、JPEG、PNG格式';
export const AVATAR_TOO_LARGE = '头像大小不能超过500KB';

// Every text of every request (Atelier's): NUL, the other C0 control characters and DEL are refused; tab, line
// feed and carriage return only in multi-line fields (remarks, descriptions, comments).
export const CONTROL_CHARACTERS = '输入内容不能包含不可见的控制字符';

// Shared rules (000 section 5 last bullet, 001 section 5.11)
export const INPUT_REQUIRED = '输入不能为空';
export const EMAIL_INVALID = '邮箱格式有误';
/** Atelier's. */
export const MOBILE_INVALID = '手机号码格式有误';
/** Atelier's. */
export const PHONE_INVALID = '电话号码格式有误';
/** Atelier's. */
export const ID_CARD_INVALID = '证件号码格式有误';
/** Atelier's. */
export const PERSON_NAME_INVALID = '姓名须为2-10位中文、字母或数字';
/** Atelier's. */
export const PASSWORD_INVALID = '密码至少8位，且须包含字母和数字';
/** Atelier's. */
export const POSTCODE_INVALID = '邮政编码须为6位数字';
/** Atelier's. */
export const ENTERPRISE_NAME_TOO_LONG = '企业名称不能超过10个字符';
/** Atelier's. */
export const ADDRESS_TOO_LONG = '地址不能超过128个字符';
/** Atelier's. */
export const ARCHIVE_NAME_TOO_LONG = '档案名称不能超过64个字符';
/** Atelier's. */
export const GENERIC_NAME_TOO_LONG = '名称不能超过30个字符';
/** Atelier's. */
export const VERIFICATION_CODE_REQUIRED = '请输入验证码';
/** Atelier's. */
export const USERNAME_REQUIRED = '请输入账号';
/** Atelier's. */
export const PASSWORD_REQUIRED = '请输入密码';
/** Atelier's (`CredentialLimit.Username`). */
export const USERNAME_TOO_LONG = '账号不能超过64个字符';
/** Atelier's (`CredentialLimit.Password`). */
export const PASSWORD_TOO_LONG = '密码不能超过128个字符';

/** Atelier's: a sort field outside `ResourceSortField`. */
export const SORT_FIELD_INVALID = '不支持按该字段排序';
/** Atelier's: a sort direction other than asc or desc. */
export const SORT_ORDER_INVALID = '排序方式只能是升序或降序';
/** Atelier's: the folder tree loads at most 500 children a page (001 section 7.4). */
export const FOLDER_TREE_PAGE_TOO_LARGE = '目录树每页最多加载500项';
/** Atelier's: a download or preview link without its ticket. */
export const TICKET_REQUIRED = '缺少下载凭证';

/** Atelier's ("search content cannot contain special characters"; project search refuses '&'). */
export const SEARCH_SPECIAL_CHARACTERS = '搜索内容不能包含特殊字符';

// Enterprise creation (001 section 5.1), Atelier's texts
export const ENTERPRISE_CREATE_NAME_REQUIRED = '请输入企业名称';
export const ENTERPRISE_CREATE_NAME_TOO_LONG = '企业名称不能超过40个字符';
export const ENTERPRISE_SCALE_REQUIRED = '请选择企业规模';
export const REGION_REQUIRED = '请选择所在地区';
