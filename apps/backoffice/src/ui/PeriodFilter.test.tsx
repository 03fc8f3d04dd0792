// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { fr } from '../i18n/fr';
import { useLocation } from '../router';
import { renderInApp } from '../test-fixtures';
import { PeriodFilter, usePeriod } from './PeriodFilter';

/** A list that shows the period it reads from the URL, with its filter. */
function List() {
  const { from, to } = usePeriod('2027-01-04', (from) => (from === '2027-01-04' ? '2027-01-11' : '2027-12-31'));
  const { href } = useLocation();
  return (
    <>
      <PeriodFilter from={from} to={to} path="/rosters" label="Lessons" />
      <output aria-label="shown">{`${from} ${to} ${href}`}</output>
    </>
  );
}

describe('the period filter of a list', () => {
  afterEach(cleanup);

  it('shows the defaults, then puts the days chosen in the URL, where the list reads them back', async () => {
    renderInApp(<List />, { lang: 'fr', url: '/admin/rosters' });
    const m = fr;
    expect(screen.getByRole('status', { name: 'shown' }).textContent).toBe('2027-01-04 2027-01-11 /rosters');
    fireEvent.change(screen.getByLabelText(m.from), { target: { value: '2027-02-01' } });
    fireEvent.change(screen.getByLabelText(m.to), { target: { value: '2027-02-07' } });
    await userEvent.click(screen.getByRole('button', { name: m.showSlots }));
    expect(screen.getByRole('status', { name: 'shown' }).textContent).toBe('2027-02-01 2027-02-07 /rosters?from=2027-02-01&to=2027-02-07');
    expect((screen.getByLabelText(m.from) as HTMLInputElement).value).toBe('2027-02-01');
  });

  it('ignores days that are not days, in the URL and in the form', async () => {
    renderInApp(<List />, { lang: 'en', url: '/admin/rosters?from=yesterday&to=2027-03-01' });
    expect(screen.getByRole('status', { name: 'shown' }).textContent).toMatch(/^2027-01-04 2027-03-01 /);
    fireEvent.change(screen.getByLabelText(en.from), { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: en.showSlots }));
    expect(screen.getByRole('status', { name: 'shown' }).textContent).toBe('2027-01-04 2027-03-01 /rosters?to=2027-03-01');
  });
});
