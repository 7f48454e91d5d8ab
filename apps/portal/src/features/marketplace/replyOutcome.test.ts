import { ApiError } from '@lindner/api/client';
import { describe, expect, it } from 'vitest';
import { replyOutcomeOf } from './replyOutcome';

const wait = 'Bitte warte ein paar Minuten.';

describe("a reply's outcome", () => {
  it('is saved when the server answered', () => {
    expect(replyOutcomeOf({ data: { id: 'r' }, error: null }, wait)).toEqual({ ok: true });
  });

  it('is nothing new when the submit was ignored', () => {
    expect(replyOutcomeOf({ data: null, error: null }, wait)).toBeNull();
  });

  it("shows the server's message for one's own ad (409)", () => {
    const own = new ApiError({
      status: 409,
      serverMessage: 'Auf Deine eigene Anzeige kannst Du nicht antworten.',
    });
    expect(replyOutcomeOf({ data: null, error: own }, wait)).toMatchObject({
      ok: false,
      message: 'Auf Deine eigene Anzeige kannst Du nicht antworten.',
    });
  });

  it("keeps the server's field messages", () => {
    const refused = new ApiError({
      status: 400,
      serverMessage: 'Bitte prüfe die markierten Felder.',
      fieldErrors: { content: 'Bitte ausfüllen.' },
    });
    expect(replyOutcomeOf({ data: null, error: refused }, wait)).toEqual({
      ok: false,
      message: 'Bitte prüfe die markierten Felder.',
      fieldErrors: { content: 'Bitte ausfüllen.' },
    });
  });

  it("says to wait when throttled, in the page's words", () => {
    const throttled = new ApiError({ status: 429, serverMessage: 'Too many' });
    expect(replyOutcomeOf({ data: null, error: throttled }, wait)).toEqual({
      ok: false,
      message: wait,
      fieldErrors: {},
    });
  });
});
