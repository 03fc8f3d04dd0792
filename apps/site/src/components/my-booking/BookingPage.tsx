import { BOOKING_PAGE_PATH, type MyBookingLang, type MyBookingView, PARTICIPANT_NOTE_MAX } from '@schuss/contracts';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMeetingPoints, getMyBooking } from '../../api/my-booking.server';
import { getSite, type SiteView } from '../../api/site.server';
import { myBookingDictionaries } from '../../i18n/messages-my-booking';
import { translatorIn } from '../../i18n/translate';
import { waitInWords } from '../../lib/editor-login';
import { pageTitle } from '../../lib/head';
import { resolveHref } from '../../lib/links';
import { schoolPointsIn } from '../meeting-points/points';
import { SiteFooter } from '../SiteFooter';
import { SiteHeader } from '../SiteHeader';
import { BookingMap } from './BookingMap';
import {
  findPoint,
  formatDate,
  formatInstant,
  formatMoney,
  type MapPoint,
  MY_BOOKINGS_PATHS,
  scheduleByDay,
  statusKey,
} from './booking-view';
import { NOTE_OUTCOMES, noteAnchor, outcomeFor } from './note-form';
import { type NoteTexts, ParticipantNote } from './ParticipantNote';
import { PrintButton } from './PrintButton';
import { ProgressCardView } from './ProgressCardView';
import { voucherQrSvg } from './voucher-qr';
import './my-booking.css';

type Params = Promise<{ host: string; lang: string; token: string }>;

/** The language whose booking path is `segment` (the page's language while the platform can't say which). */
const langOfBookingPath = (segment: string) =>
  (Object.keys(BOOKING_PAGE_PATH) as MyBookingLang[]).find((l) => BOOKING_PAGE_PATH[l] === `/${segment}/`);

/**
 * The page's language and school, or a 404 when `segment` is not this language's booking path
 * (`/reservation/` is French only) or no school serves that language on this host.
 */
async function load(params: Params, segment: string): Promise<{ lang: MyBookingLang; token: string; site: SiteView | null; base: string }> {
  const { host, lang: langSegment, token } = await params;
  // The school's settings come from the platform too: when it is down (undefined), the page says so (not the error page).
  const site = await getSite(host, langSegment).catch(() => undefined);
  if (site === null) notFound();
  const lang = site ? site.lang : /^[a-z]{2}$/.test(langSegment) ? langSegment : langOfBookingPath(segment);
  if ((lang !== 'fr' && lang !== 'en') || BOOKING_PAGE_PATH[lang] !== `/${segment}/`) notFound();
  const base = site ? site.base : /^[a-z]{2}$/.test(langSegment) ? `/${langSegment}` : '';
  return { lang, token, site: site ?? null, base };
}

/** Never indexed, and no referrer: the address holds the token, which must not reach another site. */
export async function bookingPageMetadata(params: Params, segment: string): Promise<Metadata> {
  const { lang, site } = await load(params, segment);
  const t = translatorIn(myBookingDictionaries, lang);
  return {
    title: site ? pageTitle({ title: t('myBooking.title'), subTitle: null }, site.config.siteName) : t('myBooking.title'),
    robots: { index: false, follow: false, nocache: true },
    referrer: 'no-referrer',
  };
}

/**
 * The customer's booking page, reached from the e-mailed link: fr `/reservation/<token>/`,
 * en `/en/booking/<token>/`. Rendered on each request, never cached.
 */
