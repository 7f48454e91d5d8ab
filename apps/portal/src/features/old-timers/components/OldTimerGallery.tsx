import type { ImageAsset } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { Gallery } from '../../../shared/Gallery';
import {
  galleryMessages,
  galleryPhotoAltMessage,
  galleryPositionMessage,
  galleryShowMessage,
} from '../messages';

export interface OldTimerGalleryProps {
  pictures: readonly ImageAsset[];
  /** The old-timer's name, for the pictures' text alternatives. */
  name: string;
}

/** An old-timer's pictures in the shared gallery, with the old-timers' texts. */
export function OldTimerGallery({ pictures, name }: OldTimerGalleryProps) {
  const intl = useIntl();
  return (
    <Gallery
      photos={pictures.map((image, at) => ({
        id: at,
        image,
        alt: image.alt || intl.formatMessage(galleryPhotoAltMessage, { name, index: at + 1 }),
      }))}
      texts={{
        label: intl.formatMessage(galleryMessages.label),
        previous: intl.formatMessage(galleryMessages.previous),
        next: intl.formatMessage(galleryMessages.next),
        noPhotos: intl.formatMessage(galleryMessages.noPhotos),
        hint: intl.formatMessage(galleryMessages.hint),
        position: (current, total) =>
          intl.formatMessage(galleryPositionMessage, { current, total }),
        show: (index) => intl.formatMessage(galleryShowMessage, { index }),
      }}
    />
  );
}
