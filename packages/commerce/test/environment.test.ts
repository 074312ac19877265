import { availableParallelism } from 'node:os';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  commerceOptionsFromEnv,
  EnvironmentError,
  parseCommerceEnv,
  parseEnvironment,
  variable,
  wholeNumber,
} from '../src/index';

const mebibyte = 1024 * 1024;

describe('the commerce engine’s environment: defaults', () => {
  test('an empty environment gives every default', () => {
    expect(parseCommerceEnv({})).toEqual({
      DATABASE_URL: undefined,
      VITRINE_DURABILITY: 'durable',
      VITRINE_IMAGE_RENDERS: undefined,
      VITRINE_IMAGE_RENDER_QUEUE: 64,
      VITRINE_IMAGE_CACHE_MB: 1024,
      UV_THREADPOOL_SIZE: 4,
      VITRINE_PASSWORD_HASHES: undefined,
      VITRINE_PASSWORD_HASH_QUEUE: undefined,
      VITRINE_PASSWORD_HASH_NICE: undefined,
      SMTP_URL: undefined,
      MAIL_FROM: 'Vitrine <service@vitrine.localhost>',
      PASSWORD_RANGE_API_URL: undefined,
    });
  });

  test('empty and blank values count as unset (a deployment template’s VAR=)', () => {
    expect(
      parseCommerceEnv({ DATABASE_URL: '', VITRINE_DURABILITY: '  ', VITRINE_IMAGE_CACHE_MB: '' }),
    ).toMatchObject({
      DATABASE_URL: undefined,
      VITRINE_DURABILITY: 'durable',
      VITRINE_IMAGE_CACHE_MB: 1024,
    });
  });

  test('the options of an empty environment: PGlite, durable, the engine’s own limits', () => {
    expect(commerceOptionsFromEnv(parseCommerceEnv({}))).toEqual({
      databaseUrl: '',
      durability: 'durable',
      imageLimits: {
        renders: Math.max(1, Math.min(availableParallelism() - 1, 3)),
        queuedRenders: 64,
        cacheBytes: 1024 * mebibyte,
      },
      identity: { mailFrom: 'Vitrine <service@vitrine.localhost>', passwordHashing: {} },
    });
  });
});

describe('the commerce engine’s environment: each variable', () => {
  test.each([
    [
      'DATABASE_URL',
      'postgres://shop:secret@db.internal:5432/vitrine',
      'postgres://shop:secret@db.internal:5432/vitrine',
    ],
    [
      'DATABASE_URL',
      'postgresql://db/vitrine?sslmode=require',
      'postgresql://db/vitrine?sslmode=require',
    ],
    [
      'DATABASE_URL',
      'postgres:///vitrine?host=/run/postgresql',
      'postgres:///vitrine?host=/run/postgresql',
    ],
    ['VITRINE_DURABILITY', 'relaxed', 'relaxed'],
    ['VITRINE_DURABILITY', ' Durable ', 'durable'],
    ['VITRINE_IMAGE_RENDERS', '1', 1],
    ['VITRINE_IMAGE_RENDERS', '64', 64],
    ['VITRINE_IMAGE_RENDER_QUEUE', '0', 0],
    ['VITRINE_IMAGE_RENDER_QUEUE', '10000', 10_000],
    ['VITRINE_IMAGE_CACHE_MB', ' 256 ', 256],
    ['UV_THREADPOOL_SIZE', '16', 16],
    ['VITRINE_PASSWORD_HASHES', '3', 3],
    ['VITRINE_PASSWORD_HASH_QUEUE', '0', 0],
    ['VITRINE_PASSWORD_HASH_NICE', '0', 0],
    ['VITRINE_PASSWORD_HASH_NICE', '19', 19],
    ['SMTP_URL', 'smtps://user:pass@mail.example:465', 'smtps://user:pass@mail.example:465'],
    ['SMTP_URL', 'smtp://127.0.0.1:2525', 'smtp://127.0.0.1:2525'],
    ['MAIL_FROM', 'service@nido.example', 'service@nido.example'],
    ['MAIL_FROM', 'Nido <service@de.nido.example>', 'Nido <service@de.nido.example>'],
    [
      'PASSWORD_RANGE_API_URL',
      'https://api.pwnedpasswords.com/range/',
      'https://api.pwnedpasswords.com/range/',
    ],
  ] as const)('%s=%j reads as %j', (name, value, expected) => {
    expect(parseCommerceEnv({ [name]: value })[name]).toEqual(expected);
  });

  test.each([
    [
      'DATABASE_URL',
      'mysql://db/vitrine',
      'DATABASE_URL: expected a URL starting with postgres:// or postgresql://, got a value of 18 characters',
    ],
    ['DATABASE_URL', 'db.internal', 'DATABASE_URL: expected a URL'],
    [
      'VITRINE_DURABILITY',
      'fast',
      'VITRINE_DURABILITY: expected one of durable, relaxed, got "fast"',
    ],
    ['VITRINE_IMAGE_RENDERS', '0', 'VITRINE_IMAGE_RENDERS: expected an integer 1–64, got "0"'],
    ['VITRINE_IMAGE_RENDERS', '65', 'VITRINE_IMAGE_RENDERS: expected an integer 1–64, got "65"'],
    [
      'VITRINE_IMAGE_RENDER_QUEUE',
      '1e3',
      'VITRINE_IMAGE_RENDER_QUEUE: expected an integer 0–10000, got "1e3"',
    ],
    [
      'VITRINE_IMAGE_CACHE_MB',
      '1.5',
      'VITRINE_IMAGE_CACHE_MB: expected an integer 1–1048576, got "1.5"',
    ],
    ['UV_THREADPOOL_SIZE', '0', 'UV_THREADPOOL_SIZE: expected an integer 1–1024, got "0"'],
    [
      'VITRINE_PASSWORD_HASHES',
      'two',
      'VITRINE_PASSWORD_HASHES: expected an integer 1–64, got "two"',
    ],
    [
      'VITRINE_PASSWORD_HASH_QUEUE',
      '-1',
      'VITRINE_PASSWORD_HASH_QUEUE: expected an integer 0–10000, got "-1"',
    ],
    [
      'VITRINE_PASSWORD_HASH_NICE',
      '20',
      'VITRINE_PASSWORD_HASH_NICE: expected an integer 0–19, got "20"',
    ],
    [
      'VITRINE_PASSWORD_HASH_NICE',
      '-1',
      'VITRINE_PASSWORD_HASH_NICE: expected an integer 0–19, got "-1"',
    ],
    [
      'SMTP_URL',
      'https://user:pass@mail.example',
      'SMTP_URL: expected a URL starting with smtp:// or smtps://, got a value of 30 characters',
    ],
    [
      'MAIL_FROM',
      'service at nido',
      'MAIL_FROM: expected a mail address (name@host or Name <name@host>), got "service at nido"',
    ],
    [
      'PASSWORD_RANGE_API_URL',
      'api.pwnedpasswords.com',
      'PASSWORD_RANGE_API_URL: expected a URL starting with http:// or https://, got "api.pwnedpasswords.com"',
    ],
  ])('%s=%j stops the start: %s', (name, value, message) => {
    expect(() => parseCommerceEnv({ [name]: value })).toThrow(message);
  });

  test('URLs with passwords never reach the message', () => {
    const refusal = () => parseCommerceEnv({ DATABASE_URL: 'mysql://shop:hunter2@db/vitrine' });
    expect(refusal).toThrow(EnvironmentError);
    expect(refusal).not.toThrow(/hunter2/);
  });
});

