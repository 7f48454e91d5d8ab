import {
  formReceiptSchema,
  type ContactFormInput,
  type FinancingEnquiryInput,
  type FormInputs,
  type FormKind,
  type FormReceipt,
  type GvlContactInput,
} from '../schema';
import { apiSend, publicSend, type PublicSendOptions } from '../client/request';

/**
 * POST /forms/{kind} without a token: anyone may send the public forms. The server answers 400
 * with `fieldErrors` for invalid fields and 429 with a message when one address sent too many;
 * on success the page shows `formSuccessMessages.thanks`.
 */
export function submitForm<Kind extends FormKind>(
  kind: Kind,
  body: FormInputs[Kind],
  options: PublicSendOptions = {},
): Promise<FormReceipt> {
  return publicSend('POST', `/forms/${kind}`, body, formReceiptSchema, options);
}

/** POST /forms/contact: the contact form. */
export function submitContactForm(
  body: ContactFormInput,
  signal?: AbortSignal,
): Promise<FormReceipt> {
  return submitForm('contact', body, { signal });
}

/** POST /forms/financing-enquiry: a financing enquiry with the calculator's price and plan. */
export function submitFinancingEnquiry(
  body: FinancingEnquiryInput,
  signal?: AbortSignal,
): Promise<FormReceipt> {
  return submitForm('financing-enquiry', body, { signal });
}

/**
 * POST /forms/gvl-contact (signed in): a message to the area sales manager of the user's region,
 * whose dealer `areaSalesManagerId` names (`GET /services`); another region's answers 404.
 */
export function submitGvlContact(
  body: GvlContactInput,
  signal?: AbortSignal,
): Promise<FormReceipt> {
  return apiSend('POST', '/forms/gvl-contact', body, formReceiptSchema, { signal });
}
