import { Button, Image, type ImageAsset } from '@lindner/ui';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import * as styles from './Gallery.css';

/** One photo of a gallery. */
export interface GalleryPhoto {
  /** Tells the photos apart (React's key). */
  id: string | number;
  image: ImageAsset;
  /** The photo's text alternative. */
  alt: string;
}

/** The gallery's texts, already in the page's language: each feature keeps its own messages. */
export interface GalleryTexts {
  /** The gallery's name. */
  label: string;
  previous: string;
  next: string;
  /** Shown when there are no photos. */
  noPhotos: string;
  /** How to move through the photos. */
  hint: string;
  /** Where the shown photo is, e.g. "Foto 2 von 5". */
  position: (current: number, total: number) => string;
  /** A thumbnail's accessible name, e.g. "Foto 2 zeigen". */
  show: (index: number) => string;
}

export interface GalleryProps {
  photos: readonly GalleryPhoto[];
  texts: GalleryTexts;
  /** The images' version (`@lindner/ui`'s Image); its default when left out. */
  version?: string;
  /**
   * `centred`: the photo centred in its stage, a focus ring on the stage and the thumbnails'
   * row inset; `standard` when left out.
   */
  look?: 'standard' | 'centred';
}

/** How far a finger must move sideways for a swipe, in CSS pixels. */
const swipeDistance = 40;

/**
 * Photos, one at a time: the arrow keys, the buttons, the thumbnails and a swipe move through
 * them. The first photo loads with the page, the rest when shown; each keeps its room (width and
 * height) so nothing shifts as it arrives. (@lindner/ui has no gallery.)
 */
export function Gallery({ photos, texts, version, look = 'standard' }: GalleryProps) {
  const hintId = useId();
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const total = photos.length;
  const current = photos[index];
  if (!current) {
    return (
      <div className={styles.stage[look]}>
        <p className={styles.hint}>{texts.noPhotos}</p>
      </div>
    );
  }
  const show = (next: number) => setIndex((next + total) % total);

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
    <section className={styles.gallery} aria-label={texts.label}>
      <div
        className={styles.stage[look]}
        role="group"
        tabIndex={total > 1 ? 0 : undefined}
        aria-label={texts.position(index + 1, total)}
        aria-describedby={total > 1 ? hintId : undefined}
        onKeyDown={total > 1 ? onKeyDown : undefined}
        onPointerDown={total > 1 ? onPointerDown : undefined}
        onPointerUp={total > 1 ? onPointerUp : undefined}
        onPointerCancel={() => (start.current = null)}
      >
        <Image
          key={current.id}
          image={current.image}
          version={version}
          alt={current.alt}
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
              {texts.previous}
            </Button>
            <p aria-live="polite" className={styles.hint}>
              {texts.position(index + 1, total)}
            </p>
            <Button variant="secondary" size="small" onClick={() => show(index + 1)}>
              {texts.next}
            </Button>
          </div>
          <p id={hintId} className={styles.hint}>
            {texts.hint}
          </p>
          <ul className={styles.thumbnails[look]}>
            {photos.map((each, at) => (
              <li key={each.id}>
                <button
                  type="button"
                  className={styles.thumbnail}
                  aria-current={at === index}
                  aria-label={texts.show(at + 1)}
                  onClick={() => show(at)}
                >
                  <Image
                    image={each.image}
                    version={version}
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
