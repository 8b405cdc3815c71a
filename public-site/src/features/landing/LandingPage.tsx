import { Button, Carousel, useMediaQuery } from '@ckb/design-system';
import { useEffect, type ReactNode } from 'react';
import { landing } from './content.ts';
import styles from './LandingPage.module.css';
import { PageFrame } from '../../components/PageFrame.tsx';

type SectionId = 'hi-home' | 'hi-service' | 'hi-about';

/** A made-up wordmark: text drawn as a logo, no picture to download. */
function Logo({ name, index }: { name: string; index: number }) {
  const hue = (index * 47) % 360;
  return (
    <div className={styles.logo} role="img" aria-label={name}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx={index % 2 ? 14 : 7} fill={`hsl(${hue} 80% 60%)`} />
        <path d="M10 21l6-10 6 10z" fill="#14161b" />
      </svg>
      <span aria-hidden="true">{name}</span>
    </div>
  );
}

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className={styles.heading} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** /hi: the software company's landing page (SPEC §2), in English, left to right. */
function LandingPageContent() {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  useEffect(() => {
    document.title = `${landing.brand} — ${landing.hero.title}`;
  }, []);

  /** The header buttons scroll to their section and move focus there, so keyboard users follow. */
  function go(id: SectionId) {
    const section = document.getElementById(id);
    section?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    const heading = section?.querySelector<HTMLElement>('h1, h2');
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading?.focus({ preventScroll: true });
  }

  return (
    <div className={styles.page} dir="ltr" lang="en">
      <header className={styles.topbar}>
        <span className={styles.brand}>
          <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
            <path d="M3 26L13 8l6 10 3-5 7 13z" fill="var(--color-primary)" />
          </svg>
          {landing.brand}
        </span>
        <nav aria-label={landing.navLabel} className={styles.nav}>
          <button type="button" onClick={() => go('hi-home')}>
            {landing.nav.home}
          </button>
          <button type="button" onClick={() => go('hi-service')}>
            {landing.nav.service}
          </button>
          <button type="button" onClick={() => go('hi-about')}>
            {landing.nav.about}
          </button>
        </nav>
        <Button
          href={landing.contactHref}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          className={styles.contact}
        >
          {landing.contact}
        </Button>
      </header>

      <section id="hi-home" className={styles.hero} aria-labelledby="hi-home-title">
        <h1 id="hi-home-title" className={styles.heroTitle} tabIndex={-1}>
          {landing.hero.title}
        </h1>
        <p className={styles.heroText}>{landing.hero.text}</p>
        <div className={styles.heroActions}>
          <Button onClick={() => go('hi-service')}>{landing.hero.primary}</Button>
          <Button variant="secondary" onClick={() => go('hi-about')}>
            {landing.hero.secondary}
          </Button>
        </div>
      </section>

      <Carousel title={landing.logosTitle} preset="logos" autoplay strings={landing.carousel} className={styles.block}>
        {landing.logos.map((name, i) => (
          <Logo key={name} name={name} index={i} />
        ))}
      </Carousel>

      <section id="hi-about" className={styles.split} aria-labelledby="hi-about-title">
        <div>
          <Heading id="hi-about-title">{landing.about.title}</Heading>
          <p className={styles.text}>{landing.about.text}</p>
        </div>
        <ul className={styles.points}>
          {landing.about.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </section>

      <section className={styles.block} aria-labelledby="hi-solution-title">
        <Heading id="hi-solution-title">{landing.solution.title}</Heading>
        <p className={styles.text}>{landing.solution.text}</p>
        <ol className={styles.steps}>
          {landing.solution.steps.map((s, i) => (
            <li key={s.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {i + 1}
              </span>
              <h3 className={styles.stepTitle}>{s.title}</h3>
              <p className={styles.stepText}>{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div id="hi-service" className={styles.block}>
        <Carousel title={landing.servicesTitle} preset="services" autoplay strings={landing.carousel}>
          {landing.services.map((s, i) => (
            <article key={s.title} className={styles.service}>
              <span className={styles.serviceIcon} aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.serviceTitle}>{s.title}</h3>
              <p className={styles.stepText}>{s.text}</p>
            </article>
          ))}
        </Carousel>
      </div>

      <footer className={styles.footer}>
        <span>{landing.footer}</span>
        <a href={landing.contactHref} target="_blank" rel="noopener noreferrer">
          {landing.contact}
        </a>
      </footer>
    </div>
  );
}

export default function LandingPage() {
  return (
    <PageFrame>
      <LandingPageContent />
    </PageFrame>
  );
}
