import type { RegisterFormInput } from '@aatd/contract';

/**
 * The typed registration values, kept in this tab while the member logs in at DocCheck and comes
 * back to /register?...&idForm=<id>. Passwords and the image are never stored.
 */
const key = (idForm: string) => `register-form:${idForm}`;

export const newFormId = () => crypto.randomUUID().replace(/-/g, '');

export function saveForm(idForm: string, values: RegisterFormInput): void {
  const { password: _p, confirmPassword: _c, ...safe } = values;
  try {
    sessionStorage.setItem(key(idForm), JSON.stringify(safe));
  } catch {
    // Storage full or disabled: the member types the form again.
  }
}

export function restoreForm(idForm: string | null): Partial<RegisterFormInput> | null {
  if (!idForm) return null;
  try {
    const raw = sessionStorage.getItem(key(idForm));
    return raw ? (JSON.parse(raw) as Partial<RegisterFormInput>) : null;
  } catch {
    return null;
  }
}

export const forgetForm = (idForm: string) => sessionStorage.removeItem(key(idForm));
