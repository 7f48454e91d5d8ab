/**
 * A typed amount as a number, for the locale's decimal separator (`,` in de and fr, `.` in en).
 * Accepts grouping (`60.000,50`, `60 000,50`, `60,000.50`) and a trailing or leading `€`;
 * returns `NaN` for anything else, which validation turns into a message.
 */
export function parseAmount(text: string, decimalSeparator: ',' | '.'): number {
  const group = decimalSeparator === ',' ? '.' : ',';
  const compact = text
    .trim()
    .replace(/€|EUR/gi, '')
    .replace(/[\s\u00a0\u202f']/g, '');
  if (compact === '') return Number.NaN;
  const pattern =
    decimalSeparator === ','
      ? /^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/
      : /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
  if (!pattern.test(compact)) return Number.NaN;
  return Number(compact.split(group).join('').replace(decimalSeparator, '.'));
}

/** The decimal separator of a BCP 47 locale tag (`de-AT` → `,`, `en` → `.`). */
export function decimalSeparatorOf(intlLocale: string): ',' | '.' {
  const part = new Intl.NumberFormat(intlLocale)
    .formatToParts(1.5)
    .find((each) => each.type === 'decimal');
  return part?.value === '.' ? '.' : ',';
}
