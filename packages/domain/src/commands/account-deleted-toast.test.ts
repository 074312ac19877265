import { describe, expect, test } from 'vitest';
import { accountDeletedRedirectPath, accountDeletedToast } from './account-deleted-toast';

const toast = { type: 'toast.show', variant: 'info', message: 'account.deleted' };

describe('account deletion toast (spec §2 redirect=goodbye)', () => {
  test.each([
    { search: '?redirect=goodbye', expected: toast },
    { search: 'redirect=goodbye', expected: toast },
    { search: '?utm=x&redirect=goodbye#top', expected: toast },
    { search: '?redirect=Goodbye', expected: null },
    { search: '?redirect=goodbye2', expected: null },
    { search: '?redirect=', expected: null },
    { search: '?goodbye', expected: null },
    { search: '', expected: null },
    { search: null, expected: null },
  ])('$search shows $expected', ({ search, expected }) => {
    expect(accountDeletedToast(search)).toEqual(expected);
  });
});

describe('account deletion logout target (spec §2: / with redirect=goodbye)', () => {
  test.each([
    { prefix: '', expected: '/?redirect=goodbye' },
    { prefix: '/fr', expected: '/fr/?redirect=goodbye' },
    { prefix: '/nl', expected: '/nl/?redirect=goodbye' },
  ])('locale prefix "$prefix" goes to $expected, which shows the toast', ({ prefix, expected }) => {
    expect(accountDeletedRedirectPath(prefix)).toBe(expected);
    expect(accountDeletedToast(new URL(expected, 'http://localhost').search)).toEqual(toast);
  });
});
