import { imageStatusOf, type ImageStatus, type ProfileForm } from '@aatd/contract';

/** The photo as the form holds it: the loaded URL, a newly picked file, or null once removed. */
export type PhotoValue = string | File | null;

/**
 * The multipart body of PUT /api/user (part 2 §5): title, names, region and imageStatus always;
 * the other fields and the image only when filled. The opt-out box is sent only when ticked.
 */
export function toProfileFormData(values: ProfileForm, loadedPhoto: string | null, photo: PhotoValue): FormData {
  const imageStatus: ImageStatus = imageStatusOf(loadedPhoto, photo);
  const fd = new FormData();
  fd.append('title', values.title);
  fd.append('firstName', values.firstName);
  fd.append('lastName', values.lastName);
  fd.append('region', values.region);
  fd.append('imageStatus', imageStatus);
  const optional = {
    organisation: values.organisation,
    seniority: values.seniority,
    speciality: values.speciality,
    professionalNumber: values.professionalNumber,
    mobileNumber: values.mobileNumber,
  };
  for (const [key, value] of Object.entries(optional)) if (value) fd.append(key, value);
  if (values.optOut) fd.append('optOut', 'true');
  if (imageStatus === 'IMAGE_UPDATED' && photo instanceof File) fd.append('image', photo, photo.name);
  return fd;
}
