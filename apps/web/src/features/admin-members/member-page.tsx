import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  AUDIT_ACTION_LABELS,
  MODERATION_ACTION_LABELS,
  MODERATION_REASON_LABELS,
  MODERATION_SOURCE_LABELS,
  ROLES,
  countryName,
  seniorityLabel,
  type AdminMemberDetail,
  type Role,
} from '@aatd/contract';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { Alert, EmptyState, ErrorState, Spinner } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { StaffNotes } from '@/components/staff/staff-notes';
import { CONSOLE_ACCESS, ROLE_LABELS, hasRole } from '@/lib/console-access';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/format-date';
import { memberName } from '@/lib/member-name';
import { useMember, useMemberAction, type MemberAction } from './api/members';
import { ConsentHistorySection } from './components/consent-history';
import { DataExportPanel } from './components/data-export-panel';
import { VERIFICATION_STATE_LABELS } from './components/verification-state';
import { EraseDialog } from './components/erase-dialog';
import { RejectDialog } from './components/reject-dialog';
import { SecondFactorPanel } from './components/second-factor-panel';
import { StatusBadge } from './components/status-badge';
import { StaffTable } from '@/components/ui/staff-table';
import styles from '@/components/ui/staff-screen.module.css';

const METHOD_LABELS = {
  docCheck: 'DocCheck',
  npi: 'US NPI check',
  review: 'Review by an admin',
  providerId: 'Provider ID',
};
const REQUEST_LABELS = {
  awaitingEmail: 'Waiting for the e-mail link',
  pending: 'Waiting for a decision',
  approved: 'Approved',
  rejected: 'Rejected',
};

const when = (iso: string | null) => (iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : '—');

type Confirm = { title: string; message: string; label: string; action: MemberAction };

/** /admin/members/:id: one member's profile, verification, sessions, invitations and staff actions. */
export default function MemberPage() {
  const id = Number(useParams().memberId);
  const member = useMember(id);
  const { data: me } = useCurrentUser();
  const canAct = hasRole(me, CONSOLE_ACCESS.membersWrite);

  if (member.isPending) return <Spinner label="Loading the member" />;
  if (member.isError) {
    return (
      <>
        <BackLink to={paths.consoleMembers.getHref()} label="Members" />
        {member.error instanceof ApiError && member.error.status === 404 ? (
          <ErrorState message="There is no member with this number." />
        ) : (
          <ErrorState
            message={`The member could not be loaded: ${member.error.message}`}
            onRetry={() => void member.refetch()}
          />
        )}
      </>
    );
  }
  return (
    <MemberView
      detail={member.data}
      canAct={canAct}
      isSelf={me?.id === id}
      isAdmin={hasRole(me, CONSOLE_ACCESS.memberPrivacy)}
      isModerator={hasRole(me, CONSOLE_ACCESS.moderation)}
    />
  );
}