export async function BookingPage({
  params,
  query,
  segment,
}: {
  params: Params;
  query?: Promise<Record<string, string | string[] | undefined>>;
  segment: string;
}) {
  const { lang, token, site, base } = await load(params, segment);
  const t = translatorIn(myBookingDictionaries, lang);
  const path = `${BOOKING_PAGE_PATH[lang]}${token}/`;
  if (!site) {
    return (
      <main id="content" className="page page-my-booking">
        <Unavailable t={t} href={`${base}${path}`} />
      </main>
    );
  }
  const translations = site.config.langs
    .filter((l): l is MyBookingLang => l === 'fr' || l === 'en')
    .map((l) => ({ lang: l, path: `${BOOKING_PAGE_PATH[l]}${token}/` }));
  const result = await getMyBooking(token, lang);
  const myBookingsHref = resolveHref(MY_BOOKINGS_PATHS[lang], site.base);

  let body: React.ReactNode;
  if (result.kind === 'ok') {
    // The school's meeting points (its data) when it has them, else the articles of its meeting points page.
    const own = schoolPointsIn(site.config.meetingPoints, lang);
    const points = own.length ? own : await getMeetingPoints(site.siteKey, lang);
    body = <BookingView view={result.view} lang={lang} site={site} token={token} points={points} query={(await query) ?? {}} />;
  } else if (result.kind === 'invalid') {
    body = (
      <div className="page-head mb-problem">
        <h1>{t('myBooking.invalid.title')}</h1>
        <p>{t('myBooking.invalid.text')}</p>
        <p>
          <a className="button" href={myBookingsHref}>
            {t('myBooking.invalid.action')}
          </a>
        </p>
      </div>
    );
  } else if (result.kind === 'tooMany') {
    // Rate-limited (429): how long to wait, at once (the platform's 15-minute window when it did not say),
    // and the same way out as a link that does not work.
    body = (
      <div className="page-head mb-problem" role="alert">
        <h1>{t('myBooking.tooMany.title')}</h1>
        <p>{t('myBooking.tooMany.text', { wait: waitInWords(result.waitSeconds ?? 15 * 60, lang) })}</p>
        <p>
          <a className="button" href={myBookingsHref}>
            {t('myBooking.invalid.action')}
          </a>
        </p>
      </div>
    );
  } else {
    body = <Unavailable t={t} href={resolveHref(path, site.base)} />;
  }
  return (
    <>
      <SiteHeader site={site} page={{ lang, path, translations }} />
      <main id="content" className="page page-my-booking">
        {body}
      </main>
      <SiteFooter site={site} />
    </>
  );
}

/** The platform is down: a clear message and a way to try again (the booking itself is not affected). */
function Unavailable({ t, href }: { t: ReturnType<typeof translatorIn>; href: string }) {
  return (
    <div className="page-head mb-problem" role="alert">
      <h1>{t('myBooking.down.title')}</h1>
      <p>{t('myBooking.down.text')}</p>
      <p>
        <a className="button" href={href}>
          {t('myBooking.down.retry')}
        </a>
      </p>
    </div>
  );
}

type ViewProps = {
  view: MyBookingView;
  lang: MyBookingLang;
  site: SiteView;
  token: string;
  points: (MapPoint & { aliases?: string[] })[];
  query: Record<string, string | string[] | undefined>;
};

