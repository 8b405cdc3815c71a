import { adSeen, countedClick, useGetActiveAdsQuery } from '@ckb/api-client';
import { AdBanner, useHydrated, useLocation } from '@ckb/design-system';
import { useEffect, useState } from 'react';
import { showsAds } from '@ckb/contract/routes';
import { strings } from '../strings.ts';
import styles from './ShellAd.module.css';

/** How long each of several active ads stays before the next one. */
export const ROTATE_MS = 8000;

/**
 * Keep the empty slot while the ads load: in the build-time frame always (the api marks `<html data-ads>`
 * when ads will come, and only then does the empty slot take space), in the browser when so marked.
 */
const reserved = () => typeof document === 'undefined' || document.documentElement.hasAttribute('data-ads');

/**
 * The shell's ad strip (SPEC §2's banner): today's active ads from the api, rotating when several, so a new ad
 * needs no rebuild. Which pages show it is the route map's `ads` (the api reads the same to mark the first
 * HTML): not the back-office, the sign-in or error pages, nor an unknown path's 404. Nothing shifts: on a page
 * that shows ads, the server marks `<html data-ads>` and the empty slot keeps the banner's exact box
 * (ShellAd.module.css) until the picture is there; with no active ad there is no slot at all. Each shown ad counts one impression; its click goes through the counting
 * redirect while the link shows the advertiser's own address.
 */
export function ShellAd() {
  const allowed = showsAds(useLocation().pathname);
  const { data } = useGetActiveAdsQuery(undefined, { skip: !allowed });
  const [index, setIndex] = useState(0);
  // The server cannot read `<html data-ads>`: the drawing keeps the empty slot (no space without the mark).
  const hydrated = useHydrated();
  const ads = data ?? [];
  const ad = ads.length > 0 ? ads[index % ads.length] : undefined;

  useEffect(() => {
    if (ads.length < 2) return;
    const timer = setInterval(() => setIndex((i) => i + 1), ROTATE_MS);
    return () => clearInterval(timer);
  }, [ads.length]);

  useEffect(() => {
    if (allowed && ad) adSeen(ad._id);
  }, [allowed, ad]);

  if (!allowed) return null;
  if (!ad)
    return data === undefined && (!hydrated || reserved()) ? <div className={`${styles.slot} ckb-ad-slot`} /> : null;
  return (
    <div className={`${styles.slot} ckb-ad-slot`}>
      <AdBanner
        href={ad.link}
        src={ad.desktop.original}
        mobileSrc={ad.mobile.original}
        width={1200}
        height={150}
        mobileWidth={720}
        mobileHeight={180}
        alt={`${strings.adAlt}: ${hostOf(ad.link)}`}
        onClick={countedClick(ad)}
      />
    </div>
  );
}

function hostOf(link: string): string {
  try {
    return new URL(link).host;
  } catch {
    return link;
  }
}
