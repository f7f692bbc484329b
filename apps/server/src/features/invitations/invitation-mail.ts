import type { MailInput } from '../../core/mail/mail.repository.js';
import { genericMail, type MailBrand } from '../../core/mail/templates/index.js';
import { appLink } from '../../core/mail/templates/layout.js';

/**
 * The invitee's mail: the registration link pre-fills the address; registering still needs
 * e-mail and HCP verification like any other (part 2 §1: approval takes 3-5 days).
 */
export const invitationMail = (brand: MailBrand, to: string, inviterName: string, token: string): MailInput =>
  genericMail(brand, {
    to,
    subject: `${inviterName} invites you to ${brand.deployment.siteName}`,
    paragraphs: [
      `${inviterName} would like you to join ${brand.deployment.siteName}, a members-only community for healthcare professionals on alpha-1 antitrypsin deficiency.`,
      'Register with the link below. Your registration is verified before you can log in; approval takes 3-5 days.',
    ],
    action: {
      label: 'Register',
      url: appLink(brand, `/register?email=${encodeURIComponent(to)}&invite=${encodeURIComponent(token)}`),
    },
    note: 'If you do not know the sender, you can ignore this e-mail.',
  });
