import { countryName, seniorityLabel, specialityLabel, type RegisterForm } from '@aatd/contract';

/**
 * The multipart body of POST /api/auth/signup: string parts, the selects as their labels (part 1
 * §3), acceptances as 'true', and the image.
 */
export function toSignupFormData(
  values: RegisterForm,
  extras: { image: File | null; loginId?: string; uniqueKey?: string },
): FormData {
  const form = new FormData();
  const text: Record<string, string | undefined> = {
    title: values.title,
    firstName: values.firstName,
    lastName: values.lastName,
    region: countryName(values.region) ?? values.region,
    email: values.email,
    organisation: values.organisation,
    seniority: values.seniority ? (seniorityLabel(values.seniority) ?? values.seniority) : undefined,
    speciality: values.speciality ? (specialityLabel(values.speciality) ?? values.speciality) : undefined,
    professionalNumber: values.professionalNumber,
    mobileNumber: values.mobileNumber,
    code: values.code,
    login_id: extras.loginId,
    uniquekey: extras.uniqueKey,
    providerId: values.providerId ? 'true' : 'false',
    // A provider-ID registration sets no password (part 1 §6).
    password: values.providerId ? undefined : values.password,
    hcpConfirmation: String(values.hcpConfirmation),
    privacyRead: String(values.privacyRead),
    tcRead: String(values.tcRead),
  };
  for (const [k, v] of Object.entries(text)) if (v) form.append(k, v);
  if (extras.image) form.append('image', extras.image, extras.image.name);
  return form;
}
