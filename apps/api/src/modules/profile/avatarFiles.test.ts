import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { avatarUploads, photoWithExif } from './avatarTestData';
import { profileOf } from './profileTestData';

const server = apiTestServerPerFile();
const { call } = server;
const uploadAvatar = avatarUploads(call);

/** The server-relative address of an avatar file, as the <img> asks for it. */
const fetchFile = (url: string) => server.app.inject({ method: 'GET', url });

describe('POST /user/profile/avatar with a broken multipart body', () => {
  const post = (contentType: string, payload: Buffer | string, language = 'en') =>
    call(demoIds.farmer, '/user/profile/avatar', {
      method: 'POST',
      headers: { 'content-type': contentType, 'accept-language': language },
      payload,
    });

  it('answers a body without a boundary with 400 and a message in the caller’s language', async () => {
    const noBoundary = await post('multipart/form-data', 'just some bytes', 'de-AT');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({
      success: false,
      message:
        'Die hochgeladene Datei konnte nicht gelesen werden. Bitte wähle das Bild erneut aus.',
    });
  });

  it('answers a body without its closing boundary with 400 and a message, never 500', async () => {
    const boundary = 'lindnerCut';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.jpg"\r\n` +
      'Content-Type: image/jpeg\r\n\r\n';
    const photo = await photoWithExif();
    const cut = await post(
      `multipart/form-data; boundary=${boundary}`,
      Buffer.concat([Buffer.from(head), photo]),
      'fr',
    );
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({
      success: false,
      message: "Le fichier envoyé n'a pas pu être lu. Veuillez sélectionner l'image à nouveau.",
    });
    const garbage = await post(
      `multipart/form-data; boundary=${boundary}`,
      `--${boundary}\r\n\r\n`,
    );
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe(
      'The uploaded file could not be read. Please choose the picture again.',
    );
    expect(profileOf(await call(demoIds.farmer, '/user/profile')).avatar).toBeNull();
  });
});

describe('avatars of two users', () => {
  it('stay apart: each upload and deletion touches the caller’s own avatar only', async () => {
    const farmerUpload = profileOf(await uploadAvatar(demoIds.farmer, await photoWithExif()));
    const farmerFiles = farmerUpload.avatarImage!.versions.lindnerAvatar!;

    // The newcomer sees only her own profile, without the farmer's addresses.
    const newcomerBefore = await call(demoIds.newcomer, '/user/profile');
    expect(profileOf(newcomerBefore).avatar).toBeNull();
    expect(newcomerBefore.body).not.toContain(farmerFiles.md);

    const newcomerUpload = profileOf(
      await uploadAvatar(demoIds.newcomer, await photoWithExif('png'), 'me.png', 'image/png'),
    );
    const newcomerFiles = newcomerUpload.avatarImage!.versions.lindnerAvatar!;
    expect(newcomerFiles.md).not.toBe(farmerFiles.md);

    // Her deletion removes her files, not his.
    const deleted = await call(demoIds.newcomer, '/user/profile/avatar', { method: 'DELETE' });
    expect(deleted.statusCode).toBe(200);
    expect(profileOf(deleted)).toMatchObject({ avatar: null, avatarImage: null });
    expect((await fetchFile(newcomerFiles.md)).statusCode).toBe(404);
    expect((await fetchFile(farmerFiles.md)).statusCode).toBe(200);
    expect(profileOf(await call(demoIds.farmer, '/user/profile')).avatar).toBe(farmerFiles.md);
  });

  it('retire their address on a new upload, and unknown addresses answer 404', async () => {
    const first = profileOf(await uploadAvatar(demoIds.farmer, await photoWithExif()));
    const second = profileOf(await uploadAvatar(demoIds.farmer, await photoWithExif('png')));
    const firstMd = first.avatarImage!.versions.lindnerAvatar!.md;
    expect(second.avatar).not.toBe(firstMd);
    expect((await fetchFile(firstMd)).statusCode).toBe(404);
    expect((await fetchFile(second.avatar!)).statusCode).toBe(200);

    const guessed = `/api/portal/avatars/${randomBytes(16).toString('base64url')}/md.webp`;
    const missing = await fetchFile(guessed);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false });
    const otherName = second.avatar!.replace('/md.webp', '/original.jpg');
    expect((await fetchFile(otherName)).statusCode).toBe(404);
    const traversal = await fetchFile('/api/portal/avatars/..%2F..%2Fuser/md.webp');
    expect(traversal.statusCode).toBe(404);
  });
});
