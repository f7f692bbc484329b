import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { capitalise } from '../utils/wording';
import { LEGAL_PAGES_DATE, LegalPage } from './legal-page';
import { PharmacovigilanceNotice } from './pharmacovigilance-notice';

/** Spec part 2 §1 and §2.19: aims, offer, peer networking announced as coming, HCP-only, verification. */
export default function AboutUsPage() {
  const { siteName, providerName, sponsorWording } = useSiteConfig();
  return (
    <LegalPage title="About Us" updated={LEGAL_PAGES_DATE}>
      <p>
        {siteName} is an online community for healthcare professionals with an interest in alpha-1 antitrypsin
        deficiency (AATD).
      </p>

      <h2>Our aim</h2>
      <p>
        AATD is under-recognised and often diagnosed late. The platform brings together non-promotional medical
        education on AATD and aims to personalise its content for you, by your preferences and by its relevance to your
        practice.
      </p>

      <h2>What the community offers</h2>
      <ul>
        <li>News: curated clinical news, Journal Watch and key review articles from the literature;</li>
        <li>slide modules for self-paced education;</li>
        <li>videos of scientific talks and tutorials, including conference highlights;</li>
        <li>
          useful resources, such as clinical practice guidelines, and links to AATD, lung, liver and rare disease
          organisations.
        </li>
      </ul>
      <p>Coming soon: peer networking, so you can connect and share experience with colleagues around the world.</p>

      <h2>Who can join</h2>
      <p>
        The community is for healthcare professionals practising outside the United Kingdom only. Access is by request:
        every member is verified by {providerName} before they can sign in, so you know you are among fellow healthcare
        professionals. <SiteLink to={paths.register.getHref()}>Request access</SiteLink> or{' '}
        <SiteLink to={paths.login.getHref()}>log in</SiteLink>.
      </p>

      <h2>Who runs it</h2>
      <p>
        {capitalise(providerName)} runs the community. {sponsorWording} Use of the site is governed by our{' '}
        <SiteLink to={paths.terms.getHref()}>Terms and Conditions</SiteLink> and our{' '}
        <SiteLink to={paths.privacyPolicy.getHref()}>Privacy Policy and Consent</SiteLink>.
      </p>

      <PharmacovigilanceNotice />
    </LegalPage>
  );
}
