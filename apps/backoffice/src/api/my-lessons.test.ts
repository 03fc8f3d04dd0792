import type { SiteResponse } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
import { meetingPointsUrl } from './my-lessons';

const site = (path: string | null) =>
  ({
    config: { domains: { fr: 'https://ecole.example/', en: 'https://ecole.example/en' } },
    menus: {
      fr: {
        main: [{ name: 'info', title: 'Infos', path: '/infos/', subs: path ? [{ name: 'meeting-points', title: 'RDV', path }] : [] }],
        footer: [],
      },
      en: { main: [], footer: [{ name: 'meeting-points', title: 'Meeting points', path: '/information/meeting-points/' }] },
    },
  }) as unknown as SiteResponse;

describe('meetingPointsUrl', () => {
  it('is the meeting-points page of the site’s menus on the language’s base URL', () => {
    expect(meetingPointsUrl(site('/infos-pratiques/lieux-de-rendez-vous/'), 'fr')).toBe(
      'https://ecole.example/infos-pratiques/lieux-de-rendez-vous/',
    );
    expect(meetingPointsUrl(site(null), 'en')).toBe('https://ecole.example/en/information/meeting-points/');
  });

  it('is null when the site has no such page, or is not known', () => {
    expect(meetingPointsUrl(site(null), 'fr')).toBeNull();
    expect(meetingPointsUrl(undefined, 'fr')).toBeNull();
  });
});
