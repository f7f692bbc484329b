// Masking of another member's e-mail and mobile number on profile pages (spec
// part 2: "masked except for a few characters"). Presenters call these; the full
// values never leave the server for anyone but their owner.
//
// The rule, exactly:
// - E-mail: of the part before "@", keep the first 2 characters (only 1 when that
//   part has 2 or 3 characters, none when it has 1); of the domain, keep the first
//   character and the last dot with the top-level domain. Each hidden part becomes
//   a fixed run of 6 asterisks, so the mask does not give away lengths:
//   jane.doe@example.com → ja******@e******.com. A value without "@" is masked like
//   a local part.
// - Phone: spaces, dashes, dots and parentheses are removed; then the first 3 and the
//   last 2 characters are kept around a fixed run of 7 asterisks:
//   +491701234567 → +49*******67. Values shorter than 10 characters keep only their
//   last 2 characters (or nothing below 6), so a short value is never mostly shown.
// - null and undefined give null; an empty string gives an empty string.

const EMAIL_MASK = '******';
const PHONE_MASK = '*******';

function maskLocalPart(local: string): string {
  const keep = local.length >= 4 ? 2 : local.length >= 2 ? 1 : 0;
  return local.slice(0, keep) + EMAIL_MASK;
}

function maskDomain(domain: string): string {
  const lastDot = domain.lastIndexOf('.');
  const name = lastDot > 0 ? domain.slice(0, lastDot) : domain;
  const tld = lastDot > 0 ? domain.slice(lastDot) : '';
  return name.slice(0, 1) + EMAIL_MASK + tld;
}

export function maskEmail(value: string): string;
export function maskEmail(value: string | null | undefined): string | null;
export function maskEmail(value: string | null | undefined): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  const email = value.trim();
  if (email === '') {
    return '';
  }
  const at = email.lastIndexOf('@');
  if (at < 0) {
    return maskLocalPart(email);
  }
  return `${maskLocalPart(email.slice(0, at))}@${maskDomain(email.slice(at + 1))}`;
}

export function maskPhone(value: string): string;
export function maskPhone(value: string | null | undefined): string | null;
export function maskPhone(value: string | null | undefined): string | null {
  if (value === null || value === undefined) {
    return null;
  }
  const phone = value.replace(/[\s\-.()]/g, '');
  if (phone === '') {
    return '';
  }
  if (phone.length >= 10) {
    return phone.slice(0, 3) + PHONE_MASK + phone.slice(-2);
  }
  return phone.length >= 6 ? PHONE_MASK + phone.slice(-2) : PHONE_MASK;
}
