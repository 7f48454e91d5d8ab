import type { ImageAsset } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { Gallery as SharedGallery } from '../../../shared/Gallery';
import {
  galleryMessages,
  galleryPhotoAltMessage,
  galleryPositionMessage,
  galleryShowMessage,
} from '../messages';

export interface GalleryProps {
  images: readonly ImageAsset[];
  /** The machine's name, for the photos' text alternatives. */
  name: string;
}

/** A machine's photos in the shared gallery, with the used machines' texts. */
export function Gallery({ images, name }: GalleryProps) {
  const intl = useIntl();
  return (
    <SharedGallery
      photos={images.map((image, at) => ({
        id: at,
        image,
        alt: image.alt ?? intl.formatMessage(galleryPhotoAltMessage, { name, index: at + 1 }),
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
