'use client';
import { Dialog } from '../ui/Dialog';
import { ConsentButtons } from './ConsentButtons';
import type { Consent } from './consent';
import type { ConsentTexts } from './texts';

/** "Manage cookies": the current choice and the two buttons, in the dialog primitive. */
export function ConsentDialog({
  lang,
  consent,
  cookiesHref,
  onChoose,
  onClose,
  texts,
}: {
  lang: string;
  consent: Consent;
  cookiesHref: string | null;
  onChoose: (v: boolean) => void;
  onClose: () => void;
  texts: ConsentTexts;
}) {
  const status = consent === true ? texts.current.yes : consent === false ? texts.current.no : texts.current.undecided;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title={texts.manage} lang={lang} className="consent-dialog">
      <p>{texts.text}</p>
      <p className="consent-status">
        <strong>{status}</strong>
      </p>
      {cookiesHref ? (
        <p>
          <a href={cookiesHref}>{texts.learnMore}</a>
        </p>
      ) : null}
      <ConsentButtons texts={texts} onChoose={onChoose} />
    </Dialog>
  );
}
