import type { AdImage } from '@lindner/api/schema';
import { useIntl } from 'react-intl';
import { Gallery as SharedGallery } from '../../../shared/Gallery';
import {
  galleryMessages,
  galleryPhotoAltMessage,
  galleryPositionMessage,
  galleryShowMessage,
} from '../messages';

export interface GalleryProps {
  images: readonly AdImage[];
  /** The ad's title, for the photos' text alternatives. */
  name: string;
  /**
   * The photos' thumbnail definition (`adImageVersion`), given by the page: as an island the
   * gallery loads without the API's schemas.
   */
  version: string;
}

/** An ad's photos in the shared gallery, with the marketplace's texts. */
export function Gallery({ images, name, version }: GalleryProps) {
  const intl = useIntl();
  return (
    <SharedGallery
      look="centred"
      version={version}
      photos={images.map(({ id, image }, at) => ({
        id,
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
