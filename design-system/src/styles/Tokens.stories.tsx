import type { Meta, StoryObj } from '@storybook/react-vite';
import { TypeBadge } from '../components/TypeBadge/TypeBadge.tsx';

const colours = [
  ['--color-bg', '--color-text'],
  ['--color-surface', '--color-text'],
  ['--color-surface-2', '--color-text'],
  ['--color-surface-3', '--color-text'],
  ['--color-primary', '--color-on-primary'],
  ['--color-accent', '--color-on-accent'],
  ['--color-danger', '--color-on-danger'],
  ['--color-success', '--color-on-success'],
] as const;

const sizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;

/** The palette with its text pairs (each meets AA), the type scale in Vazirmatn, and the badges. */
function Tokens() {
  return (
    <div style={{ display: 'grid', gap: 'var(--space-6)' }}>
      <section>
        <h2>ڕەنگەکان</h2>
        <div
          style={{
            display: 'grid',
            gap: 'var(--space-2)',
            gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
          }}
        >
          {colours.map(([bg, fg]) => (
            <div
              key={bg}
              dir="ltr"
              style={{
                background: `var(${bg})`,
                color: `var(${fg})`,
                padding: 'var(--space-4)',
                borderRadius: 'var(--radius-md)',
                border: '1px solid var(--color-border)',
              }}
            >
              <code>{bg}</code>
              <br />
              <code>{fg}</code>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>جۆرەکان</h2>
        <div style={{ display: 'flex', gap: 'var(--space-2)', flexWrap: 'wrap' }}>
          {(['anime', 'series', 'manga', 'manhua', 'oneshot'] as const).map((t) => (
            <TypeBadge key={t} type={t} />
          ))}
        </div>
      </section>
      <section>
        <h2>قەبارەی نووسین</h2>
        {sizes.map((s) => (
          <p key={s} style={{ fontSize: `var(--font-size-${s})`, margin: '0 0 var(--space-2)' }}>
            <code dir="ltr">--font-size-{s}</code> — ئەنیمی و مانگا بە زمانی کوردی
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = { title: 'Foundations/Tokens', component: Tokens, parameters: { layout: 'padded' } } satisfies Meta<
  typeof Tokens
>;
export default meta;

export const Palette: StoryObj<typeof meta> = {};
