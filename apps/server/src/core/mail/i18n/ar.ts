import type { MailCatalogue } from './en.js';
import { dateFormat } from '../../../lib/date-format.js';

const utc = { timeZone: 'UTC' } as const;
const dayOf = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`);
/** Arabic's own conventions (Intl 'ar'): its digits and month names. */
const longDay = (d: Date) => dateFormat('ar', { day: 'numeric', month: 'long', year: 'numeric', ...utc }).format(d);
const number = (n: number) => new Intl.NumberFormat('ar').format(n);
const plural = new Intl.PluralRules('ar');
/**
 * A counted noun as Arabic grammar wants it: its own words for one and two, the plural for 3 to
 * 10, the singular (accusative) from 11 (Intl's plural categories for 'ar').
 */
const counted = (n: number, forms: { one: string; two: string; few: string; many: string }) => {
  const category = plural.select(n);
  if (category === 'one') return forms.one;
  if (category === 'two') return forms.two;
  return `${number(n)} ${category === 'few' ? forms.few : forms.many}`;
};
/** After a preposition (بعد، من): the dual in its genitive form. */
const days = (n: number) => counted(n, { one: 'يوم واحد', two: 'يومين', few: 'أيام', many: 'يومًا' });
const hours = (n: number) => counted(n, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة' });
const pages = (n: number) => counted(n, { one: 'صفحة واحدة', two: 'صفحتين', few: 'صفحات', many: 'صفحة' });

/** The mails in Modern Standard Arabic, addressing the reader formally (plural). Keys as en.ts. */
export const ar: MailCatalogue = {
  dates: {
    day: longDay,
    dayMonth: (d) => dateFormat('ar', { day: 'numeric', month: 'long', ...utc }).format(d),
    month: (d) => dateFormat('ar', { month: 'long', year: 'numeric', ...utc }).format(d),
    moment: (d) =>
      `${dateFormat('ar', { dateStyle: 'long', timeStyle: 'short', ...utc }).format(d)} (بالتوقيت العالمي المنسق)`,
    isoDay: (day) => longDay(dayOf(day)),
  },
  layout: {
    provider: 'الجهة المشغّلة',
    greeting: (name) => `حضرة ${name}،`,
    hello: 'تحية طيبة،',
    footer: (site, supportEmail) =>
      `${site} — مخصّص حصرًا لمهنيي الرعاية الصحية خارج المملكة المتحدة. للاستفسارات: ${supportEmail}`,
    buttonFallback: (url) => `إذا لم يعمل الزر، يُرجى نسخ هذا العنوان ولصقه في المتصفح: ${url}`,
  },
  verification: {
    subject: (site) => `تأكيد عنوان بريدكم الإلكتروني لدى ${site}`,
    thanks: (site) => `نشكركم على التسجيل في ${site}.`,
    confirm: 'يُرجى تأكيد أن عنوان البريد الإلكتروني هذا يخصّكم بفتح الرابط أدناه.',
    action: 'تأكيد عنوان بريدي الإلكتروني',
    note: 'يمكن استخدام الرابط مرة واحدة فقط، وتنتهي صلاحيته بعد 24 ساعة. إذا لم تقوموا بالتسجيل، فيمكنكم تجاهل هذه الرسالة.',
  },
  approval: {
    subject: (site) => `تمت الموافقة على حسابكم في ${site}`,
    verified: (provider) => `تم التحقق من حسابكم من قِبل ${provider}. يمكنكم الآن تسجيل الدخول إلى المجتمع.`,
    noPassword: 'لم تُعيَّن لحسابكم كلمة مرور بعد: اختاروا «هل نسيت كلمة المرور؟» في صفحة تسجيل الدخول لتعيين كلمة مرور.',
    action: 'تسجيل الدخول',
  },
  reverification: {
    subject: (site) => `يُرجى تأكيد بياناتكم المهنية لدى ${site}`,
    ends: (date, n) => `ينتهي التحقق من صفتكم المهنية في مجال الرعاية الصحية في ${date} (بعد ${days(n)}).`,
    confirm: (provider) =>
      `لمواصلة الاطلاع على محتوى المجتمع بعد هذا التاريخ، يُرجى تأكيد بياناتكم المهنية لكي يتسنّى التحقق منها مجددًا من قِبل ${provider}.`,
    action: 'تأكيد بياناتي',
    note: (supportEmail) => `لأي استفسار، يُرجى التواصل مع ${supportEmail}.`,
  },
  rejection: {
    subject: (site) => `تسجيلكم في ${site}`,
    notVerified: (provider) => `تعذّر على ${provider} التحقق من تسجيلكم بصفتكم من مهنيي الرعاية الصحية.`,
    reason: (reason) => `السبب: ${reason}`,
    mistake: (supportEmail) => `إذا كنتم ترون أن في ذلك خطأً، يُرجى التواصل مع ${supportEmail}.`,
  },
  resetPassword: {
    subject: (site) => `إعادة تعيين كلمة المرور لدى ${site}`,
    request: 'تلقّينا طلبًا لإعادة تعيين كلمة المرور الخاصة بكم. افتحوا الرابط أدناه لإنشاء كلمة مرور جديدة.',
    action: 'إعادة تعيين كلمة المرور',
    note: 'يمكن استخدام الرابط مرة واحدة فقط، وتنتهي صلاحيته بعد ساعة واحدة. إذا لم تطلبوا ذلك، فيمكنكم تجاهل هذه الرسالة، وستبقى كلمة المرور دون تغيير.',
  },
  passwordChanged: {
    subject: (site) => `تم تغيير كلمة المرور الخاصة بكم لدى ${site}`,
    changed: 'تم للتو تغيير كلمة المرور الخاصة بحسابكم، وتم تسجيل خروجكم من أجهزتكم الأخرى.',
    notYou: (supportEmail) =>
      `إذا لم تقوموا بذلك بأنفسكم، فيُرجى إعادة تعيين كلمة المرور فورًا والتواصل مع ${supportEmail}.`,
    action: 'تسجيل الدخول',
  },
  share: {
    subjectOne: (sender, site) => `شارك ${sender} صفحة معكم على ${site}`,
    sharedOne: (sender) => `شارك ${sender} صفحة معكم. ستجدونها في رسائلكم.`,
    theirMessage: (note) => `رسالة المُرسِل: «${note}»`,
    actionOne: 'فتح الصفحة المشتركة',
    subjectMany: (sender, count, site) => `شارك ${sender} معكم ${pages(count)} على ${site}`,
    sharedMany: (sender, count) => `شارك ${sender} معكم ${pages(count)}. ستجدونها في رسائلكم.`,
    item: (url, note) => `${url}${note ? ` — «${note}»` : ''}`,
    actionMany: 'فتح رسائلي',
  },
  undelivered: {
    subjectOne: (site) => `تعذّر تسليم رسالة بريد إلكتروني على ${site}`,
    subjectMany: (count, site) =>
      `تعذّر تسليم ${counted(count, { one: 'رسالة واحدة', two: 'رسالتين', few: 'رسائل', many: 'رسالة' })} على ${site}`,
    explain:
      'رفض خادم البريد هذه الرسائل نهائيًا، أو أخفق إرسالها مرات كثيرة. لن يُعاد إرسالها ما لم تُعيدوا المحاولة من لوحة الإدارة؛ تحقّقوا من العنوان أو تجاهلوا الرسائل.',
    item: (id, subject, error) => `الرسالة ${id}، «${subject}»: ${error}`,
    action: 'فتح الرسائل غير المُسلَّمة في لوحة الإدارة',
  },
  reviewDue: {
    subject: (date, title) => `موعد المراجعة قبل ${date}: ${title}`,
    due: (title, date) => `يجب مراجعة «${title}» مجددًا قبل ${date}.`,
    withdrawn:
      'في ذلك التاريخ يُسحب المحتوى من الأعضاء تلقائيًا، ما لم تُعتمد نسخة جديدة (برمز اعتماد جديد وتاريخ مراجعة جديد) وتُنشر قبل ذلك.',
    action: 'فتحه في لوحة الإدارة',
  },
  notification: {
    line: (what, subject) => `${what}: ${subject}`,
    action: 'فتح',
    note: (preferences, stop) =>
      `تصلكم هذه الرسالة بناءً على إعدادات الإشعارات الخاصة بكم (${preferences}). لإيقاف هذه الرسائل: ${stop}`,
  },
  subjects: {
    updated: (title) => `تم التحديث: ${title}`,
    withdrawn: (title) => `تم السحب: ${title}`,
    safetyCase: (id) => `حالة السلامة رقم ${id}`,
  },
  kinds: {
    commentReply: 'رد على تعليقي',
    threadReply: 'رد في نقاش شاركت فيه',
    share: 'زميل شارك صفحة معي',
    message: 'رسالة خاصة جديدة',
    verificationDecided: 'قرار بشأن التحقق من صفتي المهنية',
    savedItemChanged: 'تحديث عنصر حفظته أو سحبه',
    reviewWaiting: 'محتوى بانتظار مراجعتي',
    caseAssigned: 'حالة سلامة أُسندت إليّ',
    followedItem: 'عنصر جديد في مجال أتابعه',
    followedModule: 'وحدة تعليمية جديدة في موضوع أتابعه',
    journalWatchMonth: 'شهر جديد من Journal Watch (الملخص الشهري)',
  },
  journalWatch: {
    subject: (month, count) =>
      `Journal Watch، ${month}: أهم ${counted(count, { one: 'مقال', two: 'مقالين', few: 'مقالات', many: 'مقالًا' })} في الشهر`,
    intro: (month) => `مقالات ${month} في Journal Watch، مرتبة حسب معامل التأثير:`,
    impactFactor: (value) => `معامل التأثير ${number(value)}`,
    readIt: (url) => `اقرأوا المقال: ${url}`,
    action: 'فتح Journal Watch',
    note: (preferences, stop) =>
      `يصلكم هذا الملخص الشهري بناءً على إعدادات الإشعارات الخاصة بكم (${preferences}). لإيقافه: ${stop}`,
  },
  weekly: {
    subject: (site, count) =>
      `أسبوعكم على ${site}: ${counted(count, { one: 'إشعار واحد', two: 'إشعاران', few: 'إشعارات', many: 'إشعارًا' })}`,
    intro: 'ما جرى هذا الأسبوع مما طلبتم الاطلاع عليه في الملخص الأسبوعي:',
    line: (day, what, subject, url) => `${day}، ${what}: ${subject} (${url})`,
    more: (count) => `والمزيد (${number(count)}) تحت أيقونة الجرس على الموقع.`,
    action: 'فتح إشعاراتي',
    note: (preferences, stop) =>
      `يصلكم هذا الملخص الأسبوعي بناءً على إعدادات الإشعارات الخاصة بكم (${preferences}). لإيقافه: ${stop}`,
  },
  dataExport: {
    subject: (site) => `بياناتكم من ${site} جاهزة`,
    ready:
      'نسخة بياناتكم التي طلبتموها جاهزة: ملف ZIP يتضمن كل ما يحتفظ به الموقع عنكم، والغرض من الاحتفاظ به، ومن يتلقاه، ومدة الاحتفاظ به. افتحوا الملف index.html فيه لقراءته.',
    signIn: 'سجّلوا الدخول بحسابكم لتنزيله.',
    action: 'تنزيل بياناتي',
    note: (n, supportEmail) =>
      `يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته بعد ${hours(n)}. إذا لم تطلبوا ذلك، يُرجى التواصل مع ${supportEmail}.`,
  },
  adminExport: {
    subject: (member, id) => `تصدير بيانات ${member} (العضو رقم ${id}) جاهز`,
    ready: (member) =>
      `تصدير بيانات ${member} الذي أعددتموه في لوحة الإدارة جاهز: وهو ملف ZIP نفسه الذي يحصل عليه العضو من «تنزيل بياناتي».`,
    signIn:
      'سجّلوا الدخول بحساب المسؤول الخاص بكم لتنزيله. يتضمن الملف بيانات شخصية: لا تحتفظوا به إلا طوال المدة التي يقتضيها الطلب.',
    action: 'تنزيل التصدير',
    note: (n) => `يعمل الرابط مرة واحدة فقط، ولكم وحدكم، وتنتهي صلاحيته بعد ${hours(n)}.`,
  },
  erasure: {
    subject: (site) => `سيُحذف حسابكم على ${site}`,
    scheduled: (bySelf, after, n) =>
      `${bySelf ? 'طلبتم منا' : 'طُلب من الجهة المشغّلة'} حذف حسابكم. سيُحذف الحساب بعد ${after} (بعد ${days(n)} من الطلب).`,
    cancel: 'إذا غيّرتم رأيكم، فما عليكم سوى تسجيل الدخول قبل ذلك الموعد: فتسجيل الدخول يلغي الحذف.',
    commentsAnonymise:
      'تبقى تعليقاتكم وردودكم، وتظهر على أنها من عضو سابق، مع استبدال أسمائكم وعنوان بريدكم الإلكتروني ورقم هاتفكم في نصها.',
    commentsRemove: 'تُزال تعليقاتكم وردودكم.',
    safetyReports: 'تُحفظ بلاغات الآثار الجانبية المحتملة للأدوية وفقًا لما يقتضيه القانون، دون أي ربط بحسابكم.',
  },
};
