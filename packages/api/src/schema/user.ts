import * as z from 'zod/mini';
import { imageAssetSchema } from './image';

export const salutations = ['male', 'female'] as const;
export const salutationSchema = z.enum(salutations);
export type Salutation = z.infer<typeof salutationSchema>;

/** A calendar date without time, `YYYY-MM-DD`. */
export const calendarDateSchema = z.iso.date();

/** The signed-in user as `GET /user` returns it. */
export const userSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  salutation: z.nullable(salutationSchema),
  title: z.nullable(z.string()),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  mobile: z.nullable(z.string()),
  fax: z.nullable(z.string()),
  company: z.nullable(z.string()),
  street: z.nullable(z.string()),
  zip: z.nullable(z.string()),
  city: z.nullable(z.string()),
  country: z.nullable(z.string()),
  birthDate: z.nullable(calendarDateSchema),
  customerNr: z.nullable(z.string()),
  driverLicense: z.nullable(z.string()),
  /** Address of the avatar's `lindnerAvatar.md` file (SPEC.md), null without an avatar. */
  avatar: z.nullable(z.string()),
  /**
   * The avatar with all its files, for the `Image` component of @lindner/ui (version
   * `lindnerAvatar`); null without an avatar. Optional only for answers of older servers.
   */
  avatarImage: z.optional(z.nullable(imageAssetSchema)),
  roles: z.array(z.string()),
});
export type User = z.infer<typeof userSchema>;

/** The fields a profile needs before the complete-profile prompt goes away. */
export const requiredProfileFields = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'zip',
  'city',
  'country',
  'birthDate',
] as const;
export type RequiredProfileField = (typeof requiredProfileFields)[number];

/** `GET /user/profile`: the personal data and how complete it is. */
export const userProfileSchema = z.extend(
  z.pick(userSchema, {
    salutation: true,
    title: true,
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    mobile: true,
    fax: true,
    company: true,
    street: true,
    zip: true,
    city: true,
    country: true,
    birthDate: true,
    customerNr: true,
    driverLicense: true,
    avatar: true,
    avatarImage: true,
  }),
  {
    completion: z.object({
      /** Share of the required fields that are filled, 0 to 100. */
      percent: z.int().check(z.gte(0), z.lte(100)),
      missing: z.array(z.enum(requiredProfileFields)),
    }),
  },
);
export type UserProfile = z.infer<typeof userProfileSchema>;
