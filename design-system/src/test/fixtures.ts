/**
 * Offline placeholder images for stories and tests: SVG data URLs, so nothing is fetched from the network.
 * `low` is a blurred colour field, `original` the detailed picture, as the api's low/original pair.
 */
const svg = (body: string, w: number, h: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`)}`;

export function posterImage(title: string, hue: number, width = 300, height = 450) {
  const gradient = `<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 55%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 18%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>`;
  const art = `<circle cx="${width * 0.7}" cy="${height * 0.3}" r="${width * 0.22}" fill="hsl(${(hue + 30) % 360} 90% 75% / 0.55)"/><path d="M0 ${height * 0.78} L${width * 0.35} ${height * 0.55} L${width * 0.6} ${height * 0.7} L${width} ${height * 0.5} V${height} H0Z" fill="hsl(${hue} 40% 10% / 0.7)"/>`;
  const text = `<text x="50%" y="${height * 0.9}" text-anchor="middle" font-family="sans-serif" font-size="${width / 12}" font-weight="700" fill="#fff">${title}</text>`;
  return {
    low: svg(gradient, 12, 18),
    original: svg(gradient + art + text, width, height),
    width,
    height,
  };
}

export function bannerImage(text: string, width = 970, height = 120) {
  return svg(
    `<rect width="100%" height="100%" fill="#1d2a44"/><rect x="8" y="8" width="${width - 16}" height="${height - 16}" rx="12" fill="none" stroke="#f97316" stroke-width="3"/><text x="50%" y="58%" text-anchor="middle" font-family="sans-serif" font-size="${height / 3}" font-weight="700" fill="#fff">${text}</text>`,
    width,
    height,
  );
}

export const posters = [
  posterImage('Your Name', 210),
  posterImage('Spirited Away', 150),
  posterImage('One Piece', 20),
  posterImage('Berserk', 350),
  posterImage('Solo Leveling', 260),
  posterImage('Vagabond', 40),
  posterImage('Naruto', 30),
  posterImage('Mushishi', 110),
];
