/**
 * The reminder-email setting on "Your sessions": its words and the one value its form posts.
 * Plain constants with no imports, so the page can use them without shipping zod to the browser.
 */
export const REMINDER_TEXTS = {
  title: "Reminder emails",
  on: "Reminder emails are on. Each weekday at 08:00 you get one email listing overdue follow-ups, follow-ups due today, and the enquiries and DentalIQ registrations not dealt with yet (none when there is nothing to do). You also get an email when an enquiry or registration has waited 20 hours for a reply.",
  off: "Reminder emails are off. You get no morning list and no 20-hour reminders; the dashboard still shows what is due.",
  turnOff: "Turn reminder emails off",
  turnOn: "Turn reminder emails on",
  turnedOff: "Reminder emails turned off",
  turnedOn: "Reminder emails turned on",
  unchanged: "Nothing changed: the setting was already like that",
} as const;

/** What the form posts as `reminders`: the setting wanted. */
export const REMINDER_CHOICES = ["on", "off"] as const;
export type ReminderChoice = (typeof REMINDER_CHOICES)[number];

export const isReminderChoice = (value: unknown): value is ReminderChoice =>
  REMINDER_CHOICES.includes(value as ReminderChoice);
