/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import { FIELD_LABELS } from './fieldLabels.ts';
import { GLOSSARY } from './glossary.ts';
import { validationMessage } from './validation.ts';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where people's words live: every package's sources (strings modules, messages, demo content, components). */
const ROOTS = ['api/src', 'api-client/src', 'api-client/admin', 'backoffice/src', 'contract/src', 'shell/src']
  .concat(['public-site/src', 'reader/src', 'design-system/src', 'design-system/admin', 'design-system/reader'])
  .concat(['design-system/details']);
/** Not read: tests and stories (they quote what they check), the normalizer's letter tables. */
const SKIP = /\.(test|stories)\.tsx?$|\/normalize\.ts$|\/contract\/src\/glossary\.ts$|\/test\//;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('dist')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(name) && !SKIP.test(path)) out.push(path);
  }
  return out;
}

interface Text {
  where: string;
  text: string;
  /** The key of the object property the text belongs to, if any. */
  key: string | undefined;
}

const SORANI = /(?:(?=\p{Script=Arabic})\p{L}){2}/u;

/** Every literal (string, template, JSX text) of a file that holds Sorani words; `${…}` reads as a space. */
function soraniTexts(path: string): Text[] {
  const code = readFileSync(path, 'utf8');
  const file = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true);
  const out: Text[] = [];
  const keyOf = (node: ts.Node): string | undefined => {
    for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
      if (ts.isPropertyAssignment(at)) return at.name.getText(file).replace(/['"]/g, '');
      if (ts.isObjectLiteralExpression(at) || ts.isSourceFile(at)) return undefined;
    }
    return undefined;
  };
  const visit = (node: ts.Node): void => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    if (text !== undefined && SORANI.test(text)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
      out.push({ where: `${relative(repo, path)}:${line}`, text, key: keyOf(node) });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

const files = ROOTS.flatMap((root) => sourceFiles(join(repo, root)));
const texts = files.flatMap(soraniTexts);
const report = (list: Text[]) => list.map(({ where, text }) => `${where}  ${text}`);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A Sorani stem matches at the start of a word (endings attach to it); a Latin word matches whole. */
const variant = (word: string) =>
  /[A-Za-z]/.test(word)
    ? new RegExp(`(?<![A-Za-z_])${escape(word)}(?![A-Za-z_])`, 'iu')
    : new RegExp(`(?<![\\p{L}\\p{M}])${escape(word)}`, 'u');

/** Latin runs inside Sorani text: names of things (UTF-16, YYYY-MM-DD, https://…, /series/4), not numbers. */
const LATIN_OR_PATH = /[A-Za-z][\w+./:-]*|\/[\w./-]*/g;

/** The names of every field a request may carry: the properties of the contract's bodies and queries. */
function inputFields(): Set<string> {
  const names = new Set<string>();
  const seen = new Set<unknown>();
  const walk = (value: unknown): void => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const schema = value as { properties?: object };
    if (schema.properties) for (const name of Object.keys(schema.properties)) names.add(name);
    Object.values(value).forEach(walk);
  };
  for (const [name, value] of Object.entries(contract)) if (/(Body|Query)$/.test(name)) walk(value);
  return names;
}
const fields = new Set([...inputFields(), ...Object.keys(FIELD_LABELS)]);

describe('the glossary', () => {
  it('reads the texts of every package', () => {
    for (const root of ['backoffice', 'public-site', 'reader', 'shell', 'design-system', 'api', 'contract'])
      expect(texts.some((t) => t.where.startsWith(`${root}/`))).toBe(true);
    expect(texts.length).toBeGreaterThan(800);
  });

  it('gives each concept one word, used by no other concept as a variant', () => {
    const words = GLOSSARY.map((t) => t.word);
    expect(new Set(words).size).toBe(words.length);
    for (const term of GLOSSARY) for (const banned of term.avoid) expect(words).not.toContain(banned);
  });

  it.each(GLOSSARY.filter((t) => t.avoid.length > 0).map((t) => [t.concept, t] as const))(
    'no text uses a variant of «%s»',
    (_, term) => {
      const found = texts.filter(({ text }) => term.avoid.some((v) => variant(v).test(text)));
      expect(report(found), `use «${term.word}»`).toEqual([]);
    },
  );

  it.each(GLOSSARY.filter((t) => t.keys).map((t) => [t.concept, t] as const))(
    'the texts named for «%s» use its word',
    (_, term) => {
      const named = texts.filter((t) => t.key !== undefined && term.keys!.test(t.key));
      expect(named.length).toBeGreaterThan(0);
      expect(report(named.filter(({ text }) => !text.includes(term.word))), `use «${term.word}»`).toEqual([]);
    },
  );
});

describe('Sorani text', () => {
  it('writes numbers in Kurdish digits', () => {
    const western = texts.filter(({ text }) => /[0-9]/.test(text.replace(LATIN_OR_PATH, ' ')));
    expect(report(western)).toEqual([]);
  });

  it('formats numbers with the Arabic-Indic numbering system, which a browser without `ckb` would not pick', () => {
    const calls = files.flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/new Intl\.NumberFormat\(([^)]*)\)/g)]
        .filter(([, args]) => !args!.includes('numberingSystem'))
        .map(([call]) => `${relative(repo, path)}  ${call}`),
    );
    expect(calls).toEqual([]);
  });

  it('never names a field by its wire name', () => {
    const words = (text: string) => text.replace(/https?:\/\/\S*|\/[\w./-]*/g, ' ').match(/[A-Za-z_]\w*/g) ?? [];
    const named = texts.filter(({ text }) => words(text).some((w) => fields.has(w)));
    expect(report(named)).toEqual([]);
  });

  it('names every field of a request by its Sorani label in a validation message', () => {
    const unnamed = [...inputFields()].filter((name) => {
      const message = validationMessage([
        { keyword: 'required', instancePath: '', params: { requiredProperties: [name] } },
      ]);
      return message.includes(name);
    });
    expect(unnamed).toEqual([]);
  });
});
