import type { ProgressCard } from '@schuss/contracts';

type T = (key: string, vars?: Record<string, string>) => string;

/**
 * A child's progress card on the booking page (issue 30): what the school recorded at the end of the course —
 * the level passed and its medal, or "not yet", the level advised for next time, the instructor's word. The same
 * words as the e-mailed card.
 */
export function ProgressCardView({ card, t }: { card: ProgressCard; t: T }) {
  const level = card.levelName ?? '—';
  return (
    <section className="mb-progress" aria-label={t('myBooking.progress.title', { child: card.child })}>
      <h5>{t('myBooking.progress.title', { child: card.child })}</h5>
      <p>
        {card.outcome === 'not_yet'
          ? t('myBooking.progress.notYet', { level })
          : card.outcome === 'passed'
            ? t('myBooking.progress.passed', { level })
            : t('myBooking.progress.followed', { level })}
      </p>
      {card.medal ? <p>{t('myBooking.progress.medal', { medal: card.medal })}</p> : null}
      {card.advisedLevelName ? <p>{t('myBooking.progress.advised', { level: card.advisedLevelName })}</p> : null}
      {card.comment ? <blockquote>{t('myBooking.progress.comment', { comment: card.comment })}</blockquote> : null}
    </section>
  );
}
