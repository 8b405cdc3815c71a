/**
 * The /hi landing page of the software company (SPEC §2). It is an English page: its text lives
 * here rather than in the Sorani strings module.
 */
export const landing = {
  brand: 'Zagros Labs',
  nav: { home: 'Home', service: 'Service', about: 'About' },
  navLabel: 'Landing page sections',
  contact: 'Contact us',
  contactHref: 'https://t.me/zagroslabs',
  hero: {
    title: 'We build fast, friendly software',
    text: 'Websites, mobile apps and cloud systems for teams that care about their users, designed and built in Kurdistan.',
    primary: 'Our services',
    secondary: 'Who we are',
  },
  logosTitle: 'Teams that trust us',
  logos: ['Northwind', 'Lumen', 'Atlas', 'Nimbus', 'Kawa Media', 'Hawler Tech', 'Sulaf', 'Delal'],
  about: {
    title: 'About us',
    text: 'We are a small studio of engineers and designers. Since 2019 we have shipped products in Kurdish, Arabic and English: right-to-left layouts, local payment flows and accessible interfaces are our everyday work.',
    points: ['Small senior team', 'RTL and multilingual by default', 'Accessible and fast on every phone'],
  },
  solution: {
    title: 'Our solution',
    text: 'One team from the first sketch to the running service: we plan with you, design with your users, build in small steps you can see every week, and stay to keep it healthy.',
    steps: [
      { title: 'Plan', text: 'Goals, users and a clear first release.' },
      { title: 'Design', text: 'Prototypes tested with real people.' },
      { title: 'Build', text: 'Weekly releases you can try.' },
      { title: 'Support', text: 'Monitoring, fixes and new features.' },
    ],
  },
  servicesTitle: 'We specialize',
  services: [
    { title: 'Web development', text: 'Fast, accessible websites and web apps that work on every screen.' },
    { title: 'Mobile apps', text: 'Native-feeling iOS and Android apps from one codebase.' },
    { title: 'UI / UX design', text: 'Interfaces people understand at first sight, in any language.' },
    { title: 'Cloud & DevOps', text: 'Reliable hosting, automated deploys and monitoring.' },
    { title: 'Maintenance & support', text: 'Updates, security fixes and help when you need it.' },
  ],
  footer: '© 2025 Zagros Labs. All rights reserved.',
  /** The carousels' own controls, in the page's language. */
  carousel: {
    previous: 'Previous',
    next: 'Next',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
    roleCarousel: 'carousel',
    roleSlide: 'slide',
    first: 'This is the first slide',
    last: 'This is the last slide',
  },
} as const;
