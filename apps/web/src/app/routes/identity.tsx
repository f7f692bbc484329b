import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { lazyRoute, type RouteHandle } from './lazy';
import { LOGIN_PAGE } from './public';

/** identity screens open to visitors (login, register, ...). */
export const identityPublicRoutes: RouteObject[] = [
  lazyRoute(
    paths.notificationsUnsubscribe.path,
    'Stop these e-mails',
    () => import('@/features/notifications/unsubscribe-page'),
  ),
  lazyRoute(paths.callback.path, 'Signing in', () => import('@/features/identity/callback-page')),
  lazyRoute(paths.registerSuccess.path, 'Registered', () => import('@/features/registration/register-success-page')),
  lazyRoute(
    paths.verificationEmailSent.path,
    'Check your email',
    () => import('@/features/registration/verification-email-sent-page'),
  ),
  lazyRoute(
    paths.verificationRequested.path,
    'Verification requested',
    () => import('@/features/registration/verification-requested-page'),
  ),
  lazyRoute(
    paths.verifyEmailPrompt.path,
    'Verify your email',
    () => import('@/features/verification/verify-email-prompt-page'),
  ),
  lazyRoute(paths.verifyEmail.path, 'Verifying your email', () => import('@/features/verification/verify-email-page')),
  lazyRoute(paths.resetPasswordRequest.path, 'Reset Password', () => import('@/features/password/reset-request-page')),
  lazyRoute(
    paths.resetPasswordRequestSuccess.path,
    'Check your email',
    () => import('@/features/password/reset-request-success-page'),
  ),
  lazyRoute(paths.resetPassword.path, 'Set a new password', () => import('@/features/password/reset-password-page')),
  lazyRoute(
    paths.resetPasswordSuccess.path,
    'Password reset',
    () => import('@/features/password/reset-password-success-page'),
  ),
];
/** identity screens for visitors only: a signed-in member is sent to / instead. */
export const identityGuestRoutes: RouteObject[] = [
  lazyRoute(LOGIN_PAGE.path, LOGIN_PAGE.title, LOGIN_PAGE.load),
  lazyRoute(paths.loginCode.path, 'Two-step verification', () => import('@/features/identity/second-factor-page')),
  // The app composes the registration form with the legal texts for its Terms and Privacy modals.
  {
    path: paths.register.path,
    handle: { title: 'Register' } satisfies RouteHandle,
    lazy: async () => {
      const [{ default: RegisterPage }, { TermsContent }, { PrivacyContent }] = await Promise.all([
        import('@/features/registration/register-page'),
        import('@/features/legal/components/terms-content'),
        import('@/features/legal/components/privacy-content'),
      ]);
      const legal = { terms: <TermsContent embedded />, privacy: <PrivacyContent embedded /> };
      return { Component: () => <RegisterPage legal={legal} /> };
    },
  },
];
/** identity screens for signed-in members (inside the community layout). */
export const identityMemberRoutes: RouteObject[] = [
  lazyRoute(paths.changePassword.path, 'Change Password', () => import('@/features/password/change-password-page')),
  lazyRoute(
    paths.changePasswordSuccess.path,
    'Password changed',
    () => import('@/features/password/change-password-success-page'),
  ),
];

/** The access gates' pages: signed in, outside the community layout and its content calls. */
export const identityGateRoutes: RouteObject[] = [
  lazyRoute(paths.acceptTerms.path, 'Updated terms', () => import('@/features/consent/accept-terms-page')),
  lazyRoute(
    paths.reverification.path,
    'Confirm your details',
    () => import('@/features/verification/reverification-page'),
  ),
];
