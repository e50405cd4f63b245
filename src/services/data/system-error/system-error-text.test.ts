import { describe, expect, it } from 'vitest';
import { DataError } from '../data-error.ts';
import { systemErrorText } from './system-error-text.ts';

const where = { url: '/api/x', format: 'json' };

describe('systemErrorText (site-runtime.md §8)', () => {
  it('says only that a cleaned error was logged and reported', () => {
    const error = new DataError('application', 'NullPointerException at line 3', 500, { cleaned: true });
    expect(systemErrorText(error, where)).toEqual({
      message: 'Something went wrong! Our system hit an error; it was logged and reported automatically',
      details: [],
    });
  });

  it('says only that it could not connect for a network error', () => {
    expect(systemErrorText(new DataError('connect', 'Could not connect…', 0), where)).toEqual({ message: 'Could not connect…', details: [] });
  });

  it('gives the message with the URL and format for any other error', () => {
    expect(systemErrorText(new DataError('parse', 'Internal error: cannot parse the server response', 200), where)).toEqual({
      message: 'Internal error: cannot parse the server response',
      details: ['/api/x', 'json'],
    });
    expect(systemErrorText(new Error('plain'), { format: 'html' })).toEqual({ message: 'plain', details: ['html'] });
    expect(systemErrorText(new Error('plain'), { url: '' })).toEqual({ message: 'plain', details: [] });
  });
});
