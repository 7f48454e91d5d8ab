import {
  avatarUploadField,
  userProfileSchema,
  type ProfileInput,
  type UserProfile,
} from '../schema';
import { apiSend } from '../client/request';

/**
 * PUT /user/profile: replaces the personal data and returns the profile as stored, with its
 * completion. Fields left out are stored as empty; invalid fields come back as `fieldErrors`.
 */
export function saveProfile(profile: ProfileInput, signal?: AbortSignal): Promise<UserProfile> {
  return apiSend('PUT', '/user/profile', profile, userProfileSchema, { signal });
}

/**
 * POST /user/profile/avatar (multipart, field `avatar`): a JPEG, PNG or WebP picture of at most
 * 10 MB and 40 megapixels. Returns the profile with the new `avatar` and `avatarImage`.
 */
export function uploadAvatar(picture: Blob, signal?: AbortSignal): Promise<UserProfile> {
  const form = new FormData();
  form.append(avatarUploadField, picture, picture instanceof File ? picture.name : 'avatar');
  return apiSend('POST', '/user/profile/avatar', form, userProfileSchema, { signal });
}

/** DELETE /user/profile/avatar: removes the avatar; returns the profile without one. */
export function deleteAvatar(signal?: AbortSignal): Promise<UserProfile> {
  return apiSend('DELETE', '/user/profile/avatar', undefined, userProfileSchema, { signal });
}
