#!/usr/bin/env node
// Makes the three 5-minute introduction videos of the home page, in every locale, from the
// "<Product> in 5 minuten" sections of docs/intro.md (and its translations): a title slide, one slide
// per minute and a closing slide, rendered with Chromium and assembled with ffmpeg. It also writes the
// poster image and the WebVTT captions. Re-run it after changing those sections:
//   node scripts/make-videos.mjs            (needs ffmpeg, cwebp and Chromium: apt-get install ffmpeg webp chromium)
// Output: static/video/<product>.<locale>.{mp4,webp,vtt}
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {chromium} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium.mjs';
import {localeCodes} from '../config/locales.mjs';
import {parseCommandLine} from './lib/cli.mjs';

parseCommandLine({
  usage: `
Makes the three 5-minute introduction videos of the home page in every locale from the "<Product> in 5 minuten"
sections of docs/intro.md and its translations, with their posters and WebVTT captions (static/video/).
Needs ffmpeg, cwebp and Chromium.

Usage: npm run make-videos
`,
});

const root = process.cwd();
const outDir = path.join(root, 'static/video');
const products = [
  {key: 'ai-school', name: 'AI-School', color: '#1D4ED8'},
  {key: 'ai-corporate', name: 'AI-Corporate', color: '#0F766E'},
  {key: 'ai-public', name: 'AI-Public', color: '#7C3AED'},
];
const locales = localeCodes;
const closing = {
  nl: {
    title: 'Meer weten?',
    text: 'Lees de handleiding: elke stap heeft een eigen pagina met uitleg.',
    minute: 'Minuut',
  },
  en: {
    title: 'Want to know more?',
    text: 'Read the manual: every step has its own page with instructions.',
    minute: 'Minute',
  },
  fr: {
    title: 'En savoir plus ?',
    text: 'Lisez le manuel : chaque étape a sa propre page d’explications.',
    minute: 'Minute',
  },
  de: {
    title: 'Mehr erfahren?',
    text: 'Lesen Sie das Handbuch: Jeder Schritt hat eine eigene Seite mit Erklärungen.',
    minute: 'Minute',
  },
};
// Seconds per slide: title, five minutes, closing = 300 s.
const durations = [20, 50, 50, 50, 50, 50, 30];

function introFile(locale) {
  return locale === 'nl'
    ? path.join(root, 'docs/intro.md')
    : path.join(root, 'i18n', locale, 'docusaurus-plugin-content-docs/current/intro.md');
}

const plain = (text) =>
  text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();

