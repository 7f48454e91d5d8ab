import type {
  ContactFormInput,
  FinancingEnquiryInput,
  QuoteRequestInput,
} from '@lindner/api/schema';
import { asc, eq } from 'drizzle-orm';
import { mailbox } from '../../mail/tables';
import type { ApiCallInit } from '../../testing/apiClient';
import type { ApiTestServer } from '../../testing/apiTestServer';
import { formSubmissions } from './tables';

// What the forms' tests share.

/** The sales address of the test configuration. */
export const salesAddress = 'vertrieb@lindner.example';

export const validContact = {
  firstName: 'Lena',
  lastName: 'Gruber',
  email: 'lena.gruber@example.com',
  phone: '+43 664 7654321',
  company: 'Gruberhof',
  country: 'AT',
  message: 'Ich interessiere mich für einen Lintrac 130.\nBitte ruft mich zurück.',
  privacyConsent: true,
} satisfies ContactFormInput;

export const validEnquiry = {
  firstName: 'Josef',
  lastName: 'Brunner',
  email: 'josef.brunner@example.com',
  phone: '05338 1234',
  company: 'Brunnerhof',
  country: 'DE',
  zip: '83080',
  city: 'Oberaudorf',
  modelName: 'Geotrac 124',
  priceCents: 12_950_050,
  plan: 'fifth',
  message: 'Mit Frontlader, bitte.',
  privacyConsent: true,
} satisfies FinancingEnquiryInput;

/** Submitting forms to a test server, and what it stored and mailed. */
export function formCalls(server: ApiTestServer) {
  /**
   * Each test sends from client addresses of its own: the limit per address counts in the
   * server's memory, which the reset between tests does not touch.
   */
  let nextAddress = 1;
  const freshAddress = () => `203.0.113.${nextAddress++}`;

  const submit = (
    kind: string,
    json: unknown,
    {
      address = freshAddress(),
      headers = {},
    }: { address?: string; headers?: ApiCallInit['headers'] } = {},
  ) =>
    server.call(null, `/forms/${kind}`, { method: 'POST', json, headers, remoteAddress: address });

  const mailsToSales = () =>
    server.database.orm
      .select()
      .from(mailbox)
      .where(eq(mailbox.recipient, salesAddress))
      .orderBy(asc(mailbox.createdAt));

  const storedSubmissions = () =>
    server.database.orm.select().from(formSubmissions).orderBy(asc(formSubmissions.createdAt));

  return { freshAddress, submit, mailsToSales, storedSubmissions };
}

/** A quote request from Kundl, where Landtechnik Gwiggner sells (seed/dealers.ts). */
export const validQuoteRequest = {
  firstName: 'Anna',
  lastName: 'Moser',
  email: 'anna.moser@example.com',
  phone: '+43 660 1112233',
  company: null,
  street: 'Dorfstraße 3',
  zip: '6250',
  city: 'Kundl',
  country: 'AT',
  modelId: 'lintrac-130',
  message: 'Mit Frontlader, bitte.',
  privacyConsent: true,
} satisfies QuoteRequestInput;
