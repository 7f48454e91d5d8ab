import type { User } from '@lindner/api/schema';
import type { UserRow } from '../../plugins/users';

/** `GET /user`: the caller as the portal reads it, never the password hash. */
export function toUser(row: UserRow): User {
  return { id: row.id, username: row.username, ...personalData(row), roles: row.roles };
}

/** The personal data of a user, as the user and the profile show it. */
export function personalData(row: UserRow) {
  return {
    salutation: row.salutation,
    title: row.title,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    fax: row.fax,
    company: row.company,
    street: row.street,
    zip: row.zip,
    city: row.city,
    country: row.country,
    birthDate: row.birthDate,
    customerNr: row.customerNr,
    driverLicense: row.driverLicense,
    avatar: row.avatarUrl,
    avatarImage: row.avatarImage,
  };
}
