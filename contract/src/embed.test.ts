import { describe, expect, it } from 'vitest';
import { parseEmbed } from './embed.ts';

describe('parseEmbed', () => {
  it.each([
    [
      '<iframe src="https://player.example/embed/42" width="640" height="360" frameborder="0" allowfullscreen></iframe>',
      'https://player.example/embed/42',
    ],
    ['<IFRAME SRC=\'https://v.example/e?a=1&amp;b=2\' allow="autoplay">', 'https://v.example/e?a=1&b=2'],
    ['  <iframe src=https://v.example/x scrolling=no></iframe>\n', 'https://v.example/x'],
    ['<iframe src="//ok.example/videoembed/7"></iframe>', 'https://ok.example/videoembed/7'],
    ['https://player.example/embed/42', 'https://player.example/embed/42'],
  ])('takes the https player address out of %s', (code, src) => {
    expect(parseEmbed(code)).toEqual({ ok: true, src });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['<script>alert(1)</script>', 'not-an-iframe'],
    ['<iframe src="https://a.example/x"></iframe><script>alert(1)</script>', 'not-an-iframe'],
    ['<iframe src="https://a.example/x"><script>alert(1)</script></iframe>', 'not-an-iframe'],
    ['<img src=x onerror=alert(1)>', 'not-an-iframe'],
    ['<svg onload=alert(1)>', 'not-an-iframe'],
    ['hello <iframe src="https://a.example/x"></iframe>', 'not-an-iframe'],
    ['<iframe src="https://a.example/x" onload="alert(1)"></iframe>', 'forbidden-attribute'],
    ['<iframe onload=alert(1) src="https://a.example/x">', 'forbidden-attribute'],
    ['<iframe srcdoc="<script>alert(1)</script>" src="https://a.example/x">', 'not-an-iframe'],
    ['<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;" src="https://a.example/x">', 'forbidden-attribute'],
    ['<iframe src="javascript:alert(1)"></iframe>', 'forbidden-attribute'],
    ['<iframe src="jav&#x61;script:alert(1)"></iframe>', 'forbidden-attribute'],
    ['<iframe src=" java\tscript:alert(1)"></iframe>', 'forbidden-attribute'],
    ['<iframe src="data:text/html,hi"></iframe>', 'forbidden-attribute'],
    ['<iframe src="http://a.example/x"></iframe>', 'bad-src'],
    ['<iframe src="https://user:pw@a.example/x"></iframe>', 'bad-src'],
    ['<iframe src="/relative/path"></iframe>', 'bad-src'],
    ['<iframe width="100"></iframe>', 'bad-src'],
    ['<iframe src="https://a.example/x" src="javascript:alert(1)">', 'not-an-iframe'],
    ['<iframesrc="https://a.example/x">', 'not-an-iframe'],
    ['javascript:alert(1)', 'bad-src'],
    ['http://a.example/x', 'bad-src'],
    ['https://a.example/x onload=alert(1)', 'bad-src'],
  ])('refuses %s', (code, reason) => {
    expect(parseEmbed(code)).toEqual({ ok: false, reason });
  });

  it('refuses huge inputs', () => {
    expect(parseEmbed(`<iframe src="https://a.example/${'x'.repeat(5000)}">`).ok).toBe(false);
  });
});
