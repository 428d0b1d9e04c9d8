import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Chooses `day` (`YYYY-MM-DD`) in the date field labelled `label`, as a person would: opens its
 * calendar, pages the months to the day's and clicks it (the calendar then closes).
 */
export const chooseDate = async (user: UserEvent, label: string, day: string) => {
  await user.click(screen.getByLabelText(label));
  const calendar = await screen.findByRole('dialog', { name: label });
  for (let step = 0; step < 60; step += 1) {
    const button = calendar.querySelector<HTMLButtonElement>(`button[data-day="${day}"]`);
    if (button) {
      await user.click(button);
      return;
    }
    const shown = calendar.querySelector('[data-day]')?.getAttribute('data-day') ?? '';
    const direction = day < shown ? 'Previous month' : 'Next month';
    await user.click(within(calendar).getByRole('button', { name: direction }));
  }
  throw new Error(`${day} is not offered by the date field "${label}"`);
};
