'use client';

/** Prints the booking page (the print style sheet leaves out the header, footer and map). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button button-secondary mb-print" onClick={() => window.print()}>
      {label}
    </button>
  );
}