async function BookingView({ view, lang, site, token, points, query }: ViewProps) {
  const t = translatorIn(myBookingDictionaries, lang);
  const money = (cents: number) => formatMoney(cents, view.currency, lang);
  const schedule = scheduleByDay(view.lines);
  const used = new Map<string, MapPoint>();
  for (const line of view.lines) {
    const p = findPoint(line.meetingPoint, points);
    if (p) used.set(p.name, p);
  }
  const terms = site.menus.legal.find((item) => item.name === 'terms');
  // A file's path: no trailing slash (Next removes it from paths with an extension).
  const calendarHref = `${site.base}${BOOKING_PAGE_PATH[lang]}${token}/calendar.ics`;
  const svg = await voucherQrSvg(view.voucher);
  const qrLabel = t('myBooking.voucher.qr', { number: view.orderNumber });
  const placeOf = (name: string | null) => {
    const p = findPoint(name, points);
    if (!p) return null;
    // The school's point is named as the line names it: only its address is added (no name said twice).
    return p.name === name ? (p.address ? ` (${p.address})` : null) : ` (${p.name}, ${p.address})`;
  };
  /** How to find the group at a line's point, when the school's data says it. */
  const directionsOf = (name: string | null) => findPoint(name, points)?.directions;
  // The participants' notes for the instructor: one form each, posting to the site's own route (works without a script).
  const noteAction = `${site.base}${BOOKING_PAGE_PATH[lang]}${token}/note/`;
  const noteTexts = (name: string): NoteTexts => ({
    label: t('myBooking.note.label'),
    hint: t('myBooking.note.hint', { max: String(PARTICIPANT_NOTE_MAX) }),
    save: t('myBooking.note.save'),
    saving: t('myBooking.note.saving'),
    whose: name,
    outcomes: Object.fromEntries(
      NOTE_OUTCOMES.map((o) => [o, t(`myBooking.note.${o}`, { max: PARTICIPANT_NOTE_MAX })]),
    ) as NoteTexts['outcomes'],
  });
  const time = (start: string | null, end: string | null, date: string) =>
    start && end ? t('myBooking.day.times', { date, start, end }) : start ? t('myBooking.day.start', { date, start }) : date;

  return (
    <>
      <div className="page-head mb-head">
        <h1>{t('myBooking.title')}</h1>
        <p className="subtitle">
          {t('myBooking.order', { number: view.orderNumber })} · <span className="mb-status">{t(statusKey(view))}</span>
        </p>
        <p>{t('myBooking.intro', { name: view.contact.firstName })}</p>
        <p className="mb-actions">
          <a className="button" href={calendarHref} download={`${view.orderNumber}.ics`} rel="noreferrer">
            {t('myBooking.calendar')}
          </a>
          <PrintButton label={t('myBooking.print')} />
        </p>
        <p className="mb-hint">{t('myBooking.calendar.hint')}</p>
      </div>

      <section className="mb-voucher" aria-labelledby="mb-voucher-title">
        <h2 id="mb-voucher-title">{t('myBooking.voucher')}</h2>
        <p>{t('myBooking.voucher.text')}</p>
        <div className="mb-voucher-body">
          {/* biome-ignore lint/performance/noImgElement: an SVG made on the server, as data: next/image has nothing to optimise */}
          <img
            className="mb-qr"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={qrLabel}
            width={280}
            height={280}
          />
          <p className="mb-voucher-number">
            <span>{t('myBooking.voucher.number')}</span> <strong>{view.orderNumber}</strong>
          </p>
        </div>
      </section>

      <section className="mb-lines" aria-labelledby="mb-lines-title">
        <h2 id="mb-lines-title">{t('myBooking.lines')}</h2>
        <ol className="mb-schedule">
          {schedule.map((day) => (
            <li key={day.date}>
              <h3>{formatDate(day.date, lang)}</h3>
              <ul>
                {day.entries.map((e) => (
                  <li key={`${e.lineId}-${e.start ?? ''}`}>
                    <strong>{e.name}</strong>
                    {e.start ? ` · ${e.end ? `${e.start}–${e.end}` : e.start}` : null}
                    {e.meetingPoint ? ` · ${e.meetingPoint}` : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        {view.lines.map((line) => (
          <article key={line.lineId} className={`mb-line${line.status === 'cancelled' ? ' mb-line-cancelled' : ''}`}>
            <h3>
              {line.name}
              {line.status === 'cancelled' ? <span className="mb-tag"> ({t('myBooking.line.cancelled')})</span> : null}
            </h3>
            {/* The booked lines' days are in the schedule above; a cancelled line's are said here. */}
            {line.status === 'cancelled' ? (
              <ul className="mb-days">
                {line.days.map((d) => (
                  <li key={d.date}>{time(d.start, d.end, formatDate(d.date, lang))}</li>
                ))}
              </ul>
            ) : null}
            {line.closedDays?.length ? (
              <p className="mb-closed">
                {t('myBooking.line.closedDays', { days: line.closedDays.map((d) => formatDate(d, lang)).join(', ') })}
              </p>
            ) : null}
            {line.meetingPoint ? (
              <p>
                <span className="mb-label">{t('myBooking.meetingPoint')}</span> {line.meetingPoint}
                {placeOf(line.meetingPoint)}
              </p>
            ) : null}
            {directionsOf(line.meetingPoint) ? <p>{directionsOf(line.meetingPoint)}</p> : null}
            {line.bring.length ? (
              <div>
                <p className="mb-label">{t('myBooking.bring')}</p>
                <ul>
                  {line.bring.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {line.participants.length ? (
              <div>
                <h4>{t('myBooking.participants')}</h4>
                <ul className="mb-participants">
                  {line.participants.map((p) => (
                    <li key={p.index}>
                      <span>
                        {p.firstName} {p.lastName}
                      </span>
                      {p.details.length
                        ? ` — ${p.details.map((d) => t('myBooking.detail', { label: d.label, value: d.value })).join(', ')}`
                        : null}
                      {p.progress ? <ProgressCardView card={p.progress} t={t} /> : null}
                      {line.notesOpen ? (
                        <ParticipantNote
                          action={noteAction}
                          id={noteAnchor(line.lineId, p.index)}
                          lineId={line.lineId}
                          participant={p.index}
                          note={p.note ?? null}
                          max={PARTICIPANT_NOTE_MAX}
                          texts={noteTexts(`${p.firstName} ${p.lastName}`)}
                          outcome={outcomeFor(query, line.lineId, p.index)}
                        />
                      ) : p.note ? (
                        // The lesson over or cancelled: what was told, no longer to change.
                        <p className="mb-note-read">
                          <span className="mb-label">{t('myBooking.note.told')}</span> {p.note}
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
                {view.familyUrl && line.participants.some((p) => p.progress) ? (
                  <p>
                    <a className="mb-again" href={view.familyUrl}>
                      {t('myBooking.progress.again')}
                    </a>
                  </p>
                ) : null}
              </div>
            ) : null}
            <p>
              <span className="mb-label">{t('myBooking.lineTotal')}</span> {money(line.totalCents)}
            </p>
          </article>
        ))}
        {used.size ? (
          <BookingMap
            points={[...used.values()]}
            base={{ tiles: site.config.mapTiles, plan: site.config.mapPlan }}
            label={t('myBooking.map')}
            note={t('myBooking.plainMap')}
            zoom={{ in: t('meetingPoints.zoomIn'), out: t('meetingPoints.zoomOut') }}
          />
        ) : null}
      </section>

      <section className="mb-payment" aria-labelledby="mb-payment-title">
        <h2 id="mb-payment-title">{t('myBooking.payment')}</h2>
        {view.paidAt ? <p>{t('myBooking.paidAt', { date: formatInstant(view.paidAt, lang, view.timeZone) })}</p> : null}
        <dl className="mb-amounts">
          <div>
            <dt>{t('myBooking.total')}</dt>
            <dd>{money(view.totalCents)}</dd>
          </div>
          {view.refunds.map((r) => (
            <div key={r.at}>
              <dt>{t('myBooking.refund', { date: formatInstant(r.at, lang, view.timeZone) })}</dt>
              <dd>−{money(r.amountCents)}</dd>
            </div>
          ))}
          {view.refundedCents > 0 ? (
            <div>
              <dt>{t('myBooking.net')}</dt>
              <dd>{money(view.totalCents - view.refundedCents)}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {view.invoices.length ? (
        <section className="mb-invoices" aria-labelledby="mb-invoices-title">
          <h2 id="mb-invoices-title">{t('myBooking.invoices')}</h2>
          <ul>
            {view.invoices.map((i) => {
              const facts = { number: i.number, date: formatInstant(i.issuedAt, lang, view.timeZone), amount: money(i.totalCents) };
              const credit = i.kind === 'credit_note';
              return (
                <li key={i.number}>
                  {credit ? t('myBooking.creditNote', { ...facts, invoice: i.refersTo ?? '' }) : t('myBooking.invoice', facts)}{' '}
                  {/* From the site's own origin, like the calendar file: the page's link downloads it. */}
                  <a
                    href={`${site.base}${BOOKING_PAGE_PATH[lang]}${token}/invoices/${i.number}.pdf`}
                    download={`${i.number}.pdf`}
                    rel="noreferrer"
                    aria-label={t(credit ? 'myBooking.creditNote.label' : 'myBooking.invoice.label', { number: i.number })}
                  >
                    {t('myBooking.invoice.download')}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <section className="mb-terms" aria-labelledby="mb-terms-title">
        <h2 id="mb-terms-title">{t('myBooking.terms')}</h2>
        <p>{t('myBooking.terms.text')}</p>
        {terms ? (
          <p>
            <a href={resolveHref(terms.path, site.base)}>{t('myBooking.terms.link')}</a>
          </p>
        ) : null}
      </section>
    </>
  );
}
