import { SiteLink } from '@/components/ui/site-link';
import { paths } from '@/config/paths';
import { useSiteConfig } from '@/lib/site-config';
import { LegalPage } from './legal-page';
import { PharmacovigilanceNotice } from './pharmacovigilance-notice';
import styles from './legal.module.css';

type Row = { name: string; kind: string; purpose: string; lasts: string };

/** Keep in step with features/cookies/consent.ts and lib/auth-store.ts: these are what the site stores. */
const NECESSARY: Row[] = [
  {
    name: 'loggedInUser',
    kind: 'Browser local storage, this site',
    purpose: 'Holds your sign-in tokens so you stay signed in as you move between pages.',
    lasts: 'Until you log out',
  },
  {
    name: '_session (with _session.sig)',
    kind: 'Cookie, sign-in service (/oidc)',
    purpose: 'Keeps your session with the site’s own sign-in service, and ends it when you log out.',
    lasts: 'Until you log out or the session expires',
  },
  {
    name: '_interaction, _interaction_resume (with .sig)',
    kind: 'Cookie, sign-in service (/oidc)',
    purpose: 'Links the steps of a single sign-in together and protects them against forgery.',
    lasts: 'Only while you sign in',
  },
];

const CONSENT: Row[] = [
  {
    name: 'all',
    kind: 'Cookie, this site',
    purpose: '“true” when you allowed all three optional categories, otherwise “false”.',
    lasts: '1 year',
  },
  {
    name: 'personalisation',
    kind: 'Cookie, this site',
    purpose: 'Your choice for Personalization: tailoring content to your preferences and its relevance to you.',
    lasts: '1 year',
  },
  {
    name: 'advertising',
    kind: 'Cookie, this site',
    purpose:
      'Your choice for Advertising: measuring how visitors reach the community from the provider’s communications on other sites. The site itself shows no advertising.',
    lasts: '1 year',
  },
  {
    name: 'analysis',
    kind: 'Cookie, this site',
    purpose: 'Your choice for Analysis: measuring, in aggregate, how pages are used so the site can be improved.',
    lasts: '1 year',
  },
];

function CookieTable({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard user can scroll it too.
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption className={styles.srOnly}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">What it is for</th>
            <th scope="col">How long it lasts</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name}>
              <th scope="row">
                <code>{r.name}</code>
              </th>
              <td>{r.kind}</td>
              <td>{r.purpose}</td>
              <td>{r.lasts}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function CookiePolicyPage() {
  const { siteName, supportEmail } = useSiteConfig();
  return (
    <LegalPage title="Site Cookie Policy" document="cookies">
      <p>
        Cookies are small text files a website stores in your browser; local storage works in a similar way. This policy
        explains what {siteName} stores, why, and how you can choose. The site is for healthcare professionals
        practising outside the United Kingdom.
      </p>

      <h2>Strictly necessary: Authentication (always active)</h2>
      <p>
        This storage is needed to sign you in and keep you signed in. The site cannot work without it, so it cannot be
        switched off. It is not used to track you.
      </p>
      <CookieTable caption="Strictly necessary storage" rows={NECESSARY} />

      <h2>Your consent choices</h2>
      <p>
        When you choose Accept All Cookies, Reject All, or Confirm in Cookie Settings, the site stores your choice in
        four cookies, each holding &quot;true&quot; or &quot;false&quot;. They are strictly necessary to remember your
        choice; while any of them exists the cookie banner is not shown again.
      </p>
      <CookieTable caption="Consent cookies" rows={CONSENT} />
      <p>
        Personalisation, advertising and analysis are optional. Nothing in those categories runs until you have switched
        it on, and it stops as soon as you switch it off. Accept All Cookies switches all three on; Reject All switches
        all three off.
      </p>

      <h2>Changing your choice</h2>
      <p>
        You can change your choice at any time through the Cookie Settings link at the foot of every page. Your choice
        is kept for one year, after which we ask again. You can also delete cookies and local storage in your
        browser&apos;s settings; if you delete the sign-in storage you will be signed out.
      </p>

      <h2>Questions</h2>
      <p>
        Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>. How we handle personal data is described in our{' '}
        <SiteLink to={paths.privacyPolicy.getHref()}>Privacy Policy and Consent</SiteLink>.
      </p>

      <PharmacovigilanceNotice />
    </LegalPage>
  );
}
