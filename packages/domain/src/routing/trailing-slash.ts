import { hasFileExtension } from './file-extension';
import { sameSitePath } from './url-path';

/**
 * The slash form of a pathname (§2): a trailing slash unless the path ends in a file
 * extension, and a plus sign becomes a space (`%20`, since pathnames are encoded). A leading
 * run of slashes becomes one, so the redirect to this form never leaves the site
 * (`//evil.example/x` would be another host in a `Location`).
 *
 * @example
 * normalisePathname('/kinderwagen+buggys') // '/kinderwagen%20buggys/'
 * normalisePathname('/sbBridge.js')        // '/sbBridge.js'
 */
export function normalisePathname(pathname: string): string {
  const spaced = pathname.replace(/\+/g, '%20');
  const rooted = sameSitePath(spaced.startsWith('/') ? spaced : `/${spaced}`);
  if (rooted.endsWith('/') || hasFileExtension(rooted)) return rooted;
  return `${rooted}/`;
}
