/**
 * The four content categories the server's moderation rejects (spec part 1 §5 "Content
 * moderation"); the rejection message refers members to these terms, so they are spelled out here.
 */
export function CommunityRules() {
  return (
    <>
      <p>
        Comments, replies, ratings, shared articles and private messages must be professional, courteous and relevant to
        the care of people with alpha-1 antitrypsin deficiency. In particular, the following are not allowed:
      </p>
      <ul>
        <li>
          <strong>Profanity:</strong> swearing, insults, or offensive, discriminatory or harassing language.
        </li>
        <li>
          <strong>External links:</strong> web addresses or links to other websites. Articles and resources are shared
          through the site&apos;s own sharing features.
        </li>
        <li>
          <strong>Product brand names:</strong> the brand or trade name of any medicine or medical product. Refer to
          medicines by their non-proprietary (generic) name. The site is non-promotional and may not be used to promote
          any product.
        </li>
        <li>
          <strong>Personal branding:</strong> advertising yourself, your practice, your services or a business,
          including posting e-mail addresses, telephone numbers or social-media handles.
        </li>
      </ul>
      <p>You must also not post:</p>
      <ul>
        <li>
          information from which a patient could be identified, unless you have the patient&apos;s explicit consent and
          it is lawful to share it;
        </li>
        <li>content that is unlawful, defamatory, misleading, or that infringes anyone else&apos;s rights;</li>
        <li>adverse-event reports (use the reporting mailboxes below instead).</li>
      </ul>
      <p>
        Comments and messages are moderated. Every contribution is checked automatically when it is submitted, and a
        contribution that falls into one of the categories above is refused with a message naming the category.
        Moderators may also remove content that breaks these rules, and may suspend or close the account of a member who
        breaks them repeatedly or seriously. You can report a private message you receive and block its sender.
      </p>
    </>
  );
}
