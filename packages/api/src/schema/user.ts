import { z } from 'zod';

export const salutations = ['male', 'female'] as const;
export const salutationSchema = z.enum(salutations);
export type Salutation = z.infer<typeof salutationSchema>;

/** A calendar date without time, `YYYY-MM-DD`. */
export const calendarDateSchema = z.iso.date();

/** The signed-in user as `GET /user` returns it. */
export const userSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  salutation: salutationSchema.nullable(),
  title: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile: z.string().nullable(),
  fax: z.string().nullable(),
  company: z.string().nullable(),
  street: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  birthDate: calendarDateSchema.nullable(),
  customerNr: z.string().nullable(),
  driverLicense: z.string().nullable(),
  avatar: z.string().nullable(),
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
export const userProfileSchema = userSchema
  .pick({
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
  })
  .extend({
    completion: z.object({
      /** Share of the required fields that are filled, 0 to 100. */
      percent: z.number().int().min(0).max(100),
      missing: z.array(z.enum(requiredProfileFields)),
    }),
  });
export type UserProfile = z.infer<typeof userProfileSchema>;
