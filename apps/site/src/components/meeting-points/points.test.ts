import { describe, expect, it } from 'vitest';
import { fetchZoneHtml, meetingPointsPage, readPoints, schoolPointsIn, toPoint, zoneQuery } from './points';

describe('meeting points', () => {
  it('fetches the content zone of the meeting points page of the language (English otherwise)', () => {
    expect(zoneQuery({ site: 'val-neige' }, 'fr')).toEqual({
      site: 'val-neige',
      lang: 'fr',
      path: '/infos-pratiques/lieux-de-rendez-vous/',
      id: 'content',
    });
    expect(zoneQuery({ site: 'val-neige' }, 'en')).toMatchObject({ lang: 'en', path: '/information/meeting-points/' });
    expect(meetingPointsPage('es')).toEqual({ lang: 'en', path: '/information/meeting-points/' });
  });

  it('reads valid coordinates only', () => {
    expect(toPoint({ lat: '45.3824', lng: '6.5862', name: ' Chalet\n de l’école ', address: '12 place' })).toEqual({
      name: 'Chalet de l’école',
      address: '12 place',
      lat: 45.3824,
      lng: 6.5862,
    });
    expect(toPoint({ lat: '-33.9', lng: '-70' })).toMatchObject({ lat: -33.9, lng: -70, name: '', address: '' });
    expect(toPoint({ lat: '', lng: '6.5' })).toBeNull();
    expect(toPoint({ lat: '91', lng: '6.5' })).toBeNull();
    expect(toPoint({ lat: '45', lng: '181' })).toBeNull();
    expect(toPoint({ lat: '45e1', lng: '6' })).toBeNull();
    expect(toPoint({ lat: null, lng: null })).toBeNull();
  });

  it('reads the articles of the zone', () => {
    const article = (attrs: Record<string, string>, texts: Record<string, string>) => ({
      getAttribute: (n: string) => attrs[n] ?? null,
      querySelector: (s: string) => {
        const key = s.includes('address') ? 'address' : 'name';
        return key in texts ? { textContent: texts[key] ?? null } : null;
      },
    });
    const root = {
      querySelectorAll: (selector: string) => {
        expect(selector).toBe('article.meeting-point');
        return [
          article({ 'data-lat': '45.38', 'data-lng': '6.58' }, { name: 'Chalet', address: '12 place' }),
          article({ 'data-lat': 'x', 'data-lng': '6.58' }, { name: 'Broken' }),
          article({ 'data-lat': '45.39', 'data-lng': '6.57' }, { name: 'Foyer' }),
        ];
      },
    };
    expect(readPoints(root)).toEqual([
      { name: 'Chalet', address: '12 place', lat: 45.38, lng: 6.58 },
      { name: 'Foyer', address: '', lat: 45.39, lng: 6.57 },
    ]);
  });

  it('fetches the zone’s HTML from the search service, retrying failures', async () => {
    const urls: string[] = [];
    const answers = [new Response('down', { status: 503 }), new Response('<article class="meeting-point"></article>')];
    const html = await fetchZoneHtml('http://search.test/', zoneQuery({ site: 'val-neige' }, 'en'), {
      backoff: () => 0,
      fetch: async (url) => {
        urls.push(String(url));
        return answers.shift() ?? new Response('', { status: 500 });
      },
    });
    expect(html).toBe('<article class="meeting-point"></article>');
    expect(urls).toEqual(
      Array(2).fill('http://search.test/api/zone?site=val-neige&lang=en&path=%2Finformation%2Fmeeting-points%2F&id=content'),
    );
  });

  it('fails on a missing zone, so that the dialog offers a retry', async () => {
    const missing = fetchZoneHtml('http://search.test', zoneQuery({ site: 'val-neige' }, 'fr'), {
      fetch: async () => Response.json({ error: { message: 'no such zone', code: 'not_found' } }, { status: 404 }),
    });
    await expect(missing).rejects.toMatchObject({ status: 404 });
  });
});

describe("the school's meeting points", () => {
  const points = [
    {
      key: 'chalet',
      lat: 45.3824,
      lng: 6.5862,
      name: { fr: 'Chalet de l’école', en: 'School chalet' },
      address: { fr: '12 place des Marmottes', en: '12 Marmottes square' },
    },
    {
      key: 'jardin',
      lat: 45.3817,
      lng: 6.5889,
      name: { fr: 'Jardin des neiges', en: 'Snow garden' },
      address: { fr: 'Rue des Chalets', en: 'Rue des Chalets' },
      directions: { fr: 'À l’entrée du jardin.', en: 'At the garden entrance.' },
    },
  ];
  it('puts them on the map in the page language, from the school data', () => {
    expect(schoolPointsIn(points, 'en')).toEqual([
      { name: 'School chalet', address: '12 Marmottes square', lat: 45.3824, lng: 6.5862 },
      { name: 'Snow garden', address: 'Rue des Chalets', lat: 45.3817, lng: 6.5889, directions: 'At the garden entrance.' },
    ]);
    expect(schoolPointsIn(points, 'fr')[1]?.directions).toBe('À l’entrée du jardin.');
    expect(schoolPointsIn(points, 'fr')[0]?.name).toBe('Chalet de l’école');
    expect(schoolPointsIn(undefined, 'fr')).toEqual([]);
  });
});
