import type { Deployment } from '../../config/deployment.js';

/**
 * The statement every export carries (GDPR Art. 15(1)(a)-(h) and 15(2)): the purposes, recipients
 * and retention of each section are shown with the section; these are the rest, as
 * (heading, paragraphs) pairs.
 */
export function exportStatement(
  d: Pick<Deployment, 'providerName' | 'siteName' | 'supportEmail' | 'pharmacovigilance'>,
) {
  const pv = [d.pharmacovigilance.us, d.pharmacovigilance.de, d.pharmacovigilance.other].filter(Boolean).join(', ');
  return [
    {
      heading: 'Who holds your data',
      paragraphs: [
        `${d.siteName} is run by ${d.providerName}, the controller of the data below. Write to ${d.supportEmail} for any question about your data or to reach the data protection officer.`,
      ],
    },
    {
      heading: 'Who receives it',
      paragraphs: [
        'Other members see what you publish (your profile in the directory, your comments) and the messages you send them.',
        `Reports of possible side effects of medicines go to the provider’s pharmacovigilance department (${pv}), which may have to pass them on to medicines authorities.`,
        'E-mails to you are delivered by the mail provider the site uses, a processor working under the provider’s instructions. The site’s hosting provider stores all of it, under the same terms.',
        'No data is sold or used for advertising.',
      ],
    },
    {
      heading: 'Where it comes from',
      paragraphs: [
        'From you (registration, your profile, what you write and choose), from the site itself (sessions, reading history, e-mails sent) and, for your customer and digital identity numbers, from the provider’s own customer records. An identity service you chose (such as a healthcare-professional login) may have confirmed your status.',
      ],
    },
    {
      heading: 'Automated decisions',
      paragraphs: [
        'Texts you write are screened automatically for mentions of possible side effects (a match opens a safety case that a person reviews) and for words the community rules do not allow (a person reviews what is held). Healthcare professional status may be confirmed automatically by an identity service. None of this produces legal effects on you without a person’s review.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your data (this file), have it corrected (Edit Profile, or write to us), erased (Erase my account in My Account), restricted, or object to its use, and take it elsewhere (the JSON and CSV files here). Where you gave consent you may withdraw it at any time (cookie settings, activity choices), without affecting what was done before.',
        'You may complain to a data protection supervisory authority, in particular in the country where you live or work.',
      ],
    },
  ];
}
