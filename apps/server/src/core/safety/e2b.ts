import { randomUUID } from 'node:crypto';
import type { SeriousnessCriterion } from '@aatd/contract';

/**
 * An ICH E2B(R3) individual case safety report (HL7 v3 MCCI_IN200100UV01 batch wrapping one
 * PORR_IN049016UV message) with what a community knows of a case: sender, case id, day 0, the
 * reporter (a healthcare professional), the verbatim reaction and drug, the seriousness criteria
 * and the verbatim text as narrative. Everything else is left out or null-flavoured as E2B allows;
 * the PV database's staff complete it. OIDs are the ICH E2B(R3) code systems.
 */
export interface E2bCase {
  caseNumber: string;
  sender: string;
  dayZero: Date;
  updatedAt: Date;
  reporter: { name: string; country: string };
  verbatim: string;
  reactions: string[];
  products: string[];
  seriousness: SeriousnessCriterion[];
  followUpOf: string | null;
}

const escapeXml = (s: string) =>
  s
    // Characters XML 1.0 does not allow at all are dropped rather than escaped.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

type Node = string | null | false | undefined;
/** One element: attributes escaped, children already XML (or text via txt()). */
const el = (name: string, attrs: Record<string, string | undefined>, ...children: Node[]) => {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(v!)}"`)
    .join('');
  const body = children.filter(Boolean).join('');
  return body ? `<${name}${a}>${body}</${name}>` : `<${name}${a}/>`;
};
const txt = (s: string) => escapeXml(s);

/** HL7 TS: YYYYMMDDHHMMSS+0000 (UTC). */
const ts = (d: Date) => `${d.toISOString().replace(/[-:T]/g, '').slice(0, 14)}+0000`;

const OID = {
  batchId: '2.16.840.1.113883.3.989.2.1.3.22',
  messageId: '2.16.840.1.113883.3.989.2.1.3.1',
  reportId: '2.16.840.1.113883.3.989.2.1.3.1',
  worldwideId: '2.16.840.1.113883.3.989.2.1.3.2',
  interaction: '2.16.840.1.113883.1.6',
  senderDevice: '2.16.840.1.113883.3.989.2.1.3.11',
  receiverDevice: '2.16.840.1.113883.3.989.2.1.3.12',
  observation: '2.16.840.1.113883.3.989.2.1.1.19',
  organizer: '2.16.840.1.113883.3.989.2.1.1.20',
  reportRelation: '2.16.840.1.113883.3.989.2.1.1.22',
  characteristic: '2.16.840.1.113883.3.989.2.1.1.23',
  reportType: '2.16.840.1.113883.3.989.2.1.1.2',
  qualification: '2.16.840.1.113883.3.989.2.1.1.6',
  senderType: '2.16.840.1.113883.3.989.2.1.1.7',
  country: '1.0.3166.1.2.2',
};

/** E2B(R3) E.i.3.2a-f. */
const SERIOUSNESS_CODES: Record<SeriousnessCriterion, [string, string]> = {
  death: ['34', 'resultsInDeath'],
  lifeThreatening: ['21', 'isLifeThreatening'],
  hospitalisation: ['33', 'requiresInpatientHospitalization'],
  disability: ['35', 'resultsInPersistentOrSignificantDisability'],
  congenitalAnomaly: ['12', 'congenitalAnomalyBirthDefect'],
  medicallyImportant: ['26', 'otherMedicallyImportantCondition'],
};

const observation = (code: string, name: string, value: string) =>
  el(
    'observation',
    { classCode: 'OBS', moodCode: 'EVN' },
    el('code', { code, codeSystem: OID.observation, displayName: name }),
    value,
  );

function reaction(verbatim: string, seriousness: SeriousnessCriterion[]) {
  return el(
    'subjectOf2',
    { typeCode: 'SBJ' },
    el(
      'observation',
      { classCode: 'OBS', moodCode: 'EVN' },
      el('id', { root: randomUUID() }),
      el('code', { code: '29', codeSystem: OID.observation, displayName: 'reaction' }),
      // E.i.1.1a: the reaction as reported, in the reporter's words.
      el('value', { 'xsi:type': 'CE' }, el('originalText', {}, txt(verbatim))),
      ...Object.entries(SERIOUSNESS_CODES).map(([criterion, [code, name]]) =>
        el(
          'outboundRelationship2',
          { typeCode: 'PERT' },
          observation(
            code,
            name,
            seriousness.includes(criterion as SeriousnessCriterion)
              ? el('value', { 'xsi:type': 'BL', value: 'true' })
              : el('value', { 'xsi:type': 'BL', nullFlavor: 'NI' }),
          ),
        ),
      ),
    ),
  );
}

