import { adImageVersion, type AdImage } from '@lindner/api/schema';
import { Button, Image } from '@lindner/ui';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  galleryMessages,
  galleryPhotoAltMessage,
  galleryPositionMessage,
  galleryShowMessage,
} from '../messages';
import * as styles from './marketplace.css';

export interface GalleryProps {
  images: readonly AdImage[];
  /** The ad's title, for the photos' text alternatives. */
  name: string;
}

/** How far a finger must move sideways for a swipe, in CSS pixels. */
const swipeDistance = 40;

/**
 * An ad's photos, one at a time: the arrow keys, the buttons, the thumbnails and a swipe move
 * through them. The first photo loads with the page, the rest when shown; each keeps its room
 * (width and height) so nothing shifts as it arrives. (@lindner/ui has no gallery; this is the
 * used machines' one, which a feature may not import.)
 */
export function Gallery({ images, name }: GalleryProps) {
  const intl = useIntl();
  const hintId = useId();
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const total = images.length;
  const current = images[index];
  if (!current) {
    return (
      <div className={styles.stage}>
        <p className={styles.hint}>{intl.formatMessage(galleryMessages.noPhotos)}</p>
      </div>
    );
  }
  const show = (next: number) => setIndex((next + total) % total);
  const alt = (at: number) =>
    images[at]?.image.alt || intl.formatMessage(galleryPhotoAltMessage, { name, index: at + 1 });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(total - 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
    show(dx < 0 ? index + 1 : index - 1);
  };

  return (
    <section className={styles.gallery} aria-label={intl.formatMessage(galleryMessages.label)}>
      <div
        className={styles.stage}
        role="group"
        tabIndex={total > 1 ? 0 : undefined}
        aria-label={intl.formatMessage(galleryPositionMessage, { current: index + 1, total })}
        aria-describedby={total > 1 ? hintId : undefined}
        onKeyDown={total > 1 ? onKeyDown : undefined}
        onPointerDown={total > 1 ? onPointerDown : undefined}
        onPointerUp={total > 1 ? onPointerUp : undefined}
        onPointerCancel={() => (start.current = null)}
      >
        <Image
          key={current.id}
          image={current.image}
          version={adImageVersion}
          alt={alt(index)}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : undefined}
          sizes="(min-width: 1024px) 640px, 100vw"
          className={styles.stagePhoto}
          draggable={false}
        />
      </div>
      {total > 1 ? (
        <>
          <div className={styles.galleryBar}>
            <Button variant="secondary" size="small" onClick={() => show(index - 1)}>
              {intl.formatMessage(galleryMessages.previous)}
            </Button>
            <p aria-live="polite" className={styles.hint}>
              {intl.formatMessage(galleryPositionMessage, { current: index + 1, total })}
            </p>
            <Button variant="secondary" size="small" onClick={() => show(index + 1)}>
              {intl.formatMessage(galleryMessages.next)}
            </Button>
          </div>
          <p id={hintId} className={styles.hint}>
            {intl.formatMessage(galleryMessages.hint)}
          </p>
          <ul className={styles.thumbnails}>
            {images.map((each, at) => (
              <li key={each.id}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-current={at === index}
                  aria-label={intl.formatMessage(galleryShowMessage, { index: at + 1 })}
                  onClick={() => show(at)}
                >
                  <Image
                    image={each.image}
                    version={adImageVersion}
                    alt=""
                    loading="lazy"
                    sizes="72px"
                    className={styles.thumbnailPhoto}
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
