import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { capitalise, countryList } from '../utils/wording';
import { CommunityRules } from './community-rules';
import { LegalLink } from './legal-link';
import { LastUpdated } from './legal-page';
import { PharmacovigilanceNotice } from './pharmacovigilance-notice';
import styles from './legal.module.css';

type Props = {
  /**
   * Inside a registration modal: headings drop to h3 under the dialog title, the date shows here
   * (the page shows it under its h1), and links to other legal pages open a new tab.
   */
  embedded?: boolean;
};

/** The terms body, shared by /termsandcondition and the registration 'Legal Terms of use' modal. */
export function TermsContent({ embedded = false }: Props) {
  const { siteName, providerName, sponsorWording, supportEmail, allowedCountries } = useSiteConfig();
  const H = embedded ? 'h3' : 'h2';
  const Provider = capitalise(providerName);
  const support = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

  return (
    <div className={styles.prose}>
      {embedded && <LastUpdated document="terms" />}
      <H>1. About these terms</H>
      <p>
        {siteName} (&quot;the site&quot;) is run by {providerName} (&quot;the provider&quot;, &quot;we&quot;,
        &quot;us&quot;). {sponsorWording} These terms apply to everyone who registers for or uses the site. Together
        with our{' '}
        <LegalLink to={paths.privacyPolicy.getHref()} embedded={embedded}>
          Privacy Policy and Consent
        </LegalLink>{' '}
        and our{' '}
        <LegalLink to={paths.cookiePolicy.getHref()} embedded={embedded}>
          Site Cookie Policy
        </LegalLink>
        , they are the whole agreement between you and us about the site. By registering you confirm that you have read
        and accept them.
      </p>

      <H>2. Who may use the site</H>
      <p>
        The site is for healthcare professionals only, and only for healthcare professionals practising outside the
        United Kingdom. It is open to healthcare professionals practising in {countryList(allowedCountries)}. It is not
        intended for patients, carers or the general public, and it is not intended for healthcare professionals in the
        United Kingdom.
      </p>
      <p>
        Access is by request. When you register you confirm that you are a healthcare professional. {Provider} verifies
        every member&apos;s professional status, either through an automated check against a professional register where
        one is available for your country or through a review of the details you give. Until both your e-mail address
        and your professional status are verified you cannot sign in. We may refuse a registration, or withdraw access,
        if we cannot verify that you are a healthcare professional entitled to use the site.
      </p>

      <H>3. Your account</H>
      <ul>
        <li>Give accurate, current information about yourself and keep it up to date in your profile.</li>
        <li>Your account is personal: do not share your password or let anyone else use your account.</li>
        <li>
          Choose a strong password and keep it confidential. If you think someone else has used your account, change
          your password and tell us at {support}.
        </li>
        <li>
          You may invite a colleague to join; the invitation is a request, and your colleague is verified like any other
          member.
        </li>
      </ul>

      <H>4. The content of the site</H>
      <p>
        The site is a non-promotional disease-awareness and medical-education resource on alpha-1 antitrypsin deficiency
        (AATD). It offers clinical news, journal summaries, education modules, conference highlights, case studies,
        useful resources and links to other organisations.
      </p>
      <ul>
        <li>
          The content is for your general professional education. It is not medical advice, and it does not replace your
          own clinical judgement, national clinical guidelines or the product information approved in your country.
        </li>
        <li>
          Content may discuss medicines or uses that are not approved in your country. Always follow the prescribing
          information approved where you practise.
        </li>
        <li>
          We take care that the content is accurate when it is published, but medical knowledge changes. Content is
          dated or sourced so you can judge how current it is.
        </li>
        <li>
          Summaries of third-party publications are not endorsed by their authors or publishers. Links to other websites
          open only after a warning that you are leaving the site; we have no control over those websites and are not
          responsible for them.
        </li>
      </ul>

      <H>5. Community rules</H>
      <CommunityRules />

      <PharmacovigilanceNotice headingLevel={embedded ? 3 : 2} />

      <H>6. Intellectual property</H>
      <p>
        The site and its content belong to {providerName} or to its licensors. You may view, download and print content
        for your own professional, non-commercial use. You may not copy, republish, sell or otherwise distribute it
        without our written permission, except as the law allows. You keep the rights in what you post, and you give us
        a free, non-exclusive licence to host and display it on the site and to remove it.
      </p>

      <H>7. Availability and changes</H>
      <p>
        We may change, suspend or withdraw the site or any part of it, for example for maintenance or to comply with the
        law. We may update these terms: the date at the top shows when they last changed, and we will tell you about
        important changes by e-mail or on the site before they take effect. When a new version is published you are
        asked to accept it at your next sign-in before you go on; if you do not accept it you may sign out and close
        your account.
      </p>

      <H>8. Liability</H>
      <p>
        The site is provided free of charge for education, &quot;as is&quot; and &quot;as available&quot;. As far as the
        law allows, we are not liable for any loss arising from decisions made on the basis of its content, from the
        site being unavailable, or from the content of other websites, and we are not liable for any indirect or
        consequential loss. Nothing in these terms limits liability for death or personal injury caused by negligence,
        for fraud, or for anything else that cannot be limited under the law that applies.
      </p>

      <H>9. Ending your membership</H>
      <p>
        You may leave at any time with the opt-out option in Edit Profile or by writing to {support}. We may suspend or
        close your account if you break these terms, if you are no longer a healthcare professional entitled to use the
        site, or if the site closes. Sections 6, 8 and 10 continue to apply after your membership ends.
      </p>

      <H>10. Governing terms</H>
      <p>
        These terms are governed by the law of the country in which {providerName} is established, without taking away
        any protection you have under mandatory law of the country in which you practise. The courts of that country
        have non-exclusive jurisdiction. If any part of these terms is found invalid, the rest stays in force. These
        terms are written in English; a translation, if one is provided, is for convenience only.
      </p>

      <H>11. Contact</H>
      <p>Questions about these terms, the site or your account: {support}.</p>
    </div>
  );
}
