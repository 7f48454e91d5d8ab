import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import avatarMd from './fixtures/avatar-md.svg';
import avatarXs from './fixtures/avatar-xs.svg';
import tractorMd2x from './fixtures/tractor-md-2x.svg';
import tractorMd from './fixtures/tractor-md.svg';
import tractorXs2x from './fixtures/tractor-xs-2x.svg';
import tractorXs from './fixtures/tractor-xs.svg';
import { Image } from './Image';
import type { ImageAsset } from './imageSources';

const tractor: ImageAsset = {
  versions: {
    mobile: { xs: tractorXs, md: tractorMd, 'xs@2x': tractorXs2x, 'md@2x': tractorMd2x },
  },
  alt: 'Lintrac 130 auf der Wiese',
  width: 320,
  height: 200,
};

const avatar: ImageAsset = {
  versions: { lindnerAvatar: { xs: avatarXs, md: avatarMd } },
  alt: 'Profilbild',
  width: 96,
  height: 96,
};

const meta = {
  title: 'UI/Image',
  tags: ['stable'],
  component: Image,
  args: { image: tractor },
  parameters: {
    docs: {
      description: {
        component: [
          'An image of the API (`versions` per thumbnail definition, each with `xs`, `md` and',
          'optional `@2x` files). `src` is the `xs` file; `srcset` lists every file with a width',
          'descriptor: `xs` at `image.width`, `md` at twice that (or the `widths` prop), the `@2x`',
          'files at twice their base. Where two files share a width, the earlier of xs, md, xs@2x,',
          'md@2x wins. `sizes` defaults to the `md` width from the md breakpoint (768 px) and the',
          '`xs` width below it; pass `sizes` when the layout shows the image at another width.',
          '`width` and `height` are always set and CSS keeps the aspect ratio, so nothing shifts',
          'while it loads. Images load lazily unless `loading="eager"`; without `alt` they are',
          'decorative (`alt=""`). A missing version falls back to the first one present; an image',
          'without any file renders nothing.',
        ].join(' '),
      },
    },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const img = canvasElement.querySelector('img') as HTMLImageElement;
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
  return img;
}

export const Standard: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: 'Lintrac 130 auf der Wiese' });
    await expect(img).toHaveAttribute('src', tractorXs);
    await expect(img).toHaveAttribute('width', '320');
    await expect(img).toHaveAttribute('height', '200');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img.getAttribute('srcset')).toBe(
      `${tractorXs} 320w, ${tractorMd} 640w, ${tractorMd2x} 1280w`,
    );
    await expect(img).toHaveAttribute('sizes', '(min-width: 768px) 640px, 320px');
    await loaded(canvasElement);
  },
};

export const ExplicitWidths: Story = {
  args: { widths: { xs: 320, md: 800 }, sizes: '(min-width: 768px) 50vw, 100vw' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img');
    await expect(img.getAttribute('srcset')).toBe(
      `${tractorXs} 320w, ${tractorMd} 800w, ${tractorXs2x} 640w, ${tractorMd2x} 1600w`,
    );
    await expect(img).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
  },
};

export const Avatar: Story = {
  tags: ['visual'],
  args: { image: avatar, version: 'lindnerAvatar', loading: 'eager' },
  play: async ({ canvas, canvasElement }) => {
    const img = canvas.getByRole('img', { name: 'Profilbild' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img.getAttribute('srcset')).toBe(`${avatarXs} 96w, ${avatarMd} 192w`);
    await loaded(canvasElement);
  },
};

export const MissingVersion: Story = {
  args: { version: 'hero' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('src', tractorXs);
  },
};

export const Decorative: Story = {
  args: { image: { ...tractor, alt: undefined } },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img') as HTMLImageElement;
    await expect(img).toHaveAttribute('alt', '');
  },
};

export const AltOverride: Story = {
  args: { alt: 'Traktor von der Seite' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Traktor von der Seite' })).toBeVisible();
  },
};

export const WithTitle: Story = {
  args: { image: { ...tractor, title: 'Foto: Lindner' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img')).toHaveAttribute('title', 'Foto: Lindner');
  },
};

export const NarrowContainer: Story = {
  decorators: [(Story) => <div style={{ width: 160 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement }) => {
    await loaded(canvasElement);
    const box = canvas.getByRole('img').getBoundingClientRect();
    // Shrinks with its container and keeps the 16:10 ratio.
    await expect(box.width).toBe(160);
    await expect(box.height).toBe(100);
  },
};

export const WithoutFiles: Story = {
  args: { image: { ...tractor, versions: {} } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
