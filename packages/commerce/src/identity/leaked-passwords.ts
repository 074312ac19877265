import { createHash } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Where the leak check of §5/§7 looks up the SHA-1 suffixes under a 5-character prefix
 * (k-anonymity: the password never leaves the browser, only a prefix shared by many hashes).
 */
export interface LeakedPasswordSource {
  /** The upper-case 35-character suffixes listed under an upper-case 5-character hex prefix. */
  suffixes(prefix: string): Promise<readonly string[]>;
}

/** A 5-character hex prefix in upper case, or null for anything else. */
export function normaliseHashPrefix(prefix: unknown): string | null {
  if (typeof prefix !== 'string' || !/^[0-9a-fA-F]{5}$/.test(prefix)) return null;
  return prefix.toUpperCase();
}

function sha1Hex(text: string): string {
  return createHash('sha1').update(text, 'utf8').digest('hex').toUpperCase();
}

/**
 * Spellings of a common password that the register rules (§5: a lower- and an upper-case
 * letter) would otherwise let through: `password123` is also checked as `Password123`.
 */
function spellings(password: string): string[] {
  const capitalised = password.charAt(0).toUpperCase() + password.slice(1);
  return capitalised === password ? [password] : [password, capitalised];
}

/**
 * The embedded corpus: zxcvbn-ts's list of commonly leaked passwords (about 49,000), each as
 * written and capitalised, indexed by SHA-1 prefix. Built once per process (~100 ms).
 */
export function localLeakedPasswords(
  passwords: readonly string[] = dictionary['passwords-common'],
): LeakedPasswordSource {
  const byPrefix = new Map<string, string[]>();
  for (const password of passwords) {
    for (const spelling of spellings(password)) {
      const hash = sha1Hex(spelling);
      const prefix = hash.slice(0, 5);
      const list = byPrefix.get(prefix);
      if (list) list.push(hash.slice(5));
      else byPrefix.set(prefix, [hash.slice(5)]);
    }
  }
  return {
    async suffixes(prefix) {
      return byPrefix.get(prefix) ?? [];
    },
  };
}

/**
 * A remote range API in the form of Have I Been Pwned's (`GET {base}/range/{prefix}` answering
 * `SUFFIX:COUNT` lines), with the local corpus added. A failing remote call rejects, and the
 * caller counts a failed check as leaked (§8).
 */
export function remoteLeakedPasswords(options: {
  readonly baseUrl: string;
  readonly local: LeakedPasswordSource;
  readonly fetch?: typeof fetch;
  readonly timeoutMs?: number;
}): LeakedPasswordSource {
  const fetcher = options.fetch ?? fetch;
  return {
    async suffixes(prefix) {
      const response = await fetcher(`${options.baseUrl.replace(/\/+$/, '')}/range/${prefix}`, {
        headers: { 'add-padding': 'true' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
      });
      if (!response.ok) throw new Error(`Range API answered ${response.status}`);
      const remote = (await response.text()).split(/\r?\n/).flatMap((line) => {
        const [suffix = '', count] = line.split(':').map((part) => part.trim());
        return /^[0-9A-Fa-f]{35}$/.test(suffix) && count !== '0' ? [suffix.toUpperCase()] : [];
      });
      const local = await options.local.suffixes(prefix);
      return [...new Set([...remote, ...local])];
    },
  };
}
