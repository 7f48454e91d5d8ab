import {
  avatarUploadField,
  userProfileSchema,
  type CustomerNumberInput,
  type LoyaltyCardInput,
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

/**
 * PUT /user/profile/customer-number: adds the customer number of the caller's invoice or
 * loyalty card to the profile, checked with the postal code against Lindner's customer register.
 * Returns the profile with its `customerNr`. Refused: 400 with a `customerNr` field error (not in
 * the register with this postal code), 409 (the number is another account's, or the caller has
 * one already), 429 (too many attempts).
 */
export function saveCustomerNumber(
  input: CustomerNumberInput,
  signal?: AbortSignal,
): Promise<UserProfile> {
  return apiSend('PUT', '/user/profile/customer-number', input, userProfileSchema, { signal });
}

/**
 * PUT /user/profile/customer-number/loyalty-card: adds the customer number of the loyalty card
 * whose code the caller followed (the card is the proof, as the postal code is above). Refusals
 * as `saveCustomerNumber`'s; an unknown card is 404.
 */
export function saveCustomerNumberOfCard(
  input: LoyaltyCardInput,
  signal?: AbortSignal,
): Promise<UserProfile> {
  return apiSend('PUT', '/user/profile/customer-number/loyalty-card', input, userProfileSchema, {
    signal,
  });
}
