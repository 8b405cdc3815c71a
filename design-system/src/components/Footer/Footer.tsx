import { useId, type ComponentType, type ReactNode } from 'react';
import { Link } from '../../router.ts';
import { cx } from '../../lib/cx.ts';
import { formatNumber } from '../../lib/format.ts';
import { FacebookIcon, InstagramIcon, TelegramIcon, TikTokIcon, YouTubeIcon } from '../../lib/icons.tsx';
import { strings } from '../../strings.ts';
import { offlineLink, publicLinks, type NavItem } from '../Navbar/navLinks.ts';
import styles from './Footer.module.css';

export interface FooterProps {
  /** The messaging app's page (Telegram); without it the entry shows but is not a link. */
  telegramUrl?: string;
  /** The short-video app's page (TikTok); same rule. */
  tiktokUrl?: string;
  /** Internal links; defaults to the public sections of the navbar and the offline reader. */
  links?: NavItem[];
  brandName?: string;
  /** The credit line. */
  credit?: ReactNode;
  /** The copyright year (SPEC: 2025), written with Sorani digits. */
  year?: number;
  className?: string;
}

interface Social {
  name: string;
  Icon: ComponentType<{ size?: number }>;
  href?: string;
}

/**
 * The page footer: internal links, social links, a credit line and the copyright line.
 * SPEC §2: only the messaging and short-video apps have targets; the other networks are listed
 * without one, as plain text that is not focusable.
 */
export function Footer({
  telegramUrl,
  tiktokUrl,
  links = [...publicLinks(), offlineLink()],
  brandName = strings.siteName,
  credit = strings.credit,
  year = 2025,
  className,
}: FooterProps) {
  const socialHeadingId = useId();
  const socials: Social[] = [
    { name: strings.telegram, Icon: TelegramIcon, href: telegramUrl },
    { name: strings.tiktok, Icon: TikTokIcon, href: tiktokUrl },
    { name: strings.instagram, Icon: InstagramIcon },
    { name: strings.youtube, Icon: YouTubeIcon },
    { name: strings.facebook, Icon: FacebookIcon },
  ];

  return (
    <footer className={cx(styles.footer, className)}>
      <div className={styles.inner}>
        <div className={styles.brandBlock}>
          <p className={styles.brand}>{brandName}</p>
          <p className={styles.credit}>{credit}</p>
        </div>

        <nav aria-label={strings.footerLinks} className={styles.section}>
          <h2 className={styles.heading}>{strings.footerLinks}</h2>
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                {link.document ? (
                  <a href={link.to} className={styles.link}>
                    {link.label}
                  </a>
                ) : (
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby={socialHeadingId} className={styles.section}>
          <h2 id={socialHeadingId} className={styles.heading}>
            {strings.footerSocial}
          </h2>
          <ul className={styles.socials}>
            {socials.map(({ name, Icon, href }) => (
              <li key={name}>
                {href ? (
                  <a className={styles.social} href={href} target="_blank" rel="noopener noreferrer">
                    <Icon size={20} />
                    <span>{name}</span>
                    <span className="visually-hidden">{strings.opensInNewTab}</span>
                  </a>
                ) : (
                  <span className={cx(styles.social, styles.socialOff)} data-social-off="">
                    <Icon size={20} />
                    <span>{name}</span>
                    {/* Said on screen too: without a target it must not pass for a link. */}
                    <span className={styles.soon}>({strings.socialUnavailable})</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>

      <p className={styles.copyright}>
        © {formatNumber(year, { useGrouping: false })} {brandName}. {strings.rightsReserved}
      </p>
    </footer>
  );
}