/** Reads the heading, the intro sentence and the five numbered steps of one product's section. */
function readSection(locale, product) {
  const file = introFile(locale);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: translate docs/intro.md first.`);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) => line.startsWith('## ') && line.includes(`{#${product}-in-5-minuten}`));
  if (start < 0) throw new Error(`${path.relative(root, file)} has no "## … {#${product}-in-5-minuten}" section.`);
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  const body = lines.slice(start + 1, end < 0 ? undefined : end);
  const heading = plain(lines[start].replace(/^##\s*/, '').replace(/\{#[^}]+\}/, ''));
  const intro = plain(body.find((line) => line.trim() && !/^\d+\./.test(line.trim())) ?? '');
  const steps = body
    .filter((line) => /^\d+\.\s/.test(line.trim()))
    .map((line) => {
      const text = line.trim().replace(/^\d+\.\s*/, '');
      const bold = /^\*\*(.+?)\*\*\s*(.*)$/.exec(text);
      const title = plain(bold ? bold[1] : text.split('. ')[0]).replace(/[.:]$/, '');
      // Drop the "see …" reference sentences (they point to pages; the video names the topic).
      const rest = plain(bold ? bold[2] : text.slice(title.length))
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !/^(Zie|See|Voir|Siehe)\b/.test(sentence))
        .join(' ');
      return {title, text: rest};
    });
  if (steps.length !== 5)
    throw new Error(`${path.relative(root, file)}: "${heading}" must have 5 numbered steps, found ${steps.length}.`);
  return {heading, intro, steps};
}

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function slideHtml(product, label, title, text, index) {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  body{margin:0;width:1280px;height:720px;font-family:'DejaVu Sans',system-ui,sans-serif;background:#0F172A;color:#F8FAFC;display:flex}
  .bar{width:24px;background:${product.color}}
  .main{flex:1;padding:80px 96px;display:flex;flex-direction:column;justify-content:center}
  .label{font-size:30px;color:#93C5FD;margin-bottom:24px;letter-spacing:.04em;text-transform:uppercase}
  h1{font-size:64px;margin:0 0 36px;line-height:1.15}
  p{font-size:34px;line-height:1.5;margin:0;color:#E2E8F0;max-width:1000px}
  .brand{position:absolute;right:56px;bottom:40px;font-size:26px;color:#94A3B8}
  .dots{position:absolute;left:120px;bottom:48px;display:flex;gap:12px}
  .dots span{width:14px;height:14px;border-radius:7px;background:#334155}.dots .on{background:${product.color}}
  </style></head><body><div class="bar"></div><div class="main">
  <div class="label">${escape(label)}</div><h1>${escape(title)}</h1><p>${escape(text)}</p></div>
  <div class="dots">${durations.map((_, i) => `<span class="${i === index ? 'on' : ''}"></span>`).join('')}</div>
  <div class="brand">${escape(product.name)}</div></body></html>`;
}

const timestamp = (seconds) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;

const browser = await chromium.launch({executablePath: chromiumPath(), args: chromiumArgs});
const page = await browser.newPage({viewport: {width: 1280, height: 720}});
fs.mkdirSync(outDir, {recursive: true});

for (const locale of locales) {
  for (const product of products) {
    const {heading, intro, steps} = readSection(locale, product.key);
    const slides = [
      {label: product.name, title: heading, text: intro},
      ...steps.map((step, i) => ({label: `${closing[locale].minute} ${i + 1}`, title: step.title, text: step.text})),
      {label: product.name, title: closing[locale].title, text: closing[locale].text},
    ];
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'slides-'));
    const list = [];
    let vtt = 'WEBVTT\n\n';
    let at = 0;
    for (const [index, slide] of slides.entries()) {
      const png = path.join(work, `slide-${index}.png`);
      await page.setContent(slideHtml(product, slide.label, slide.title, slide.text, index));
      await page.screenshot({path: png});
      list.push(`file '${png}'`, `duration ${durations[index]}`);
      vtt += `${index + 1}\n${timestamp(at)} --> ${timestamp(at + durations[index])}\n${slide.title}\n${slide.text}\n\n`;
      at += durations[index];
    }
    list.push(`file '${path.join(work, `slide-${slides.length - 1}.png`)}'`);
    fs.writeFileSync(path.join(work, 'list.txt'), list.join('\n') + '\n');
    const stem = path.join(outDir, `${product.key}.${locale}`);
    execFileSync('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'concat',
      '-safe',
      '0',
      '-i',
      path.join(work, 'list.txt'),
      '-vf',
      'fps=1,format=yuv420p',
      '-c:v',
      'libx264',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '28',
      '-movflags',
      '+faststart',
      `${stem}.mp4`,
    ]);
    // The poster is the home page's largest paint on a phone: WebP at quality 75 is about half the size of
    // the JPEG it replaced (7–9 KB against 15–18 KB at 640 px), with the slide's text as sharp.
    execFileSync('cwebp', [
      '-quiet',
      '-q',
      '75',
      '-metadata',
      'none',
      '-resize',
      '640',
      '0',
      path.join(work, 'slide-0.png'),
      '-o',
      `${stem}.webp`,
    ]);
    fs.writeFileSync(`${stem}.vtt`, vtt);
    fs.rmSync(work, {recursive: true, force: true});
    console.log(`${path.relative(root, stem)}.mp4  ${(fs.statSync(`${stem}.mp4`).size / 1024).toFixed(0)} KB, ${at} s`);
  }
}
await browser.close();
