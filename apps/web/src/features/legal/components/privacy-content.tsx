import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { capitalise } from '../utils/wording';
import { LegalLink } from './legal-link';
import { LastUpdated } from './legal-page';
import { PharmacovigilanceNotice } from './pharmacovigilance-notice';
import { PrivacyDataTable } from './privacy-data-table';
import styles from './legal.module.css';

/** See TermsContent's `embedded`: h3 headings, the date shown here, links opening a new tab. */
type Props = { embedded?: boolean };

/** The privacy body, shared by /privacypolicy and the registration 'Privacy and Consent Policy' modal. */
export function PrivacyContent({ embedded = false }: Props) {
  const { siteName, providerName, sponsorWording, supportEmail } = useSiteConfig();
  const H = embedded ? 'h3' : 'h2';
  const Provider = capitalise(providerName);
  const support = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;

  return (
    <div className={styles.prose}>
      {embedded && <LastUpdated document="privacy" />}
      <H>1. Who is responsible for your data</H>
      <p>
        {siteName} is run by {providerName}, which decides how and why your personal data is used on the site and is
        responsible for it (the &quot;controller&quot;). {sponsorWording} For any question about your data or to use
        your rights, write to {support}.
      </p>

      <H>2. What we collect and why</H>
      <p>
        We collect the details you give when you register, the verification of your professional status, and what you do
        on the site. We use them only for the purposes below, and we never sell them.
      </p>
      <PrivacyDataTable />

      <H>3. Your consent</H>
      <p>
        When you register you confirm that you are a healthcare professional and that you have read this policy and the
        terms. You agree that {providerName} may check your professional details to verify your status and may show your
        profile (title, name, picture, country, organisation, speciality and seniority) to other verified members. Your
        e-mail address and mobile number are shown to other members only partly masked.
      </p>
      <p>
        Optional cookies (personalisation, advertising, analysis) are used only with your consent, which you give or
        refuse in the cookie banner and can change at any time through Cookie Settings at the foot of every page. You
        can opt in to or out of community activities on the Activity Preferences page. Withdrawing consent does not
        affect what was done before. Because the community is built on verified profiles, withdrawing consent to them
        means leaving the community (the opt-out option in Edit Profile).
      </p>

      <H>4. Who can see your data</H>
      <ul>
        <li>
          Other verified members see your profile as described above, and the comments, ratings and messages you share
          with them.
        </li>
        <li>
          The site&apos;s moderators and administrators see what is needed to verify members, moderate content and
          handle reports.
        </li>
        <li>
          Companies that host the site and deliver its e-mail process data only on our instructions, under a written
          contract.
        </li>
        <li>
          Safety information goes to the pharmacovigilance team of the company that funds the site, and to medicines
          authorities where the law requires.
        </li>
        <li>Courts, regulators or police, where the law requires us to disclose it.</li>
      </ul>

      <H>5. Transfers to other countries</H>
      <p>
        Members practise in several countries, so your data may be processed outside the country where you live. Where
        it leaves the European Economic Area for a country without an adequacy decision, we protect it with the European
        Commission&apos;s standard contractual clauses or another safeguard the law recognises. You can ask us for a
        copy of the safeguards at {support}.
      </p>

      <H>6. How long we keep it</H>
      <ul>
        <li>
          Account and profile data: for as long as you are a member. When you opt out or ask us to close your account,
          we remove your profile from the community and then delete or anonymise your account data, unless the law
          requires us to keep part of it.
        </li>
        <li>
          Records of your acceptances: for as long as you are a member and afterwards for as long as we may need to show
          what you agreed to.
        </li>
        <li>Security logs: only as long as needed to investigate incidents, then deleted.</li>
        <li>
          Safety data: for the lifetime of the medicinal product concerned plus at least 10 years, as pharmacovigilance
          law requires, even if you leave the community.
        </li>
      </ul>

      <H>7. Your rights</H>
      <p>
        Depending on the law that applies to you, you may ask to see the data we hold about you, to correct it (most of
        it you can change yourself in Edit Profile), to delete it, to restrict or object to its use, or to receive it in
        a portable format. You may withdraw consent at any time. Write to {support}; we reply within one month. You also
        have the right to complain to the data protection authority of the country where you live or work.
      </p>

      <H>8. How we protect it</H>
      <p>
        {Provider} protects your data with encrypted connections, one-way hashed passwords, limits on repeated sign-in
        attempts, verified membership and access limited to the people who need it. Please keep your own password safe.
      </p>

      <H>9. Cookies</H>
      <p>
        How the site uses cookies and browser storage is explained in our{' '}
        <LegalLink to={paths.cookiePolicy.getHref()} embedded={embedded}>
          Site Cookie Policy
        </LegalLink>
        .
      </p>

      <PharmacovigilanceNotice headingLevel={embedded ? 3 : 2} />

      <H>10. Changes to this policy</H>
      <p>
        We will update this policy when the way we use your data changes. The date at the top shows the latest version;
        we will tell you about important changes by e-mail or on the site before they take effect.
      </p>
    </div>
  );
}
