import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError';
import { initialize } from '../client/configuration';
import { envelope, failure, fakeFetch, requestOf } from '../testing/fakeFetch';
import { deleteAvatar, saveProfile, uploadAvatar } from './profile';
import {
  fetchSettings,
  saveConsents,
  saveContactChannel,
  saveInterests,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from './settings';

const profile = {
  salutation: 'female',
  title: null,
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'lena.gruber@example.com',
  phone: null,
  mobile: '+43 664 7654321',
  fax: null,
  company: null,
  street: 'Bergweg 3',
  zip: '6252',
  city: 'Breitenbach am Inn',
  country: 'AT',
  birthDate: '1990-06-01',
  customerNr: null,
  driverLicense: null,
  avatar: '/api/portal/avatars/AbCdEfGhIjKlMnOpQrStUv/md.webp',
  avatarImage: {
    versions: {
      lindnerAvatar: {
        xs: '/api/portal/avatars/AbCdEfGhIjKlMnOpQrStUv/xs.webp',
        md: '/api/portal/avatars/AbCdEfGhIjKlMnOpQrStUv/md.webp',
        'xs@2x': '/api/portal/avatars/AbCdEfGhIjKlMnOpQrStUv/xs@2x.webp',
        'md@2x': '/api/portal/avatars/AbCdEfGhIjKlMnOpQrStUv/md@2x.webp',
      },
    },
    width: 96,
    height: 96,
  },
  completion: { percent: 90, missing: ['phone'] },
};

const pending = { state: 'pending', changedAt: null };
const settings = {
  interests: [],
  contactChannel: 'sms',
  newsletter: {
    status: 'pending',
    email: 'lena.gruber@example.com',
    requestedAt: '2026-01-02T10:00:00.000Z',
    confirmedAt: null,
  },
  consents: { terms: pending, images: pending, referenceCustomer: pending, communication: pending },
  consentHistory: [],
};

function setUp(body: unknown, status = 200) {
  const fetchFn = fakeFetch({ status, body });
  initialize({ baseUrl: '/api', clientSegment: 'portal', getToken: () => 't', fetch: fetchFn });
  return fetchFn;
}

afterEach(() => vi.restoreAllMocks());

describe('profile calls', () => {
  it('saveProfile puts the personal data as JSON and returns the stored profile', async () => {
    const fetchFn = setUp(envelope(profile));
    await expect(
      saveProfile({ firstName: 'Lena', lastName: 'Gruber', email: 'x@y.at' }),
    ).resolves.toEqual(profile);
    expect(requestOf(fetchFn).method).toBe('PUT');
    expect(requestOf(fetchFn).url).toBe('/api/portal/user/profile');
    expect(JSON.parse(String(requestOf(fetchFn).body))).toEqual({
      firstName: 'Lena',
      lastName: 'Gruber',
      email: 'x@y.at',
    });
  });

  it('uploadAvatar posts the picture as multipart field "avatar"', async () => {
    const fetchFn = setUp(envelope(profile));
    const picture = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', {
      type: 'image/jpeg',
    });
    await expect(uploadAvatar(picture)).resolves.toMatchObject({ avatar: profile.avatar });
    const request = requestOf(fetchFn);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/portal/user/profile/avatar');
    const form = request.body as FormData;
    expect((form.get('avatar') as File).name).toBe('me.jpg');
  });

  it('hands the server’s field messages of a refused upload to the form', async () => {
    setUp(
      failure('The picture is too large: 10 MB at most.', {
        avatar: 'The picture is too large: 10 MB at most.',
      }),
      413,
    );
    const error = await uploadAvatar(new Blob(['x'])).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fieldErrors).toEqual({
      avatar: 'The picture is too large: 10 MB at most.',
    });
  });

  it('deleteAvatar deletes', async () => {
    const fetchFn = setUp(envelope({ ...profile, avatar: null, avatarImage: null }));
    await expect(deleteAvatar()).resolves.toMatchObject({ avatar: null });
    expect(requestOf(fetchFn).method).toBe('DELETE');
    expect(requestOf(fetchFn).url).toBe('/api/portal/user/profile/avatar');
  });
});

describe('settings calls', () => {
  it('ask the settings paths with their methods', async () => {
    const fetchFn = setUp(envelope(settings));
    await expect(fetchSettings()).resolves.toEqual(settings);
    await saveInterests({ interests: ['supercup'] });
    await saveContactChannel({ contactChannel: 'sms' });
    await subscribeNewsletter();
    await unsubscribeNewsletter();
    await saveConsents({ terms: 'accepted' });
    expect(
      fetchFn.mock.calls.map(
        (_, index) => `${requestOf(fetchFn, index).method} ${requestOf(fetchFn, index).url}`,
      ),
    ).toEqual([
      'GET /api/portal/user/settings',
      'PUT /api/portal/user/settings/interests',
      'PUT /api/portal/user/settings/contact',
      'POST /api/portal/user/settings/newsletter',
      'DELETE /api/portal/user/settings/newsletter',
      'PUT /api/portal/user/settings/consents',
    ]);
    expect(JSON.parse(String(requestOf(fetchFn, 5).body))).toEqual({ terms: 'accepted' });
  });
});
