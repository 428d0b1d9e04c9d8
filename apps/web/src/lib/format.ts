/** One place for dates, sizes and money on screen (STYLE.md, look and feel). */
export { formatInr } from '@nestly/shared';

/** Paise shown back in a rupee input: `1250050` → `"12500.5"`. */
export const paiseToRupeesInput = (paise: number): string => String(paise / 100);

// Formatters marked pure: the boot script inlined in index.html takes `pluralize` from here, and
// must neither carry nor build them.
const dateFormatter = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const dateTimeFormatter = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

const timeFormatter = /* @__PURE__ */ new Intl.DateTimeFormat('en-IN', { timeStyle: 'short' });

/** `4:05 pm` */
export const formatTime = (iso: string): string => timeFormatter.format(new Date(iso));

/** `12 Mar 2025` */
export const formatDate = (iso: string): string => dateFormatter.format(new Date(iso));

/** `12 Mar 2025, 4:05 pm` */
export const formatDateTime = (iso: string): string => dateTimeFormatter.format(new Date(iso));

/** `2.4 MB`, `512 KB` */
export const formatFileSize = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const megabytes = bytes / (1024 * 1024);
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`;
};

/** `99+` above the cap (spec section 9). */
export const formatCount = (count: number, cap: number): string =>
  count > cap ? `${cap}+` : String(count);

/** `+91 98765 43210` for a stored `+919876543210`. */
export const formatPhone = (phone: string | null): string => {
  if (!phone) return '';
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
};

/** `12 Mar 2025` for a calendar day `2025-03-12`, read as a local date (no time zone shift). */
export const formatDay = (day: string): string => {
  const [year, month, date] = day.split('-').map(Number);
  return dateFormatter.format(new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1));
};

/** `1 month`, `3 months` */
export const pluralize = (count: number, singular: string, plural = `${singular}s`): string =>
  `${count} ${count === 1 ? singular : plural}`;

/** `owner.rejected` → `Owner rejected`, `approved` → `Approved` */
export const describeAuditAction = (action: string): string => {
  const words = action.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const relativeFormatter = /* @__PURE__ */ new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** `just now`, `5 minutes ago`, `yesterday`; a date for anything older than a week. */
export const formatTimeAgo = (iso: string, now: Date = new Date()): string => {
  const seconds = Math.round((new Date(iso).getTime() - now.getTime()) / 1000);
  const elapsed = Math.abs(seconds);
  if (elapsed < 45) return 'just now';
  if (elapsed < 3600) return relativeFormatter.format(Math.round(seconds / 60), 'minute');
  if (elapsed < 86_400) return relativeFormatter.format(Math.round(seconds / 3600), 'hour');
  if (elapsed < 7 * 86_400) return relativeFormatter.format(Math.round(seconds / 86_400), 'day');
  return formatDate(iso);
};
