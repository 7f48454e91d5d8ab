import { describe, expect, it } from 'vitest';
import { breakpoints } from '../theme/tokens';
import { imageSources, pickVersion, type ImageAsset } from './imageSources';

const mobile = {
  xs: '/img/mobile-xs.jpg',
  md: '/img/mobile-md.jpg',
  'xs@2x': '/img/mobile-xs@2x.jpg',
  'md@2x': '/img/mobile-md@2x.jpg',
};
const avatar = { xs: '/img/avatar-xs.jpg', md: '/img/avatar-md.jpg' };

const image: ImageAsset = {
  versions: { lindnerAvatar: avatar, mobile },
  alt: 'Lintrac 130',
  width: 320,
  height: 200,
};

describe('pickVersion', () => {
  it('takes the "mobile" thumbnail definition by default', () => {
    expect(pickVersion(image.versions)).toBe(mobile);
  });

  it('takes the version asked for', () => {
    expect(pickVersion(image.versions, 'lindnerAvatar')).toBe(avatar);
  });

  it('falls back to the first version present when the one asked for is missing', () => {
    expect(pickVersion(image.versions, 'hero')).toBe(avatar);
    expect(pickVersion({ lindnerAvatar: avatar })).toBe(avatar);
  });

  it('finds nothing in an image without versions', () => {
    expect(pickVersion({})).toBeUndefined();
  });
});

describe('imageSources', () => {
  it('uses xs as src and lists every file with width descriptors', () => {
    expect(imageSources(image, { widths: { xs: 320, md: 800 } })).toEqual({
      src: '/img/mobile-xs.jpg',
      srcSet:
        '/img/mobile-xs.jpg 320w, /img/mobile-md.jpg 800w, /img/mobile-xs@2x.jpg 640w, /img/mobile-md@2x.jpg 1600w',
      sizes: '(min-width: 768px) 800px, 320px',
    });
  });

  it('takes md as twice the width by default and keeps md over xs@2x of the same width', () => {
    const sources = imageSources(image);
    expect(sources?.srcSet).toBe(
      '/img/mobile-xs.jpg 320w, /img/mobile-md.jpg 640w, /img/mobile-md@2x.jpg 1280w',
    );
    expect(sources?.sizes).toBe('(min-width: 768px) 640px, 320px');
  });

  it('switches to md at the md breakpoint', () => {
    expect(imageSources(image)?.sizes).toContain(`${breakpoints.md}px`);
  });

  it('leaves out @2x files that are not there', () => {
    expect(imageSources(image, { version: 'lindnerAvatar' })?.srcSet).toBe(
      '/img/avatar-xs.jpg 320w, /img/avatar-md.jpg 640w',
    );
  });

  it('passes the sizes given through', () => {
    expect(imageSources(image, { sizes: '100vw' })?.sizes).toBe('100vw');
  });

  it('skips empty addresses and falls back to md for src', () => {
    const sources = imageSources({ ...image, versions: { mobile: { xs: '', md: '/md.jpg' } } });
    expect(sources).toEqual({
      src: '/md.jpg',
      srcSet: '/md.jpg 640w',
      sizes: '(min-width: 768px) 640px, 320px',
    });
  });

  it('gives nothing when there is no file', () => {
    expect(imageSources({ ...image, versions: {} })).toBeUndefined();
    expect(imageSources({ ...image, versions: { mobile: { xs: '', md: '' } } })).toBeUndefined();
  });
});
