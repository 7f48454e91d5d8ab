import { userReportInputSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { reportProblems } from './reportRules';

// The form's checks hold to the shared schema: each body gets the same field error keys from
// both (the schema's first issue per field).

function schemaProblems(body: Record<string, unknown>): Record<string, string> {
  const result = userReportInputSchema.safeParse(body);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    problems[field] ??= issue.message;
  }
  return problems;
}

const valid = {
  modelId: 'lintrac-130',
  title: 'Im Steilhang',
  text: 'Erste Zeile\nZweite Zeile',
  firstName: 'Martina',
  region: 'Tirol',
  email: 'martina@example.com',
  privacyConsent: true,
};

describe('the report form’s checks', () => {
  it.each([
    ['a valid report', valid],
    ['nothing at all', {}],
    ['blank texts', { ...valid, title: '   ', text: ' \n ', firstName: '', region: ' ' }],
    ['a wrong e-mail address', { ...valid, email: 'martina.example.com' }],
    ['no consent', { ...valid, privacyConsent: false }],
    ['a title too long', { ...valid, title: 'x'.repeat(121) }],
    ['a text too long', { ...valid, text: 'x'.repeat(6001) }],
    ['a control character in the title', { ...valid, title: 'Tab\there' }],
    ['a model id no form has', { ...valid, modelId: 'Lintrac 130!' }],
  ])('find what the schema finds: %s', (_, body) => {
    expect(reportProblems(body)).toEqual(schemaProblems(body));
  });

  it('find a model the page does not offer', () => {
    expect(reportProblems({ ...valid, modelId: 'geotrac-999' }, ['lintrac-130'])).toEqual({
      modelId: 'option',
    });
  });
});
