import { contestEntrySchemas } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { emptyEntry, entryPayload, entryProblems, type EntryValues } from './entryRules';

// The form's checks hold to the server's schemas: what they pass, the schema passes, and each
// field they refuse, the schema refuses too.

const pictureId = 'abcdefghijklmnopqrstuv';
const writer: EntryValues = {
  ...emptyEntry,
  firstName: 'Eva',
  lastName: 'Probe',
  email: 'eva@example.com',
  privacyConsent: true,
};

const schemaFields = (kind: keyof typeof contestEntrySchemas, values: EntryValues) => {
  const result = contestEntrySchemas[kind].safeParse(
    entryPayload(kind, values, values.picture ? pictureId : null),
  );
  return result.success
    ? []
    : [...new Set(result.error.issues.map((issue) => String(issue.path[0])))].map((field) =>
        field === 'pictureId' ? 'picture' : field,
      );
};

describe('the entry form’s checks', () => {
  it('pass what the server takes', () => {
    const photo = { ...writer, picture: true, title: 'Ernte' };
    expect(entryProblems('photo-contest', photo)).toEqual({});
    expect(schemaFields('photo-contest', photo)).toEqual([]);
    const drawing = {
      ...writer,
      picture: true,
      drawerFirstName: 'Mia',
      ageBand: '7-10',
      street: 'Dorfstraße 1',
      zip: '6250',
      city: 'Kundl',
      termsAccepted: true,
    };
    expect(entryProblems('drawing-contest', drawing)).toEqual({});
    expect(schemaFields('drawing-contest', drawing)).toEqual([]);
    const moment = { ...writer, videoUrl: 'https://video.example.com/a', description: 'Heu' };
    expect(entryProblems('moment-contest', moment)).toEqual({});
    expect(schemaFields('moment-contest', moment)).toEqual([]);
  });

  it('refuse the fields the server refuses', () => {
    const drawing = { ...writer, privacyConsent: false, zip: 'A-1', termsAccepted: false };
    const problems = entryProblems('drawing-contest', drawing);
    expect(problems).toEqual({
      privacyConsent: 'privacyRequired',
      picture: 'fileRequired',
      drawerFirstName: 'required',
      ageBand: 'required',
      street: 'required',
      zip: 'zip_',
      city: 'required',
      termsAccepted: 'termsRequired',
    });
    expect(schemaFields('drawing-contest', drawing).sort()).toEqual(Object.keys(problems).sort());

    const moment = { ...writer, videoUrl: 'http://video.example.com/a', description: '' };
    expect(entryProblems('moment-contest', moment)).toEqual({
      videoUrl: 'videoUrl_',
      description: 'required',
    });
    expect(schemaFields('moment-contest', moment).sort()).toEqual(['description', 'videoUrl']);
    expect(entryProblems('moment-contest', { ...writer, description: 'x' })).toEqual({
      videoUrl: 'videoOrPicture',
    });
  });
});
