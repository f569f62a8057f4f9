import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contrastRatio } from '../utils/contrast';
import { vars } from './contract.css';
import { lightTokens, statusTones } from './tokens';

function Swatch({ name, value, cssVar, on }: { name: string; value: string; cssVar: string; on?: string }) {
  const ratio = on && value.startsWith('#') ? contrastRatio(on, value).toFixed(2) : null;
  return (
    <figure style={{ margin: 0, width: 132 }} aria-label={name}>
      <div
        style={{
          height: 48,
          borderRadius: 6,
          background: cssVar,
          border: `1px solid ${vars.color.neutral.border}`,
          color: on,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          fontSize: 12,
        }}
      >
        {ratio ? `${ratio}:1` : null}
      </div>
      <figcaption style={{ fontSize: 12, lineHeight: '18px', color: vars.color.neutral.textSecondary }}>
        <div style={{ color: vars.color.neutral.text }}>{name}</div>
        <code>{value}</code>
      </figcaption>
    </figure>
  );
}

function Palette() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {statusTones.map((tone) => (
        <section key={tone}>
          <h3 style={{ margin: '0 0 8px', fontSize: 14 }}>{tone}</h3>
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
            {(['solid', 'solidHover', 'solidActive'] as const).map((key) => (
              <Swatch
                key={key}
                name={`${tone}.${key}`}
                value={lightTokens.color[tone][key]}
                cssVar={vars.color[tone][key]}
                on={lightTokens.color[tone].onSolid}
              />
            ))}
            {(['subtle', 'border', 'text'] as const).map((key) => (
              <Swatch
                key={key}
                name={`${tone}.${key}`}
                value={lightTokens.color[tone][key]}
                cssVar={vars.color[tone][key]}
              />
            ))}
          </div>
        </section>
      ))}
      <section>
        <h3 style={{ margin: '0 0 8px', fontSize: 14 }}>neutral</h3>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {Object.entries(lightTokens.color.neutral).map(([key, value]) => (
            <Swatch
              key={key}
              name={`neutral.${key}`}
              value={value}
              cssVar={vars.color.neutral[key as keyof typeof lightTokens.color.neutral]}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

function Typography() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {(Object.keys(lightTokens.font.size) as Array<keyof typeof lightTokens.font.size>).map((size) => (
        <p
          key={size}
          style={{ margin: 0, fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight[size] }}
          data-size={size}
        >
          {size} {lightTokens.font.size[size]}：建筑施工图 A1-01 总平面图 Drawing set
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Theme/Tokens',
  tags: ['autodocs', 'vrt'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour of the light theme; solids show the contrast of their label colour. */
export const Colours: Story = {
  render: () => <Palette />,
  play: async ({ canvas }) => {
    const expected = statusTones.length * 6 + Object.keys(lightTokens.color.neutral).length;
    await expect(canvas.getAllByRole('figure')).toHaveLength(expected);
    // The swatch paints the CSS variable, so the stylesheet and the token table agree.
    const brand = canvas.getByRole('figure', { name: 'brand.solid' }).firstElementChild as HTMLElement;
    await expect(getComputedStyle(brand).backgroundColor).toBe('rgb(20, 99, 216)');
  },
};

/** The type scale, CJK first. */
export const Type: Story = {
  render: () => <Typography />,
  play: async ({ canvasElement }) => {
    const body = canvasElement.querySelector('[data-size="sm"]') as HTMLElement;
    await expect(getComputedStyle(body).fontSize).toBe('14px');
    await expect(getComputedStyle(body).fontFamily).toContain('Noto Sans CJK SC');
  },
};