describe('the commerce engine’s options from its environment', () => {
  test('every variable reaches its option', () => {
    const env = parseCommerceEnv({
      DATABASE_URL: 'postgres://db/vitrine',
      VITRINE_DURABILITY: 'relaxed',
      VITRINE_IMAGE_RENDERS: '2',
      VITRINE_IMAGE_RENDER_QUEUE: '8',
      VITRINE_IMAGE_CACHE_MB: '5',
      VITRINE_PASSWORD_HASHES: '3',
      VITRINE_PASSWORD_HASH_QUEUE: '0',
      VITRINE_PASSWORD_HASH_NICE: '0',
      SMTP_URL: 'smtp://mail.example',
      MAIL_FROM: 'Nido <service@nido.example>',
      PASSWORD_RANGE_API_URL: 'https://range.example/',
    });
    expect(commerceOptionsFromEnv(env)).toEqual({
      databaseUrl: 'postgres://db/vitrine',
      durability: 'relaxed',
      imageLimits: { renders: 2, queuedRenders: 8, cacheBytes: 5 * mebibyte },
      identity: {
        smtpUrl: 'smtp://mail.example',
        mailFrom: 'Nido <service@nido.example>',
        passwordRangeApiUrl: 'https://range.example/',
        passwordHashing: { hashes: 3, queuedHashes: 0, nice: 0 },
      },
    });
  });

  test('a libuv thread pool of 2 leaves one render slot when VITRINE_IMAGE_RENDERS is unset', () => {
    const env = parseCommerceEnv({ UV_THREADPOOL_SIZE: '2' });
    expect(commerceOptionsFromEnv(env).imageLimits.renders).toBe(1);
  });
});

describe('environment errors', () => {
  const schema = z.object({
    PORT: variable(wholeNumber(0, 65_535), 3000),
    WORKERS: variable(wholeNumber(1, 8)),
  });

  test('one wrong variable is one line naming it, what it expects and what it got', () => {
    const refusal = (() => {
      try {
        return parseEnvironment(schema, { PORT: 'abc' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(EnvironmentError);
    expect(refusal).toMatchObject({
      code: 'VITRINE_INVALID_ENVIRONMENT',
      message: 'PORT: expected an integer 0–65535, got "abc"',
      problems: ['PORT: expected an integer 0–65535, got "abc"'],
    });
  });

  test('every wrong variable is told at once, not one per start', () => {
    expect(() => parseEnvironment(schema, { PORT: '-1', WORKERS: '9' })).toThrow(
      '2 environment variables are wrong:\n  PORT: expected an integer 0–65535, got "-1"\n  WORKERS: expected an integer 1–8, got "9"',
    );
  });

  test('variables the schema does not name are left out', () => {
    expect(parseEnvironment(schema, { PORT: '80', HOME: '/root' })).toEqual({
      PORT: 80,
      WORKERS: undefined,
    });
  });
});
