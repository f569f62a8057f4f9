const pad = (n: number) => String(n).padStart(2, '0');

/** YYYYMMDDHHmmss in local time. */
export function timestamp(now: Date = new Date()): string {
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(
    now.getMinutes(),
  )}${pad(now.getSeconds())}`;
}

/**
 * An approval's default name: a prefix, a hyphen and the time (快速签章-20250312093015,
 * 滨江新城综合体发布审批-20250312093015), the same for every launch dialog.
 */
export function defaultApprovalName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${timestamp(now)}`;
}
