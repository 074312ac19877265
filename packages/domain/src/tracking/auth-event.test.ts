import { describe, expect, test } from 'vitest';
import { authEvent } from './auth-event';
import { externalVisitor, internalVisitor } from './test-fixtures';
import type { AuthAction } from './types';

describe('auth event (spec §3, §4)', () => {
  test.each([
    { action: 'login', name: 'login' },
    { action: 'register', name: 'sign_up' },
    { action: 'guest', name: 'guest_login' },
  ] as const)('$action is sent as $name', ({ action, name }) => {
    expect(authEvent({ action, method: 'email', customerNo: '4711' }, externalVisitor)).toEqual({
      event: name,
      action,
      method: 'email',
      customer_no: '4711',
    });
  });

  test.each([
    { method: undefined, expected: 'email' },
    { method: null, expected: 'email' },
    { method: '  ', expected: 'email' },
    { method: ' checkout ', expected: 'checkout' },
  ])('reports the method $method as $expected', ({ method, expected }) => {
    expect(authEvent({ action: 'login', method }, externalVisitor)?.method).toBe(expected);
  });

  test.each([{ customerNo: null }, { customerNo: undefined }, { customerNo: '' }])(
    'leaves out a missing customer number ($customerNo)',
    ({ customerNo }) => {
      expect(authEvent({ action: 'guest', customerNo }, externalVisitor)).not.toHaveProperty(
        'customer_no',
      );
    },
  );

  test('marks internal traffic', () => {
    expect(authEvent({ action: 'login' }, internalVisitor)?.traffic_type).toBe('internal');
  });

  test.each([{ action: 'logout' }, { action: '' }, { action: 'toString' }])(
    'sends nothing for the unknown action $action',
    ({ action }) => {
      expect(authEvent({ action: action as AuthAction }, externalVisitor)).toBeNull();
    },
  );
});
