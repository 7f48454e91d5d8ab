import type { PressPhoto, PressRelease, PressReleaseSummary } from '@lindner/api/schema';
import type { PhotoWithText, ReleaseWithText } from './repository';
import type { PressReleaseDownloadRow } from './tables';

/** A release as the list shows it. */
export function toReleaseSummary({ release, text }: ReleaseWithText): PressReleaseSummary {
  return {
    slug: release.slug,
    title: text.title,
    teaser: text.teaser,
    releasedAt: release.releasedAt.toISOString(),
    textLanguage: text.language,
  };
}

/** A release with its body, contact person and downloads. */
export function toRelease(
  found: ReleaseWithText & { downloads: PressReleaseDownloadRow[] },
): PressRelease {
  const { release, text, downloads } = found;
  return {
    ...toReleaseSummary(found),
    body: text.body,
    contact: {
      name: release.contactName,
      role: text.contactRole,
      email: release.contactEmail,
      phone: release.contactPhone,
    },
    downloads: downloads.map((download, index) => ({
      file: download.fileName,
      title: text.downloadTitles[index] ?? download.fileName,
      contentType: download.contentType,
      sizeBytes: download.sizeBytes,
    })),
  };
}

/** A photo with its sizes' addresses below `apiPath`. */
export function toPhoto({ photo, text, files }: PhotoWithText, apiPath: string): PressPhoto {
  return {
    id: photo.id,
    category: photo.category,
    caption: text.caption,
    credit: text.credit,
    textLanguage: text.language,
    uploadedAt: photo.uploadedAt.toISOString(),
    files: files.map((file) => ({
      size: file.size,
      url: `${apiPath}/press/photos/${photo.id}/${file.size}`,
      contentType: file.contentType,
      width: file.width,
      height: file.height,
      sizeBytes: file.sizeBytes,
    })),
  };
}
