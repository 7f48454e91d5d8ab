/** A mail as the portal sends it: to one recipient, as text and HTML. */
export interface Mail {
  to: string;
  subject: string;
  /** The plain-text body; the mailbox page shows this one. */
  text: string;
  html?: string;
  /**
   * Files sent along (a calendar file); SMTP sends them, the development mailbox keeps only
   * the text and html.
   */
  attachments?: MailAttachment[];
  /** The user the mail is for, if any; their mails go when the user goes. */
  userId?: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