function MemberView({
  detail,
  canAct,
  isSelf,
  isAdmin,
  isModerator,
}: {
  detail: AdminMemberDetail;
  canAct: boolean;
  isSelf: boolean;
  isAdmin: boolean;
  isModerator: boolean;
}) {
  const { member: m, verification: v } = detail;
  const name = memberName(m);
  const action = useMemberAction(m.id);
  const [result, setResult] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const [erasing, setErasing] = useState(false);
  const [eraseError, setEraseError] = useState<string>();
  const [rejectError, setRejectError] = useState<string>();
  const [role, setRole] = useState<Role>(m.role);

  const perform = async (a: MemberAction) => {
    setResult(null);
    try {
      setResult({ kind: 'success', text: await action.mutateAsync(a) });
      return true;
    } catch (e) {
      setResult({ kind: 'error', text: (e as Error).message });
      return false;
    }
  };

  return (
    <>
      <BackLink to={paths.consoleMembers.getHref()} label="Members" />
      <div className={styles.head}>
        <h1>{name}</h1>
        <StatusBadge status={m.status} />
      </div>
      {m.eraseAfter && (
        <Alert kind="error">Erasure scheduled: the account is anonymised after {when(m.eraseAfter)}.</Alert>
      )}
      <div aria-live="polite">{result && <Alert kind={result.kind}>{result.text}</Alert>}</div>

      <div className={styles.sections}>
        {canAct && (
          <section className={styles.section} aria-labelledby="member-actions">
            <h2 id="member-actions">Actions</h2>
            <div className={styles.actions}>
              <div className={styles.filter}>
                <label htmlFor="member-role">Role</label>
                <select
                  id="member-role"
                  value={role}
                  onChange={(e) => setRole(e.target.value as Role)}
                  disabled={isSelf}
                >
                  {ROLES.map((r) => (
                    <option key={r} value={r}>
                      {ROLE_LABELS[r]}
                    </option>
                  ))}
                </select>
              </div>
              <Button
                variant="secondary"
                disabled={isSelf || role === m.role || action.isPending}
                onClick={() =>
                  setConfirm({
                    title: 'Change role',
                    message: `Change ${name}'s role from ${ROLE_LABELS[m.role]} to ${ROLE_LABELS[role]}?`,
                    label: 'Change role',
                    action: { kind: 'role', role },
                  })
                }
              >
                Change role
              </Button>
              <Button
                variant="danger"
                disabled={isSelf || action.isPending}
                onClick={() =>
                  setConfirm({
                    title: 'Sign out everywhere',
                    message: `End every session of ${name} on every device? They will have to sign in again.`,
                    label: 'Sign out everywhere',
                    action: { kind: 'signOut' },
                  })
                }
              >
                Sign out everywhere
              </Button>
              {!m.eraseAfter && (
                <Button variant="danger" disabled={isSelf || action.isPending} onClick={() => setErasing(true)}>
                  Erase account
                </Button>
              )}
              {m.status === 'pendingEmail' && (
                <Button
                  variant="secondary"
                  disabled={action.isPending}
                  onClick={() =>
                    setConfirm({
                      title: 'Resend the verification e-mail',
                      message: `Send a new e-mail verification link to ${m.email}? Earlier links stop working.`,
                      label: 'Send the e-mail',
                      action: { kind: 'resend' },
                    })
                  }
                >
                  Resend verification e-mail
                </Button>
              )}
              {v?.status === 'pending' && (
                <>
                  <Button
                    disabled={action.isPending}
                    onClick={() =>
                      setConfirm({
                        title: 'Approve verification',
                        message: `Approve ${name} as a healthcare professional? They are e-mailed and may sign in.`,
                        label: 'Approve',
                        action: { kind: 'approve' },
                      })
                    }
                  >
                    Approve verification
                  </Button>
                  <Button variant="danger" disabled={action.isPending} onClick={() => setRejecting(true)}>
                    Reject verification
                  </Button>
                </>
              )}
            </div>
            {isSelf && <p className={styles.muted}>This is your own account: another admin changes its role.</p>}
          </section>
        )}

        <section className={styles.section} aria-labelledby="member-profile">
          <h2 id="member-profile">Profile</h2>
          <dl className={styles.facts}>
            <dt>E-mail</dt>
            <dd>{m.email}</dd>
            <dt>Country</dt>
            <dd>{countryName(m.country) ?? m.country}</dd>
            <dt>Role</dt>
            <dd>{ROLE_LABELS[m.role]}</dd>
            <dt>Organisation</dt>
            <dd>{m.organisation ?? '—'}</dd>
            <dt>Seniority</dt>
            <dd>{seniorityLabel(m.seniority) ?? '—'}</dd>
            <dt>Professional number</dt>
            <dd>{m.professionalNumber ?? '—'}</dd>
            <dt>Mobile</dt>
            <dd>{m.mobileNumber ?? '—'}</dd>
            <dt>Registered</dt>
            <dd>{when(m.registeredAt)}</dd>
            <dt>E-mail verified</dt>
            <dd>{when(m.emailVerifiedAt)}</dd>
            <dt>HCP verified</dt>
            <dd>{when(m.hcpVerifiedAt)}</dd>
            <dt>Verification valid until</dt>
            <dd>
              {when(m.verificationExpiresAt)} ({VERIFICATION_STATE_LABELS[m.verificationState]})
            </dd>
            <dt>In the directory</dt>
            <dd>{m.optedOut ? 'No (opted out)' : 'Yes, once verified'}</dd>
          </dl>
        </section>

        <section className={styles.section} aria-labelledby="member-verification">
          <h2 id="member-verification">Verification</h2>
          {v ? (
            <dl className={styles.facts}>
              <dt>Method</dt>
              <dd>{METHOD_LABELS[v.method]}</dd>
              <dt>State</dt>
              <dd>{REQUEST_LABELS[v.status]}</dd>
              <dt>DocCheck</dt>
              <dd>{v.docCheck ?? '—'}</dd>
              <dt>NPI</dt>
              <dd>{v.npi ?? '—'}</dd>
              <dt>Requested</dt>
              <dd>{when(v.requestedAt)}</dd>
              <dt>Decided</dt>
              <dd>
                {v.decidedAt ? (
                  <>
                    {when(v.decidedAt)}
                    {v.decidedBy && ` by ${v.decidedBy.name}`}
                  </>
                ) : (
                  '—'
                )}
              </dd>
              {v.reason && (
                <>
                  <dt>Reason</dt>
                  <dd>{v.reason}</dd>
                </>
              )}
            </dl>
          ) : (
            <EmptyState>
              No verification request: the account was created by an operator or with sample data.
            </EmptyState>
          )}
        </section>

        <section className={styles.section} aria-labelledby="member-sessions">
          <h2 id="member-sessions">Sign-in sessions</h2>
          <p>
            {detail.liveTokens === 0
              ? 'Not signed in anywhere now.'
              : `${detail.liveTokens} live ${detail.liveTokens === 1 ? 'token or session' : 'tokens and sessions'} now.`}
          </p>
          {detail.sessions.length === 0 ? (
            <EmptyState>No sign-ins yet.</EmptyState>
          ) : (
            <StaffTable
              caption="The latest sign-in sessions, newest first"
              columns={['Started', 'Last active', 'Ended']}
            >
              {detail.sessions.map((s) => (
                <tr key={s.id}>
                  <td>{when(s.startedAt)}</td>
                  <td>{when(s.lastSeenAt)}</td>
                  <td>{s.endedAt ? when(s.endedAt) : 'Open or timed out'}</td>
                </tr>
              ))}
            </StaffTable>
          )}
        </section>

        <SecondFactorPanel memberId={m.id} name={name} canAct={canAct} isSelf={isSelf} />

        <section className={styles.section} aria-labelledby="member-invitations">
          <h2 id="member-invitations">Invitations</h2>
          {detail.invitedBy.length > 0 ? (
            <p>
              Invited by{' '}
              {detail.invitedBy.map((i, n) => (
                <span key={n}>
                  {n > 0 && ', '}
                  {i.inviter ? (
                    <Link to={paths.consoleMember.getHref(i.inviter.id)}>{i.inviter.name}</Link>
                  ) : (
                    'a removed account'
                  )}{' '}
                  on {formatDateTime(i.sentAt)}
                </span>
              ))}
              .
            </p>
          ) : (
            <p>Not invited by a member.</p>
          )}
          {detail.invitationsSent.length === 0 ? (
            <EmptyState>This member has not invited anyone.</EmptyState>
          ) : (
            <StaffTable caption="Invitations this member sent" columns={['Invited', 'Sent', 'Outcome']}>
              {detail.invitationsSent.map((i) => (
                <tr key={i.id}>
                  <td>{i.email}</td>
                  <td>{when(i.sentAt)}</td>
                  <td>
                    {i.member ? (
                      <>
                        Registered as <Link to={paths.consoleMember.getHref(i.member.id)}>{i.member.name}</Link>
                      </>
                    ) : (
                      'Not registered yet'
                    )}
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </section>

        {isAdmin && <ConsentHistorySection memberId={m.id} />}
        {isAdmin && <DataExportPanel memberId={m.id} />}
        {isModerator && (
          <div className={styles.section}>
            <StaffNotes memberId={m.id} />
          </div>
        )}

        <section className={styles.section} aria-labelledby="member-reports">
          <h2 id="member-reports">Reports</h2>
          {detail.reports.length === 0 ? (
            <EmptyState>No report about this member or by them.</EmptyState>
          ) : (
            <StaffTable
              caption="Reports about this member or by them, newest first"
              columns={['When', 'Their part', 'Reason', 'Outcome']}
            >
              {detail.reports.map((q) => (
                <tr key={q.id}>
                  <td>
                    <Link to={paths.consoleModerationItem.getHref(q.id)}>{when(q.createdAt)}</Link>
                  </td>
                  <td>{q.as === 'author' ? 'Author of the content' : 'Reporter'}</td>
                  <td>
                    {MODERATION_REASON_LABELS[q.reason] ?? q.reason} · {MODERATION_SOURCE_LABELS[q.source]}
                    {q.excerpt && <div className={styles.muted}>{q.excerpt}</div>}
                  </td>
                  <td>
                    {q.state === 'open' ? 'Open' : q.resolution ? MODERATION_ACTION_LABELS[q.resolution] : 'Closed'}
                  </td>
                </tr>
              ))}
            </StaffTable>
          )}
        </section>

        <section className={styles.section} aria-labelledby="member-history">
          <h2 id="member-history">Staff actions on this member</h2>
          {detail.history.length === 0 ? (
            <EmptyState>No staff action yet.</EmptyState>
          ) : (
            <StaffTable
              caption="Staff actions on this member, newest first"
              columns={['When', 'Who', 'What', 'Change']}
            >
              {detail.history.map((h) => (
                <tr key={h.id}>
                  <td>{when(h.at)}</td>
                  <td>{h.actorLabel}</td>
                  <td>{AUDIT_ACTION_LABELS[h.action] ?? h.action}</td>
                  <td>{h.fromState || h.toState ? `${h.fromState ?? '—'} → ${h.toState ?? '—'}` : '—'}</td>
                </tr>
              ))}
            </StaffTable>
          )}
        </section>
      </div>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={confirm?.title ?? ''}
        message={confirm?.message ?? ''}
        confirmLabel={confirm?.label ?? ''}
        busy={action.isPending}
        onConfirm={() => {
          const a = confirm!.action;
          setConfirm(null);
          void perform(a);
        }}
      />
      <EraseDialog
        open={erasing}
        name={name}
        error={eraseError}
        onClose={() => {
          setErasing(false);
          setEraseError(undefined);
        }}
        onErase={async (reason) => {
          setEraseError(undefined);
          try {
            setResult({ kind: 'success', text: await action.mutateAsync({ kind: 'erase', reason }) });
            setErasing(false);
            return true;
          } catch (e) {
            setEraseError((e as Error).message);
            return false;
          }
        }}
      />
      <RejectDialog
        open={rejecting}
        name={name}
        error={rejectError}
        onClose={() => {
          setRejecting(false);
          setRejectError(undefined);
        }}
        onReject={async (reason) => {
          setRejectError(undefined);
          try {
            setResult({ kind: 'success', text: await action.mutateAsync({ kind: 'reject', reason }) });
            setRejecting(false);
            return true;
          } catch (e) {
            setRejectError((e as Error).message);
            return false;
          }
        }}
      />
    </>
  );
}
