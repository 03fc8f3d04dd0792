import { errorText } from '../../api/client';
import { useSendProgressCards } from '../../api/results';
import { useI18n } from '../../i18n';
import { useLevelsTexts } from '../levels/texts';

/**
 * Sends each family its children's progress cards, once the results are in. While some wait on this phone the button
 * is held back: cards sent then would miss them.
 */
export function ProgressCards({ slotId, waiting }: { slotId: number; waiting: number }) {
  const t = useLevelsTexts();
  const { m } = useI18n();
  const cards = useSendProgressCards(slotId);
  return (
    <section aria-labelledby="cards-h" className="panel progress-cards">
      <h2 id="cards-h">{t.cardsTitle}</h2>
      <p className="hint">{t.cardsIntro}</p>
      {waiting > 0 && (
        <p className="notice" id="cards-wait">
          {t.cardsWaitFirst}
        </p>
      )}
      <button
        type="button"
        className="button primary"
        disabled={waiting > 0 || cards.isPending}
        aria-describedby={waiting > 0 ? 'cards-wait' : undefined}
        onClick={() => cards.mutate()}
      >
        {cards.isPending ? t.sendingCards : t.sendCards}
      </button>
      <div role="status" className="cards-outcome">
        {cards.data && (
          <p className="notice ok">
            {/* Families whose cards are up to date are not e-mailed again (only results recorded since are sent). */}
            {cards.data.children === 0 && cards.data.unchanged > 0
              ? t.cardsUnchanged(cards.data.unchanged)
              : `${t.cardsSent(cards.data.children, cards.data.orders)}${cards.data.unchanged > 0 ? ` ${t.cardsUnchanged(cards.data.unchanged)}` : ''}`}
          </p>
        )}
      </div>
      {cards.error && (
        <p className="error-box" role="alert">
          {t.cardsFailed(errorText(cards.error, m))}
        </p>
      )}
    </section>
  );
}
