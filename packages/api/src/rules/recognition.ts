/**
 * Why a drawing was not recognised (issue 23): the reasons recognition records with a 4_2 or 4_9 outcome
 * (drawing_recognitions.error) and the error report's 异常原因 column shows. One function per reason, so the server,
 * the fixtures and the tests say it the same way.
 */

/** Millimetres from points, one decimal. */
const mm = (points: number) => Math.round((points / (72 / 25.4)) * 10) / 10;

/** An image-only page (a scan) and no OCR installed on the server. */
export const RECOGNITION_NO_TEXT_LAYER = '图纸页面没有文字层（扫描件或图片），服务器未安装文字识别（OCR），无法识别';

/** An image-only page that OCR read, without finding the title block's labels. */
export const RECOGNITION_OCR_NOTHING = '图纸页面没有文字层，文字识别（OCR）未能读出图框的标签';

/** No frame template of the enterprise has the page's size (width × height in points). */
export function recognitionSizeMismatch(width: number, height: number): string {
  return `图纸尺寸 ${mm(width)} × ${mm(height)} mm 与所有图框模版都不符`;
}

/** The template whose labels came closest, and the labels not found in place. */
export function recognitionAnchorsMissing(templateName: string, labels: readonly string[]): string {
  const shown = labels.slice(0, 5).join('、') + (labels.length > 5 ? ` 等 ${labels.length} 项` : '');
  return `图纸与图框模版「${templateName}」不匹配：未在对应位置找到标签 ${shown}`;
}

/** A field of the title block that could not be read with confidence (label, and why in a few words). */
export function recognitionFieldUncertain(label: string, why: string): string {
  return `「${label}」无法可靠识别（${why}），请核对图框或手动设置`;
}

export const RECOGNITION_WHY_STRADDLES = '文字跨越单元格边线';
export const RECOGNITION_WHY_NEIGHBOUR = '相邻单元格的文字压入';
export const RECOGNITION_WHY_POOR_FIT = '标签位置与模版偏差过大';
export const RECOGNITION_WHY_OCR = '文字识别（OCR）置信度低';
/** On a scan, an empty field may be text OCR did not see: it is not taken as empty. */
export const RECOGNITION_WHY_OCR_EMPTY = '扫描件上该栏未读出文字，无法确认为空';

/**
 * The reason stored with a recognition (drawing_recognitions.error) as users may see it: recognition's own
 * messages (these, in Chinese); a reader's internal error (pdfjs, the file store: English) is not shown.
 */
export function shownRecognitionReason(error: string | null | undefined): string | undefined {
  return error && /[\u4e00-\u9fff]/.test(error) ? error : undefined;
}
