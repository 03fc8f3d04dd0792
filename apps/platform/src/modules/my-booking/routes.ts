import { BookingToken, ErrorCode, type MyBookingLang, routes } from '@schuss/contracts';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors';
import { addRoute } from '../../lib/route';
import { visitorAddress } from '../../lib/visitor';
import { loginErrorReply, RATE_LIMIT, RateLimited, recordFailure, retryAfter } from '../auth';
import { invoiceFile } from '../invoicing';
import { schoolByKey } from '../schools';
import { familyChildren, orderOfFamilyToken } from './family';
import { countFindRequest, sendFoundLink } from './find';
import { calendarFile } from './ics';
import { bookingPageUrl, orderOfLink } from './links';
import { saveParticipantNote } from './notes';
import { bookingView, langOf } from './view';

/** The request as the log writes it, the link's token left out (it is a credential). */
const withoutToken = {
  logSerializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: req.url.replace(/\/booking\/(my|family)\/[^/?#]+/, '/booking/$1/[token]'),
      remoteAddress: req.ip,
    }),
  },
};

const linkKey = (ip: string) => `booking-link-ip:${ip}`;
/** One answer for a link that does not work, whatever the reason: it reveals nothing. */
const LINK_NOT_WORKING = 'This booking link does not work: ask for a new one on the "My bookings" page.';

class LinkRateLimited extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `Too many booking links that did not work: try again in ${Math.ceil(retryAfterSeconds / 60)} min`;
  }
}

/** "Find my booking" work under way (after its answer), per app: tests and shutdown wait for it. */
const findWork = new WeakMap<object, Set<Promise<unknown>>>();

/** Waits for the "find my booking" e-mails under way (tests). */
export async function findsSettled(app: FastifyInstance): Promise<void> {
  await Promise.all([...(findWork.get(app.orders) ?? [])]);
}

/**
 * The customer's own booking: the page an e-mailed personal link opens, its calendar file,
 * and "find my booking". The link routes take their token as the credential: a link that does not
 * work counts against the address (rate limited like the waiting list's links) and gets one 404. No
 * answer is stored by a browser or proxy, indexed, or leaks the token in a Referer.
 */
export const myBookingRoutes: FastifyPluginAsync = async (app) => {
  const work = new Set<Promise<unknown>>();
  findWork.set(app.orders, work);
  app.addHook('onClose', async () => {
    await Promise.all([...work]);
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
    reply.header('referrer-policy', 'no-referrer');
  });

  /** The order and site of a working link; a 404 that counts against the address otherwise (429 over the limit). */
  const opened = async (token: string, ip: string) => {
    const now = new Date();
    const wait = await retryAfter(app.db, linkKey(ip), RATE_LIMIT.perIp, now);
    if (wait > 0) throw new LinkRateLimited(wait);
    const order = BookingToken.safeParse(token).success ? await orderOfLink(app.db, token, now) : undefined;
    const site = order ? await schoolByKey(app.db, order.site) : undefined;
    if (!order || !site) {
      await recordFailure(app.db, [linkKey(ip)], now);
      throw new HttpError(404, LINK_NOT_WORKING, 'params.token', ErrorCode.LinkInvalid);
    }
    return { order, site };
  };

  addRoute(
    app,
    routes.myBooking,
    async (req, reply) => {
      try {
        const { order, site } = await opened(req.params.token, visitorAddress(req, app.env.REVALIDATE_SECRET));
        return await bookingView(app.db, app.env.VOUCHER_SECRET, order, site, req.params.token, req.query.lang);
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );

  addRoute(
    app,
    routes.myBookingCalendar,
    async (req, reply) => {
      try {
        const { order, site } = await opened(req.params.token, visitorAddress(req, app.env.REVALIDATE_SECRET));
        const lang: MyBookingLang = req.query.lang ?? langOf(order.lang);
        const view = await bookingView(app.db, app.env.VOUCHER_SECRET, order, site, req.params.token, lang);
        const ics = calendarFile(view, {
          site: order.site,
          lang,
          stamp: order.paidAt ?? order.createdAt,
          pageUrl: bookingPageUrl(site.config, lang, req.params.token),
        });
        return reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${order.number}.ics"`)
          .send(ics);
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );

  addRoute(
    app,
    routes.myInvoice,
    async (req, reply) => {
      try {
        const { order } = await opened(req.params.token, visitorAddress(req, app.env.REVALIDATE_SECRET));
        const file = await invoiceFile(app.db, order.id, req.params.file);
        if (!file)
          throw new HttpError(404, `params.file: this booking has no document ${req.params.file}`, 'params.file', ErrorCode.NotFound);
        return reply.type(file.type).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );

  // What the parents tell the instructor (allergies, health): the link is the credential, as for the page.
  addRoute(
    app,
    routes.participantNote,
    async (req, reply) => {
      try {
        const { order } = await opened(req.params.token, visitorAddress(req, app.env.REVALIDATE_SECRET));
        return await saveParticipantNote(app.db, order, req.params.lineId, req.params.participant, req.body.note);
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );

  // A family link (the widget asks it when a family books again): the same 404 and rate limit as a booking link.
  addRoute(
    app,
    routes.familyChildren,
    async (req, reply) => {
      try {
        const ip = visitorAddress(req, app.env.REVALIDATE_SECRET);
        const now = new Date();
        const wait = await retryAfter(app.db, linkKey(ip), RATE_LIMIT.perIp, now);
        if (wait > 0) throw new LinkRateLimited(wait);
        const order = await orderOfFamilyToken(app.db, app.env.VOUCHER_SECRET, req.params.token);
        if (!order) {
          await recordFailure(app.db, [linkKey(ip)], now);
          throw new HttpError(404, LINK_NOT_WORKING, 'params.token', ErrorCode.LinkInvalid);
        }
        return { children: await familyChildren(app.db, order, req.query.lang ?? langOf(order.lang)) };
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );

  addRoute(app, routes.findBooking, async (req, reply) => {
    try {
      await countFindRequest(app.db, req.body, req.ip);
    } catch (err) {
      return loginErrorReply(req, reply, err);
    }
    // The answer goes before the look-up: known and unknown orders take the same time to answer.
    const job = sendFoundLink({ ...app.orders, log: req.log }, req.body)
      .catch((err) => req.log.error({ err }, 'find my booking: the link e-mail was not sent'))
      .finally(() => work.delete(job));
    work.add(job);
    return reply.code(202).send({ received: true });
  });
};
