import { ApiError } from '@lindner/api/client';
import { describe, expect, it } from 'vitest';
import { fieldErrorList, outcomeOf } from './submitOutcome';

describe('the outcome of a submit', () => {
  it('is saved with data and no error', () => {
    expect(outcomeOf({ data: { name: 'x' }, error: null })).toEqual({ ok: true });
  });

  it('is nothing for a submit ignored while another runs', () => {
    expect(outcomeOf({ data: null, error: null })).toBeNull();
  });

  it("carries the server's message and field messages of a 4xx", () => {
    const error = new ApiError({
      status: 400,
      serverMessage: 'Bitte prüfe die markierten Felder.',
      fieldErrors: { since: 'Bitte eine vierstellige Jahreszahl eingeben.' },
    });
    expect(outcomeOf({ data: null, error })).toEqual({
      ok: false,
      message: 'Bitte prüfe die markierten Felder.',
      fieldErrors: { since: 'Bitte eine vierstellige Jahreszahl eingeben.' },
    });
  });

  it('has no message of its own for a network failure', () => {
    expect(outcomeOf({ data: null, error: new TypeError('Failed to fetch') })).toEqual({
      ok: false,
      message: null,
      fieldErrors: {},
    });
  });
});

describe('the field messages of the server', () => {
  it('name each field by its label, in the form order, nested paths by their group', () => {
    expect(
      fieldErrorList(
        { 'economyTypes.1': 'Ungültig.', name: 'Erforderlich.', unknown: 'Hm.' },
        { name: 'Name des Hofes', since: 'Seit', economyTypes: 'Betriebszweige' },
      ),
    ).toEqual([
      { field: 'name', label: 'Name des Hofes', message: 'Erforderlich.' },
      { field: 'economyTypes.1', label: 'Betriebszweige', message: 'Ungültig.' },
      { field: 'unknown', label: null, message: 'Hm.' },
    ]);
  });
});
