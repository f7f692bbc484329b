import styles from './legal.module.css';

/** What registration and use of the site collect, why, and on which lawful basis (GDPR Art. 6). */
const ROWS: [data: string, purpose: string, basis: string][] = [
  [
    'Title, first and last name, profile picture (optional)',
    'To create your membership and show other verified members who they are talking to.',
    'Contract (providing the membership you ask for)',
  ],
  [
    'E-mail address and password',
    'To sign you in, verify your e-mail address and send you service messages (verification, password reset, messages from members). Your password is stored only as a salted one-way hash that nobody can read back.',
    'Contract',
  ],
  [
    'Country of practice, organisation, speciality, seniority, professional number (optional fields as marked)',
    'To check that you are a healthcare professional practising in a country the site serves, and to make content relevant to your specialty.',
    'Legal obligation (information on medicines may be given only to healthcare professionals) and contract',
  ],
  [
    'Verification result from a professional register (for example a DocCheck login in Germany or an NPI number in the USA), or the outcome of a manual review',
    'To confirm your professional status before you can sign in.',
    'Legal obligation',
  ],
  [
    'Mobile number (optional)',
    'Kept in your profile if you choose to give it, so we can contact you about your account. Other members see it only partly masked.',
    'Consent (you choose to give it)',
  ],
  [
    'Your acceptance of the terms, this policy and the healthcare-professional confirmation, with date and time',
    'To show what you agreed to and when.',
    'Legal obligation',
  ],
  [
    'Comments, replies, ratings, favourites, saved modules, shared articles, private messages, reports, blocks, feedback and invitations (your colleague’s e-mail address)',
    'To run the community features you use, to moderate content, and to send the invitation you asked for.',
    'Contract; legitimate interests (keeping the community safe and lawful)',
  ],
  [
    'Activity preferences',
    'To include you only in the activities you opted in to.',
    'Consent (you can opt out at any time)',
  ],
  [
    'Sign-in events, session times, IP address and browser details in security logs',
    'To keep accounts secure, prevent abuse and produce aggregated usage figures (numbers of members, sessions and their average length).',
    'Legitimate interests (security and running the service)',
  ],
  [
    'Safety information (adverse events) you report or that reaches us, and your contact details for follow-up',
    'To meet the legal duties of monitoring the safety of medicines (pharmacovigilance).',
    'Legal obligation',
  ],
];

const CAPTION = 'Personal data we process, why, and the lawful basis';

export function PrivacyDataTable() {
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard user can scroll it too.
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={CAPTION}>
      <table>
        <caption className={styles.srOnly}>{CAPTION}</caption>
        <thead>
          <tr>
            <th scope="col">Data</th>
            <th scope="col">Why we use it</th>
            <th scope="col">Lawful basis</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([data, purpose, basis]) => (
            <tr key={data}>
              <th scope="row">{data}</th>
              <td>{purpose}</td>
              <td>{basis}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
