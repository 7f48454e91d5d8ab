import { escapeHtml } from './htmlPages';

/** A labelled value of a mail to staff: what a visitor sent, field by field. */
export type MailRow = [label: string, value: string];

/**
 * The body of a mail to staff that lists what a visitor sent: an introduction, then one row per
 * field, as plain text and as an HTML table. Every value is escaped; line breaks stay.
 */
export function fieldsMailBody(
  intro: string,
  rows: readonly MailRow[],
): { text: string; html: string } {
  return {
    text: [
      intro,
      '',
      ...rows.map(([label, value]) =>
        value.includes('\n') ? `${label}:\n${value}` : `${label}: ${value}`,
      ),
    ].join('\n'),
    html: `<p>${escapeHtml(intro)}</p>
<table>
${rows
  .map(
    ([label, value]) =>
      `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\r?\n/g, '<br>')}</td></tr>`,
  )
  .join('\n')}
</table>`,
  };
}
