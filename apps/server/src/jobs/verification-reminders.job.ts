import { enqueueMail } from '../core/mail/mail.repository.js';
import { mailBrand } from '../core/mail/mail.service.js';
import { recipientOf, reverificationReminderMail } from '../core/mail/templates/index.js';
import { claimReminder, findDueReminders } from '../core/verification/reminders.repository.js';
import { repeatingJob, type JobContext } from './job.js';

/**
 * Mails each due re-verification reminder (30 and 7 days before the end, by default) through the
 * outbox, each exactly once: the reminder's row and its mail commit together. Returns how many
 * went out.
 */
export async function sendVerificationReminders(ctx: JobContext, now = new Date()): Promise<number> {
  const { validityMonths, reminderDays } = ctx.deployment.hcpVerification;
  const days = [...new Set(reminderDays)].sort((a, b) => b - a);
  let sent = 0;
  for (const [i, daysBefore] of days.entries()) {
    // The closest reminder's window runs to the end itself (0 days before).
    const nextDaysBefore = days[i + 1] ?? 0;
    const due = await findDueReminders(ctx.db, { validityMonths, daysBefore, nextDaysBefore, now });
    for (const member of due) {
      const validUntil = new Date(member.valid_until);
      const claimed = await ctx.db.transaction().execute(async (trx) => {
        if (!(await claimReminder(trx, member.id, validUntil, daysBefore))) return false;
        await enqueueMail(trx, reverificationReminderMail(mailBrand(ctx), recipientOf(member), validUntil, daysBefore));
        return true;
      });
      if (claimed) sent += 1;
    }
  }
  return sent;
}

/** Hourly: a reminder is at most an hour late, and a member's day count stays right. */
export const verificationRemindersJob = repeatingJob('verification-reminders', 60 * 60_000, async (ctx) => {
  const sent = await sendVerificationReminders(ctx);
  if (sent > 0) ctx.log.info({ sent }, 'verification reminders sent');
});
