'use client';
import { dispatchStayChanged } from '@schuss/contracts/api';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { loadConfig } from '../../lib/config.client';
import { localToday, type Season, seasonStay, seasonWeek } from '../../lib/stay';
import { storage } from '../../lib/storage';

/** Stores the whole-season stay (docs/spec.md §4): `stay`, `forcedSeasonStay` and `stayWeek`, then tells the page. */
function storeSeasonStay(season: Season, today = localToday()): void {
  storage.session.set('stay', seasonStay(today, season));
  storage.session.set('forcedSeasonStay', true);
  storage.session.set('stayWeek', seasonWeek(today));
  dispatchStayChanged();
}

/**
 * A boutique link of the season products page: before navigating to the booking page it stores
 * the stay {from: the later of today and the season start, to: the season end}. The season comes
 * from the site config (fetched once per page); when it is not there yet the click waits for it.
 */
export function SeasonShopLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const router = useRouter();
  const [season, setSeason] = useState<Season | null>(null);

  useEffect(() => {
    let live = true;
    loadConfig().then(
      (config) => live && setSeason(config.season),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (season) {
      storeSeasonStay(season);
      return; // next/link navigates (or the browser opens a new tab for modified clicks)
    }
    event.preventDefault();
    loadConfig().then(
      (config) => {
        storeSeasonStay(config.season);
        router.push(href);
      },
      () => router.push(href),
    );
  }

  return (
    <Link href={href} className={className} onClick={onClick} data-season-shop-link="">
      {children}
    </Link>
  );
}
