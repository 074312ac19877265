/**
 * A variant id as a form sends it: digits only, within PostgreSQL's integer (anything else is
 * no variant, so the form is refused with a 400 rather than looked up).
 */
export function variantIdOf(value: FormDataEntryValue | null): number | null {
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
