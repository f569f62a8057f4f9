import { z } from 'zod';
import { FrameRegionKind } from '../rules/frameTemplates';
import { dateTimeSchema, idSchema } from './common';
import {
  ApplicationType,
  CaApprovalStatus,
  CertificateStatus,
  KeyStatus,
  OwnerType,
  StampEnabled,
  StampType,
} from './constants';

export const stampTypeSchema = z.enum(StampType);
export const ownerTypeSchema = z.enum(OwnerType);
export const certificateStatusSchema = z.enum(CertificateStatus);

/** A stamp or signature (000 section 3). CA-backed stamps carry signCertSn and caOrgId. */
export const stampSchema = z.object({
  stampId: idSchema,
  id: idSchema.optional(),
  name: z.string(),
  stampType: stampTypeSchema,
  ownerType: ownerTypeSchema,
  userId: idSchema.nullish(),
  uuid: z.string(),
  isManager: z.boolean(),
  fileMd5: z.string(),
  isEnable: z.enum(StampEnabled),
  /** 'YYYY-MM-DD' or null; shown as '- -' when absent. */
  deadline: z.string().nullish(),
  filePath: z.string(),
  stampFileName: z.string().nullish(),
  signCertSn: z.string().nullish(),
  caOrgId: idSchema.nullish(),
  caOrgName: z.string().nullish(),
  certificateStatus: certificateStatusSchema.optional(),
  userInfoVO: z.object({ realname: z.string(), phone: z.string() }).nullish(),
});
export type Stamp = z.output<typeof stampSchema>;

/** Personal signatures of a project member (signList) and their square stamps. */
export const personalSignSchema = z.object({
  userId: idSchema,
  realname: z.string(),
  signList: z.array(stampSchema),
  squareStampList: z.array(stampSchema),
  stampList: z.array(stampSchema),
});

/** A CA activation key record. */
export const caRecordSchema = z.object({
  id: idSchema,
  cdk: z.string(),
  /** JSON text describing the applicant. */
  descInfo: z.string(),
  status: z.enum(KeyStatus),
  createTime: dateTimeSchema,
});
export type CaRecord = z.output<typeof caRecordSchema>;

/** A certification organisation. */
export const caOrganisationSchema = z.object({ caOrgId: idSchema, caOrgName: z.string() });
export type CaOrganisation = z.output<typeof caOrganisationSchema>;

/** An entry of a stamp's CA log. */
export const caLogSchema = z.object({
  id: idSchema,
  stampId: idSchema,
  type: z.enum(ApplicationType),
  status: z.enum(CaApprovalStatus),
  createTime: dateTimeSchema,
  remarks: z.string().nullish(),
});
export type CaLog = z.output<typeof caLogSchema>;

/** A stamp image as the server kept it: normalised PNG, its uuid (storage key) and MD5, its pixel size. */
export const stampImageSchema = z.object({
  uuid: z.string(),
  fileMd5: z.string().length(32),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type StampImage = z.output<typeof stampImageSchema>;

/** A CA application of a stamp, as the enterprise administrator reviews it. */
export const caApplicationSchema = z.object({
  id: idSchema,
  stampId: idSchema,
  stampName: z.string(),
  stampType: stampTypeSchema,
  ownerType: ownerTypeSchema,
  applicant: z.object({ userId: idSchema, realname: z.string() }),
  type: z.enum(ApplicationType),
  status: z.enum(CaApprovalStatus),
  caOrgName: z.string(),
  createTime: dateTimeSchema,
  remarks: z.string().nullish(),
});
export type CaApplication = z.output<typeof caApplicationSchema>;

/** The enterprise CA's own certificate, which verifiers add to their trust store. */
export const caRootCertificateSchema = z.object({
  subject: z.string(),
  serialNumber: z.string(),
  notBefore: dateTimeSchema,
  notAfter: dateTimeSchema,
  /** PEM text. */
  pem: z.string(),
});
export type CaRootCertificate = z.output<typeof caRootCertificateSchema>;

/** An entry of the stamp usage log. */
export const stampLogSchema = z.object({
  id: idSchema,
  stampId: idSchema,
  stampName: z.string(),
  userId: idSchema,
  realname: z.string(),
  operation: z.string(),
  createTime: dateTimeSchema,
  /** The approval a use of the stamp belongs to (none for changes made to the stamp). */
  actId: idSchema.nullish(),
  actName: z.string().nullish(),
});
export type StampLog = z.output<typeof stampLogSchema>;

/** A stamp of the third-party CA (YQZ). */
export const yqzStampSchema = z.object({
  id: idSchema,
  stampName: z.string(),
  imgUrl: z.string(),
  ownerType: ownerTypeSchema,
  bound: z.boolean(),
});

/** A person listed in the personal stamp management page. */
export const personnelStampRowSchema = z.object({
  userId: idSchema,
  realname: z.string(),
  phone: z.string(),
  stamps: z.array(stampSchema),
});

/**
 * A frame template (图框模板) of the enterprise (issue 23). `settingWidthHeight` is the page's "width,height" in
 * points and `billRow` the PDF size factor (`PDF_POINTS_PER_MM`): the list shows width and height in mm as their
 * quotient (001 section 8). `pageWidth`/`pageHeight` are the same points as numbers.
 */
export const frameTemplateSchema = z.object({
  id: idSchema,
  templateName: z.string(),
  isEnable: z.boolean().optional(),
  settingWidthHeight: z.string().nullish(),
  billRow: z.number().nullish(),
  imageUrl: z.string().nullish(),
  curSignNum: z.number().int().optional(),
  curStampNum: z.number().int().optional(),
  pageWidth: z.number().optional(),
  pageHeight: z.number().optional(),
  /** The sample drawing the template was marked on, and its page (from 1). */
  sampleId: idSchema.nullish(),
  sampleName: z.string().nullish(),
  page: z.number().int().min(1).optional(),
  /** How many regions of each kind it has (kind to count). */
  regionCounts: z.record(z.string(), z.number().int()).optional(),
  /** The template groups it is in. */
  groupIds: z.array(idSchema).optional(),
  updatedAt: z.string().optional(),
});
export type FrameTemplate = z.output<typeof frameTemplateSchema>;

const coordinate = z.number().finite();

/**
 * A rectangle of a frame template (`FrameRegionKind`), in PDF points on the page as displayed, top-left origin.
 * `label`: an anchor's text or a value field's name; `dutyId`: a signer field's or signature cell's duty.
 * `position` is answered (each kind's order; a signature cell takes its signer's) and ignored when sent.
 */
export const frameRegionSchema = z.object({
  kind: z.enum(FrameRegionKind),
  label: z.string().trim().max(50).nullish(),
  dutyId: idSchema.nullish(),
  x: coordinate,
  y: coordinate,
  width: coordinate,
  height: coordinate,
  position: z.number().int().min(0).optional(),
});
export type FrameRegion = z.output<typeof frameRegionSchema>;
/** The regions of a template as `ocrTemplate.locations` answers them. */
export const templateLocationSchema = frameRegionSchema.extend({ templateId: idSchema, position: z.number().int() });

/** A named group of frame templates (模板组设置). */
export const templateGroupSchema = z.object({
  id: idSchema,
  name: z.string(),
  templateIds: z.array(idSchema),
});
export type TemplateGroup = z.output<typeof templateGroupSchema>;
