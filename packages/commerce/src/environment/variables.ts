import { z } from 'zod';

/** The process environment, or a test's stand-in for it. */
export type Env = Readonly<Record<string, string | undefined>>;

/** How one environment variable reads: what a valid value looks like and what it becomes. */
export interface VariableRule<T> {
  /** The valid values, for the message (`an integer 0–65535`). */
  readonly expected: string;
  /** The typed value of a trimmed, non-empty value, or undefined when the value breaks the rule. */
  read(value: string): T | undefined;
  /** Tokens and URLs with passwords: a message tells their length, never the value. */
  readonly secret?: boolean;
}

function got(raw: string, rule: VariableRule<unknown>): string {
  return rule.secret ? `a value of ${raw.trim().length} characters` : JSON.stringify(raw);
}

/**
 * The schema of one variable. Unset, empty and blank are alike (a deployment template often sets
 * a variable to nothing): each gives `fallback`, or undefined without one. A value that breaks
 * the rule is an issue saying what was expected and what came, so the start-up message names
 * the problem, not only the variable.
 *
 * @example
 * z.object({ PORT: variable(wholeNumber(0, 65_535), 3000) }).parse({ PORT: ' 8080 ' }); // { PORT: 8080 }
 */
export function variable<T>(rule: VariableRule<T>): z.ZodType<T | undefined, string | undefined>;
export function variable<T>(rule: VariableRule<T>, fallback: T): z.ZodType<T, string | undefined>;
export function variable<T>(
  rule: VariableRule<T>,
  fallback?: T,
): z.ZodType<T | undefined, string | undefined> {
  return z
    .string()
    .optional()
    .transform((raw, context) => {
      const value = raw?.trim() ?? '';
      if (value === '') return fallback;
      const typed = rule.read(value);
      if (typed !== undefined) return typed;
      context.addIssue({
        code: 'custom',
        message: `expected ${rule.expected}, got ${got(value, rule)}`,
      });
      return z.NEVER;
    });
}

/**
 * A start-up refused for its environment: every wrong variable in one message, one line each
 * (`PORT: expected an integer 0–65535, got "abc"`). A server prints it without a stack trace
 * and exits 1, as it does for a data folder in use.
 */
export class EnvironmentError extends Error {
  readonly code = 'VITRINE_INVALID_ENVIRONMENT';
  constructor(readonly problems: readonly string[]) {
    super(
      problems.length === 1
        ? (problems[0] ?? '')
        : `${problems.length} environment variables are wrong:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
    );
    this.name = 'EnvironmentError';
  }
}

/**
 * The typed environment, or an {@link EnvironmentError} naming each wrong variable. Variables the
 * schema does not name are left out of the result.
 */
export function parseEnvironment<Schema extends z.ZodType>(
  schema: Schema,
  env: Env,
): z.output<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new EnvironmentError(
    result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  );
}

/** A whole number from `min` to `max`, in decimal digits (`1e3`, `0x10` and `2.0` are not). */
export function wholeNumber(min: number, max: number): VariableRule<number> {
  return {
    expected: `an integer ${min}–${max}`,
    read: (value) => {
      if (!/^\d{1,9}$/.test(value)) return undefined;
      const number = Number(value);
      return number >= min && number <= max ? number : undefined;
    },
  };
}

/** A decimal number from `min` to `max`, fractions allowed (`2.5` seconds). */
export function decimalNumber(min: number, max: number): VariableRule<number> {
  return {
    expected: `a number ${min}–${max}`,
    read: (value) => {
      if (!/^\d{1,9}(\.\d{1,9})?$/.test(value)) return undefined;
      const number = Number(value);
      return number >= min && number <= max ? number : undefined;
    },
  };
}

/**
 * One of `values`. Lower-case values are read in any case (`Relaxed`); a rule that other
 * programs read too (`NODE_ENV`) passes `exactCase`, so what they see is what was checked.
 */
export function oneOf<const Value extends string>(
  values: readonly Value[],
  { exactCase = false }: { readonly exactCase?: boolean } = {},
): VariableRule<Value> {
  return {
    expected: `one of ${values.join(', ')}`,
    read: (value) => {
      const wanted = exactCase ? value : value.toLowerCase();
      return values.find((candidate) => candidate === wanted);
    },
  };
}

/** Free text, such as a token or a folder, of at least `minLength` characters after trimming. */
export function text({
  minLength = 1,
  secret = false,
}: {
  readonly minLength?: number;
  readonly secret?: boolean;
} = {}): VariableRule<string> {
  return {
    expected: minLength > 1 ? `at least ${minLength} characters` : 'some text',
    read: (value) => (value.length >= minLength ? value : undefined),
    secret,
  };
}

/**
 * A URL with one of `protocols` (`['https:']`) and, unless `host` is false, a host (PostgreSQL
 * takes `postgres:///shop?host=/run/postgresql`, a Unix socket). `secret` for URLs that carry a
 * password (a database, an SMTP server): the message tells their length, never the value.
 */
export function url(
  protocols: readonly string[],
  { secret = false, host = true }: { readonly secret?: boolean; readonly host?: boolean } = {},
): VariableRule<string> {
  return {
    expected: `a URL starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    read: (value) => {
      if (!URL.canParse(value)) return undefined;
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) return undefined;
      return host && parsed.host === '' ? undefined : value;
    },
    secret,
  };
}

const address = /^[^\s@<>,;"]+@[^\s@<>,;"]+$/;

/** `name@host` or `Display Name <name@host>`, as nodemailer takes an address. */
function isMailbox(value: string): boolean {
  const named = /^[^<>]*<([^<>]+)>$/.exec(value);
  return address.test(named ? (named[1] ?? '').trim() : value);
}

/** A mail address, with or without a display name (`Nido <service@nido.example>`). */
export const mailbox: VariableRule<string> = {
  expected: 'a mail address (name@host or Name <name@host>)',
  read: (value) => (isMailbox(value) ? value : undefined),
};

/** One mail address or several, comma-separated, as a mail's `To` takes them. */
export const mailboxes: VariableRule<string> = {
  expected: 'mail addresses (name@host or Name <name@host>), comma-separated',
  read: (value) => (value.split(',').every((entry) => isMailbox(entry.trim())) ? value : undefined),
};
