import type { LucideIcon, LucideProps } from 'lucide-react';
import { forwardRef } from 'react';
import { cx } from '../utils/cx';
import { icon as iconStyle } from './Icon.css';

export const iconSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type IconSize = (typeof iconSizes)[number];
/** Pixel size of each icon size: 12 / 14 / 16 / 20. */
export const iconPixels: Record<IconSize, number> = { sm: 12, md: 14, lg: 16, xl: 20 };

export const iconTones = ['inherit', 'secondary', 'disabled', 'brand', 'success', 'warning', 'error', 'info'] as const;
export type IconTone = (typeof iconTones)[number];

export interface IconProps extends Omit<LucideProps, 'size' | 'ref' | 'aria-label' | 'aria-hidden' | 'role'> {
  /** sm 12px, md 14px (the body text's size, the default), lg 16px, xl 20px. */
  size?: IconSize;
  /** Colour: inherits the text colour by default. */
  tone?: IconTone;
  /**
   * What the icon means when it stands alone (no text beside it): the icon becomes
   * `role="img"` with this accessible name. Without it the icon is decorative and hidden.
   */
  label?: string;
}

interface IconBaseProps extends IconProps {
  /** The lucide-react glyph to draw. */
  icon: LucideIcon;
}

/** Draws any lucide-react glyph at the kit's sizes and tones; decorative unless it has a `label`. */
export const Icon = forwardRef<SVGSVGElement, IconBaseProps>(function Icon(
  { icon: Glyph, size = 'md', tone = 'inherit', label, className, ...props },
  ref,
) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <Glyph
      ref={ref}
      size={iconPixels[size]}
      className={cx(iconStyle({ tone }), className)}
      focusable="false"
      {...a11y}
      {...props}
    />
  );
});
