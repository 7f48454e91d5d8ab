import { Text } from '@lindner/ui';
import { useEffect, useState } from 'react';

export interface PicturePreviewProps {
  file: File;
  /** Names the preview: its alternative text and caption. */
  label: string;
  width: number;
  height: number;
  figureClassName?: string;
  imageClassName?: string;
}

/**
 * A chosen picture as it will look, before it is uploaded. Read as a data address: the portal's
 * security policy allows `data:` images, not `blob:` ones. Key it by `pictureKey(file)`.
 */
export function PicturePreview({
  file,
  label,
  width,
  height,
  figureClassName,
  imageClassName,
}: PicturePreviewProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const reader = new FileReader();
    reader.onload = () => setUrl(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  if (!url) return null;
  return (
    <figure className={figureClassName}>
      <img src={url} alt={label} width={width} height={height} className={imageClassName} />
      <figcaption>
        <Text as="span" size="small" tone="muted">
          {label}
        </Text>
      </figcaption>
    </figure>
  );
}

/** A key that changes with the chosen file. */
export function pictureKey(file: File): string {
  return `${file.name}:${file.size}:${file.lastModified}`;
}