const drug = (name: string) =>
  el(
    'component',
    { typeCode: 'COMP' },
    el(
      'substanceAdministration',
      { classCode: 'SBADM', moodCode: 'EVN' },
      el('id', { root: randomUUID() }),
      el(
        'consumable',
        { typeCode: 'CSM' },
        el(
          'instanceOfKind',
          { classCode: 'INST' },
          // G.k.2.2: the medicinal product as reported.
          el('kindOfProduct', { classCode: 'MMAT', determinerCode: 'KIND' }, el('name', {}, txt(name))),
        ),
      ),
    ),
  );

/** A report this one relates to (E2B's C.1.10 / C.2.r): its source, or the initial report of a follow-up. */
const reportRelation = (code: string, displayName: string, event: string) =>
  el(
    'outboundRelationship',
    { typeCode: 'SPRT' },
    el(
      'relatedInvestigation',
      { classCode: 'INVSTG', moodCode: 'EVN' },
      el('code', { code, codeSystem: OID.reportRelation, displayName }),
      el('subjectOf2', { typeCode: 'SUBJ' }, el('controlActEvent', { classCode: 'CACT', moodCode: 'EVN' }, event)),
    ),
  );

export function e2bMessage(c: E2bCase, now = new Date()): string {
  const reactions = c.reactions.length > 0 ? c.reactions : [c.verbatim.slice(0, 250)];
  const [given, ...family] = c.reporter.name.split(' ').slice(-2);
  const primarySource = reportRelation(
    '2',
    'sourceReport',
    el(
      'author',
      { typeCode: 'AUT' },
      el(
        'assignedEntity',
        { classCode: 'ASSIGNED' },
        el(
          'assignedPerson',
          { classCode: 'PSN', determinerCode: 'INSTANCE' },
          el('name', {}, el('given', {}, txt(given ?? '')), el('family', {}, txt(family.join(' ')))),
          // C.2.r.4: 3 = other health professional (members are verified HCPs of any profession).
          el(
            'asQualifiedEntity',
            { classCode: 'QUAL' },
            el('code', { code: '3', codeSystem: OID.qualification, codeSystemVersion: '2.0' }),
          ),
          el(
            'asLocatedEntity',
            { classCode: 'LOCE' },
            el(
              'location',
              { classCode: 'COUNTRY', determinerCode: 'INSTANCE' },
              el('code', { code: c.reporter.country, codeSystem: OID.country }),
            ),
          ),
        ),
      ),
    ),
  );
  const investigation = el(
    'investigationEvent',
    { classCode: 'INVSTG', moodCode: 'EVN' },
    el('id', { extension: c.caseNumber, root: OID.reportId }),
    el('id', { extension: c.caseNumber, root: OID.worldwideId }),
    el('code', { code: 'PAT_ADV_EVNT', codeSystem: '2.16.840.1.113883.5.4' }),
    // H.1: the case narrative is the member's text, verbatim.
    el('text', {}, txt(c.verbatim)),
    el('statusCode', { code: 'active' }),
    // C.1.4: day 0, when the text was written; C.1.5: the latest information.
    el('effectiveTime', {}, el('low', { value: ts(c.dayZero) })),
    el('availabilityTime', { value: ts(c.updatedAt) }),
    el(
      'component',
      { typeCode: 'COMP' },
      el(
        'adverseEventAssessment',
        { classCode: 'INVSTG', moodCode: 'EVN' },
        el(
          'subject1',
          { typeCode: 'SBJ' },
          el(
            'primaryRole',
            { classCode: 'INVSBJ' },
            // D.1: the community knows no patient identifier; masked, as E2B allows.
            el('player1', { classCode: 'PSN', determinerCode: 'INSTANCE' }, el('name', { nullFlavor: 'UNK' })),
            ...reactions.map((r) => reaction(r, c.seriousness)),
            el(
              'subjectOf2',
              { typeCode: 'SBJ' },
              el(
                'organizer',
                { classCode: 'CATEGORY', moodCode: 'EVN' },
                el('code', { code: '4', codeSystem: OID.organizer, displayName: 'drugInformation' }),
                ...(c.products.length > 0 ? c.products : ['Not named in the text']).map(drug),
              ),
            ),
          ),
        ),
      ),
    ),
    primarySource,
    c.followUpOf && reportRelation('1', 'initialReport', el('id', { extension: c.followUpOf, root: OID.reportId })),
    el(
      'subjectOf1',
      { typeCode: 'SUBJ' },
      el(
        'controlActEvent',
        { classCode: 'CACT', moodCode: 'EVN' },
        el(
          'author',
          { typeCode: 'AUT' },
          el(
            'assignedEntity',
            { classCode: 'ASSIGNED' },
            // C.3.1: 1 = pharmaceutical company (the provider runs the community).
            el('code', { code: '1', codeSystem: OID.senderType }),
            el(
              'representedOrganization',
              { classCode: 'ORG', determinerCode: 'INSTANCE' },
              el('name', {}, txt(c.sender)),
            ),
          ),
        ),
      ),
    ),
    // C.1.3: 1 = spontaneous report (digital media the marketing-authorisation holder runs).
    el(
      'subjectOf2',
      { typeCode: 'SUBJ' },
      el(
        'investigationCharacteristic',
        { classCode: 'OBS', moodCode: 'EVN' },
        el('code', { code: '1', codeSystem: OID.characteristic, displayName: 'ichReportType' }),
        el('value', { 'xsi:type': 'CE', code: '1', codeSystem: OID.reportType }),
      ),
    ),
  );
  const device = (typeCode: string, root: string, id: string) =>
    el(
      typeCode === 'SND' ? 'sender' : 'receiver',
      { typeCode },
      el('device', { classCode: 'DEV', determinerCode: 'INSTANCE' }, el('id', { extension: id, root })),
    );
  const message = el(
    'PORR_IN049016UV',
    {},
    el('id', { extension: `${c.caseNumber}-${now.getTime()}`, root: OID.messageId }),
    el('creationTime', { value: ts(now) }),
    el('interactionId', { extension: 'PORR_IN049016UV', root: OID.interaction }),
    el('processingCode', { code: 'P' }),
    el('processingModeCode', { code: 'T' }),
    el('acceptAckCode', { code: 'AL' }),
    device('RCV', OID.receiverDevice, 'PV-DATABASE'),
    device('SND', OID.senderDevice, c.sender),
    el(
      'controlActProcess',
      { classCode: 'CACT', moodCode: 'EVN' },
      el('code', { code: 'PORR_TE049016UV', codeSystem: '2.16.840.1.113883.1.18' }),
      el('effectiveTime', { value: ts(now) }),
      el('subject', { typeCode: 'SUBJ' }, investigation),
    ),
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    el(
      'MCCI_IN200100UV01',
      { ITSVersion: 'XML_1.0', xmlns: 'urn:hl7-org:v3', 'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance' },
      el('id', { extension: `${c.caseNumber}-batch-${now.getTime()}`, root: OID.batchId }),
      el('creationTime', { value: ts(now) }),
      el('responseModeCode', { code: 'D' }),
      el('interactionId', { extension: 'MCCI_IN200100UV01', root: OID.interaction }),
      el('name', { code: '1', codeSystem: '2.16.840.1.113883.3.989.2.1.1.1' }),
      message,
      device('RCV', OID.receiverDevice, 'PV-DATABASE'),
      device('SND', OID.senderDevice, c.sender),
    ) +
    '\n'
  );
}

/** The case number a PV database receives: the sender's name and the case id. */
export const caseNumber = (siteName: string, id: number) =>
  `${
    siteName
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toUpperCase() || 'COMMUNITY'
  }-SC-${id}`;

export const e2bFilename = (caseNo: string) => `${caseNo}-e2b-r3.xml`;
