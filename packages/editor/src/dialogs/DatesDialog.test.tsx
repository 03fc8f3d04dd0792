// @vitest-environment happy-dom
import type { DateRange, Section } from '@schuss/contracts';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../i18n';
import { description } from '../test-fixtures';
import { DatesDialog } from './DatesDialog';

const t = messages('en');
afterEach(cleanup);

const section = (dateRanges?: DateRange[]): Section => ({
  id: 'a1',
  type: 'richText',
  html: '<p>Hi</p>',
  ...(dateRanges ? { dateRanges } : {}),
});

function open(s: Section = section()) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  render(<DatesDialog t={t} n={2} section={s} onApply={onApply} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Display dates — Section 2 (text)' });
  return { onApply, onClose, dialog, user: userEvent.setup() };
}

// A datetime-local field takes its value as the browser's picker sets it.
const setField = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the date-range dialog', () => {
  it('shows "Required" next to both ends of an empty period and applies nothing', async () => {
    const { onApply, user } = open();
    await user.click(screen.getByRole('button', { name: 'Add a period' }));
    expect(screen.getByRole('group', { name: 'Period 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    for (const label of ['From (Period 1)', 'To (Period 1)']) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(description(field)).toBe('Required');
    }
    expect(onApply).not.toHaveBeenCalled();
  });

  it('says the end must come after the start, on the end field only', async () => {
    const { onApply, user } = open();
    await user.click(screen.getByRole('button', { name: 'Add a period' }));
    setField('From (Period 1)', '2026-02-10T09:00');
    setField('To (Period 1)', '2026-02-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(description(screen.getByLabelText('To (Period 1)'))).toBe('The end must be after the start');
    expect(screen.getByLabelText('From (Period 1)').getAttribute('aria-invalid')).toBeNull();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('applies the periods as typed, in local time, once they are valid', async () => {
    const { onApply, user } = open();
    await user.click(screen.getByRole('button', { name: 'Add a period' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);

    setField('From (Period 1)', '2026-02-01T08:30');
    setField('To (Period 1)', '2026-02-28T18:00');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(onApply).toHaveBeenCalledWith([
      { from: new Date('2026-02-01T08:30').toISOString(), to: new Date('2026-02-28T18:00').toISOString() },
    ]);
  });

  it('shows the saved periods, and applies what is left after one is removed', async () => {
    const first = { from: new Date('2026-01-01T10:00').toISOString(), to: new Date('2026-01-05T10:00').toISOString() };
    const second = { from: new Date('2026-03-01T00:00').toISOString(), to: new Date('2026-03-31T23:00').toISOString() };
    const { onApply, user } = open(section([first, second]));

    expect((screen.getByLabelText('From (Period 1)') as HTMLInputElement).value).toBe('2026-01-01T10:00');
    expect((screen.getByLabelText('To (Period 2)') as HTMLInputElement).value).toBe('2026-03-31T23:00');

    await user.click(screen.getByRole('button', { name: 'Remove period 1' }));
    expect(screen.queryByRole('group', { name: 'Period 2' })).toBeNull();
    expect((screen.getByLabelText('From (Period 1)') as HTMLInputElement).value).toBe('2026-03-01T00:00');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(onApply).toHaveBeenCalledWith([second]);
  });

  it('applies no period at all when every one is removed (always shown)', async () => {
    const { onApply, user } = open(section([{ from: '2026-01-01T10:00:00.000Z', to: '2026-01-05T10:00:00.000Z' }]));
    await user.click(screen.getByRole('button', { name: 'Remove period 1' }));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith([]);
  });

  it('closes without applying on Cancel', async () => {
    const { onApply, onClose, dialog, user } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onApply).not.toHaveBeenCalled();
  });
});
