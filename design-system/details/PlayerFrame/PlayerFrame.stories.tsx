import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PLAYER_STRINGS, PlayerFrame } from './PlayerFrame.tsx';

const meta = {
  title: 'Components/PlayerFrame',
  component: PlayerFrame,
  args: { embedCode: null },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlayerFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No server chosen yet (SPEC §4: the player is empty until then). */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(PLAYER_STRINGS.empty)).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** A valid embed code: our own sandboxed iframe with its https source (a local address: stories never go online). */
export const Playing: Story = {
  args: {
    embedCode: '<iframe src="https://localhost:9/embed/demo" width="640" height="360" allowfullscreen></iframe>',
    title: 'Your Name - سێرڤەری یەکەم',
  },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Your Name - سێرڤەری یەکەم');
    await expect(frame).toHaveAttribute('src', 'https://localhost:9/embed/demo');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
  },
};

/** A script payload: a message, never the markup. */
export const RefusedScript: Story = {
  args: { embedCode: '<script>alert("xss")</script>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PLAYER_STRINGS.refused);
    await expect(canvasElement.querySelector('script, iframe')).toBeNull();
  },
};

export const RefusedEventHandler: Story = {
  args: { embedCode: '<iframe src="https://localhost:9/x" onload="alert(1)"></iframe>' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const Ltr: Story = { globals: { dir: 'ltr' }, args: { strings: { empty: 'Choose a server to start playing' } } };
