import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ErrorPage } from './ErrorPage.tsx';

const meta = {
  title: 'Components/ErrorPage',
  component: ErrorPage,
  args: { code: 404 },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('هیچ نەدۆزرایەوە');
  },
};

export const NotFoundWithBackToList: Story = {
  args: {
    actions: (
      <>
        <Button to="/manga">گەڕانەوە بۆ لیستەکە</Button>
        <Button to="/" variant="secondary">
          گەڕانەوە بۆ پەڕەی سەرەکی
        </Button>
      </>
    ),
  },
};

export const Forbidden: Story = { args: { code: 403 } };
