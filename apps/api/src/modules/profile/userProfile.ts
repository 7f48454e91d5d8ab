import { requiredProfileFields, type UserProfile } from '@lindner/api/schema';
import type { UserRow } from '../../plugins/users';
import { personalData } from './userData';

/** The personal data with how complete it is: the percentage and the fields still missing. */
export function toUserProfile(row: UserRow): UserProfile {
  const data = personalData(row);
  const missing = requiredProfileFields.filter((field) => {
    // A mobile number is as good as a landline for reaching the user.
    const value = field === 'phone' ? (row.phone ?? row.mobile) : data[field];
    return value === null || value.trim() === '';
  });
  const percent = Math.round(
    (100 * (requiredProfileFields.length - missing.length)) / requiredProfileFields.length,
  );
  return { ...data, completion: { percent, missing } };
}
