import { userProfileSchema, userSchema, type User, type UserProfile } from '../schema';
import { apiGet } from '../client/request';

/** GET /user: the signed-in user. */
export function fetchCurrentUser(signal?: AbortSignal): Promise<User> {
  return apiGet('/user', userSchema, { signal });
}

/** GET /user/profile: the personal data and how complete it is. */
export function fetchProfile(signal?: AbortSignal): Promise<UserProfile> {
  return apiGet('/user/profile', userProfileSchema, { signal });
}
