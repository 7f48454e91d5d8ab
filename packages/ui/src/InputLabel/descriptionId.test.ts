import { expect, it } from 'vitest';
import { descriptionId } from './descriptionId';

it('derives the description id from the input id', () => {
  expect(descriptionId('first-name')).toBe('first-name-description');
});
