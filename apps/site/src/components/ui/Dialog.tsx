'use client';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { translate } from '../../i18n';
import './ui.css';

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Accessible name of the dialog, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  /** Page language, for the close button and loading texts. */
  lang: string;
  /** Closes on a click on the backdrop (default true, docs/spec.md §2 "Other"). */
  closeOnBackdrop?: boolean;
  /** Loading: the close button is hidden and a spinner with a "Loading…" status is shown. */
  loading?: boolean;
  className?: string;
  children?: ReactNode;
};

/**
 * Modal dialog (Radix): focus trapped and restored, Escape closes, named by its title.
 * While `loading`, it can't be closed (no close button, no Escape, no backdrop).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  lang,
  closeOnBackdrop = true,
  loading = false,
  className,
  children,
}: DialogProps) {
  const t = (key: string) => translate(lang, key);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (loading && !next ? undefined : onOpenChange(next))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog-overlay" data-testid="dialog-backdrop" />
        <RadixDialog.Content
          className={`ui-dialog${className ? ` ${className}` : ''}`}
          aria-busy={loading || undefined}
          onPointerDownOutside={(e) => {
            if (!closeOnBackdrop || loading) e.preventDefault();
          }}
          onInteractOutside={(e) => {
            if (!closeOnBackdrop || loading) e.preventDefault();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className="ui-dialog-title">{title}</RadixDialog.Title>
          {description ? <RadixDialog.Description className="ui-dialog-description">{description}</RadixDialog.Description> : null}
          {loading ? (
            <div className="ui-dialog-loading" role="status">
              <span className="ui-spinner" aria-hidden="true" />
              <span className="visually-hidden">{t('ui.loading')}</span>
            </div>
          ) : (
            children
          )}
          {loading ? null : (
            <RadixDialog.Close className="ui-dialog-close" aria-label={t('ui.close')}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
