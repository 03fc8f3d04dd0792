// @vitest-environment happy-dom
import { CSV_PROBLEM_KINDS, type CsvLineProblem } from '@schuss/contracts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seasonTexts } from '../../i18n/season';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import { problemText, SlotsCsv } from './SlotsCsv';

const problem = (line: number, column: string | null, kind: CsvLineProblem['kind'], values: CsvLineProblem['values'] = {}) => ({
  line,
  column,
  kind,
  message: `platform words for ${kind}`,
  values,
});
const file = () => new File(['id;product;starts_on;ends_on;capacity\r\n7;;;;abc\r\n'], 'slots.csv', { type: 'text/csv' });

describe('slots CSV', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("says every kind of problem in the staff's language", () => {
    for (const lang of ['fr', 'en'] as const) {
      for (const kind of CSV_PROBLEM_KINDS) {
        const text = problemText(
          problem(2, 'capacity', kind, { value: 'x', id: 3, other: 2, min: 0, max: 500, total: 3, sold: 2, held: 1 }),
          seasonTexts[lang],
        );
        expect(text).not.toContain('platform words');
        expect(text.length).toBeGreaterThan(5);
      }
    }
    expect(problemText(problem(6, 'capacity', 'taken', { sold: 10, held: 2, total: 12 }), seasonTexts.en)).toContain(
      '12 places are taken (10 sold, 2 in carts)',
    );
  });

  it('links the export, checks a file first and lists its problems by line and column; nothing is imported', async () => {
    const { calls } = fakeFetch(() => ({
      status: 400,
      body: {
        error: {
          message: 'body.csv: 2 problems in the file, nothing was imported',
          field: 'body.csv',
          code: 'invalid_input',
          problems: [problem(2, 'capacity', 'number', { value: 'abc' }), problem(5, 'starts_on', 'overlap', { id: 41 })],
        },
      },
    }));
    renderInApp(<SlotsCsv />, { lang: 'fr' });
    const t = seasonTexts.fr;
    expect(screen.getByRole('link', { name: t.csvExport }).getAttribute('href')).toBe('/api/backoffice/sites/val-neige/slots.csv');
    const importButton = screen.getByRole('button', { name: t.csvImport }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: t.csvCheck }));
    expect(await screen.findByText(t.csvChooseFile)).toBeTruthy();
    expect(calls).toHaveLength(0);

    await userEvent.upload(screen.getByLabelText(t.csvFile), file());
    await userEvent.click(screen.getByRole('button', { name: t.csvCheck }));
    const alert = await screen.findByText(t.csvProblems(2));
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(box.textContent).toContain(`${t.csvWhere(2, 'capacity')} ${t.csvNumber('abc')}`);
    expect(box.textContent).toContain(`${t.csvWhere(5, 'starts_on')} ${t.csvOverlapSlot(41)}`);
    expect(calls[0]?.body).toEqual({ csv: 'id;product;starts_on;ends_on;capacity\r\n7;;;;abc\r\n', dryRun: true });
    expect(importButton.disabled).toBe(true);
  });

  it('imports a file once it checked out', async () => {
    const { calls } = fakeFetch((_m, _u, body) => ({
      body: { dryRun: (body as { dryRun: boolean }).dryRun, created: 1, updated: 2, unchanged: 3 },
    }));
    renderInApp(<SlotsCsv />);
    const t = seasonTexts.en;
    await userEvent.upload(screen.getByLabelText(t.csvFile), file());
    await userEvent.click(screen.getByRole('button', { name: t.csvCheck }));
    expect(await screen.findByText(t.csvChecked(1, 2, 3))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.csvImport }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.body).toMatchObject({ dryRun: false });
    expect(await screen.findByText(t.csvImported(1, 2))).toBeTruthy();
  });
});
