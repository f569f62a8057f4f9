/**
 * Raw design tokens of the light theme. Components never read these directly:
 * they read the theme contract (`vars`), so a theme can be swapped by class.
 */
const tone = (
  solid: string,
  solidHover: string,
  solidActive: string,
  subtle: string,
  border: string,
  text: string,
) => ({
  solid,
  solidHover,
  solidActive,
  subtle,
  border,
  text,
  onSolid: '#ffffff',
});

// One source for the brand blue: the focus ring and shadow derive from it.
const brandSolid = '#1463d8';

export const lightTokens = {
  color: {
    // Ant Design's blue is 4.1:1 on white; one step darker passes WCAG AA for white text.
    // Hover and pressed go darker, never lighter, so white labels keep their contrast.
    brand: tone(brandSolid, '#0f5bd0', '#0b4aa8', '#e8f1ff', '#91b8f5', '#1463d8'),
    success: tone('#2f7d0a', '#2a700a', '#236306', '#f6ffed', '#b7eb8f', '#2f7d0a'),
    warning: { ...tone('#faad14', '#ffc53d', '#e89a0c', '#fffbe6', '#ffe58f', '#874d00'), onSolid: '#1f1f1f' },
    error: tone('#c9302c', '#b32a26', '#a8231f', '#fff1f0', '#ffa39e', '#c9302c'),
    info: tone(brandSolid, '#0f5bd0', '#0b4aa8', '#e8f1ff', '#91b8f5', '#1463d8'),
    neutral: {
      text: '#1f1f1f',
      textSecondary: '#595959',
      textPlaceholder: '#6e6e6e',
      textDisabled: '#8c8c8c',
      border: '#d9d9d9',
      borderStrong: '#8c8c8c',
      divider: '#f0f0f0',
      background: '#f5f5f5',
      surface: '#ffffff',
      surfaceSubtle: '#fafafa',
      surfaceHover: '#f5f5f5',
      surfaceSelected: '#e8f1ff',
      surfaceDisabled: '#f5f5f5',
      overlay: 'rgba(0, 0, 0, 0.45)',
      tooltip: '#1f1f1f',
      onTooltip: '#ffffff',
    },
    focusRing: brandSolid,
  },
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    none: '0',
    sm: '2px',
    md: '6px',
    lg: '8px',
    full: '9999px',
  },
  font: {
    // CJK first: the staff read Chinese; Noto Sans CJK SC is what Debian (and CI) render.
    family: {
      body: '"PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", system-ui, -apple-system, "Segoe UI", sans-serif',
      mono: '"SFMono-Regular", Consolas, "Liberation Mono", Menlo, "Noto Sans Mono CJK SC", monospace',
    },
    size: {
      xs: '12px',
      sm: '14px',
      md: '16px',
      lg: '20px',
      xl: '24px',
    },
    lineHeight: {
      xs: '20px',
      sm: '22px',
      md: '24px',
      lg: '28px',
      xl: '32px',
    },
    weight: {
      regular: '400',
      medium: '500',
      semibold: '600',
    },
  },
  size: {
    controlSm: '24px',
    controlMd: '32px',
    controlLg: '40px',
  },
  shadow: {
    sm: '0 1px 2px 0 rgba(0, 0, 0, 0.03), 0 1px 6px -1px rgba(0, 0, 0, 0.02), 0 2px 4px 0 rgba(0, 0, 0, 0.02)',
    md: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
    lg: '0 12px 32px 0 rgba(0, 0, 0, 0.12), 0 6px 12px -6px rgba(0, 0, 0, 0.16)',
    focus: `0 0 0 2px #ffffff, 0 0 0 4px ${brandSolid}`,
  },
  zIndex: {
    base: '0',
    sticky: '100',
    drawer: '1000',
    modal: '1000',
    popover: '1050',
    toast: '1060',
    tooltip: '1070',
  },
  motion: {
    duration: { fast: '100ms', normal: '200ms', slow: '300ms' },
    easing: {
      standard: 'cubic-bezier(0.645, 0.045, 0.355, 1)',
      out: 'cubic-bezier(0.215, 0.61, 0.355, 1)',
    },
  },
} as const;

/** The shape every theme fills: the light theme's, with any string in each place. */
type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type ThemeTokens = Widen<typeof lightTokens>;

// The dark theme's focus ring: the light brand blue is too dark to see on a dark surface.
const darkFocus = '#4c9bff';

/**
 * The dark theme: the same contract, other colours and shadows (Ant Design's dark algorithm as the model). The solid
 * fills keep the light theme's, so white labels keep their contrast; text tones get lighter to read on dark surfaces.
 */
export const darkTokens: ThemeTokens = {
  ...lightTokens,
  color: {
    brand: tone(brandSolid, '#0f5bd0', '#0b4aa8', '#111d33', '#15417e', '#6aaaff'),
    success: tone('#2f7d0a', '#2a700a', '#236306', '#162312', '#274916', '#73c240'),
    warning: { ...tone('#faad14', '#ffc53d', '#e89a0c', '#2b2111', '#594214', '#e8b339'), onSolid: '#1f1f1f' },
    error: tone('#c9302c', '#b32a26', '#a8231f', '#2c1618', '#7a2326', '#ff7b72'),
    info: tone(brandSolid, '#0f5bd0', '#0b4aa8', '#111d33', '#15417e', '#6aaaff'),
    neutral: {
      text: '#e6e6e6',
      textSecondary: '#a8a8a8',
      textPlaceholder: '#949494',
      textDisabled: '#666666',
      border: '#424242',
      borderStrong: '#7a7a7a',
      divider: '#303030',
      background: '#0f0f0f',
      surface: '#1c1c1c',
      surfaceSubtle: '#222222',
      surfaceHover: '#2a2a2a',
      surfaceSelected: '#111d33',
      surfaceDisabled: '#262626',
      overlay: 'rgba(0, 0, 0, 0.65)',
      tooltip: '#3a3a3a',
      onTooltip: '#ffffff',
    },
    focusRing: darkFocus,
  },
  shadow: {
    sm: '0 1px 2px 0 rgba(0, 0, 0, 0.3), 0 1px 6px -1px rgba(0, 0, 0, 0.2)',
    md: '0 6px 16px 0 rgba(0, 0, 0, 0.48), 0 3px 6px -4px rgba(0, 0, 0, 0.6), 0 9px 28px 8px rgba(0, 0, 0, 0.3)',
    lg: '0 12px 32px 0 rgba(0, 0, 0, 0.6), 0 6px 12px -6px rgba(0, 0, 0, 0.7)',
    focus: `0 0 0 2px #1c1c1c, 0 0 0 4px ${darkFocus}`,
  },
};
export const statusTones = ['brand', 'success', 'warning', 'error', 'info'] as const;
export type StatusTone = (typeof statusTones)[number];
