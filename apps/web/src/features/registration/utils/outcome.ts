import { SIGNUP_STATUS, signupDestination, type SignupResponse } from '@aatd/contract';
import { paths } from '@/config/paths';

/** The page a sign-up answer leads to, in the spec's order of checks (part 1 §4). */
export function outcomeHref(res: SignupResponse): string {
  switch (signupDestination(res)) {
    case 'emailVerificationSent':
      return paths.verificationEmailSent.getHref();
    case 'verificationRequested':
      return paths.verificationRequested.getHref();
    case 'registered':
      return paths.registerSuccess.getHref(res.status === SIGNUP_STATUS.verifiedHcp ? 'verified' : 'notverified');
  }
}
