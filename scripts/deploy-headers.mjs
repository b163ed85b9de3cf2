#!/usr/bin/env node
// Writes the security headers of the deployed site from the build: deploy/security-headers.conf (nginx)
// and deploy/_headers (Netlify, Cloudflare Pages and other hosts that read a _headers file), and the TLS
// variant of the nginx site, deploy/nginx-tls.conf, from deploy/nginx.conf.
// The Content-Security-Policy allows no inline script except the site's own, each named by its purpose
// below (an allow-list): an inline script in build/ that matches none of them stops this script (and the
// build, which runs it with --check) with its page and first characters, so that no content can add a
// script that is trusted without review.
// Run after `npm run build` whenever Docusaurus, the theme or one of these scripts changes:
// npm run deploy:headers. With --check it only verifies that the committed files match the build (run by
// `npm run build` after every build, and by the tests).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {parseCommandLine} from './lib/cli.mjs';
import {listFiles} from './lib/files.mjs';

const root = process.cwd();
const {
  values: {check, dir},
} = parseCommandLine({
  usage: `
Writes the security headers of the deployed site from the build (deploy/security-headers.conf, deploy/_headers)
and the TLS variant of the nginx site (deploy/nginx-tls.conf); every inline script of the build must be one
of the site's own, named by purpose, or it stops with the page and the script's first characters.

Usage: npm run deploy:headers [-- --check] [-- --dir build]

  --check    only verify that the committed files match the build (run by npm run build)
  --dir DIR  the built site (default build)
`,
  options: {check: {type: 'boolean', default: false}, dir: {type: 'string', default: 'build'}},
});
const buildDir = path.resolve(root, dir);

/**
 * The inline scripts the site may run, by purpose. The HTML minifier rewrites (and joins) them, so each is
 * recognised by strings that survive it, and may have one text in the whole build: a second version of the
 * same script is a stale or look-alike copy. A new inline script needs a line here, after review.
 */
const allowedInlineScripts = [
  {
    purpose: "colour mode: the theme's start-up script and the toggle's handler (plugins/performance/colourToggle.ts)",
    marks: ['"docusaurus-theme"', 'button[data-color-mode-cycle]'],
  },
  {purpose: 'script loader (plugins/performance/ssrTemplate.ts)', marks: ['"data-scripts"', '"data-search-scripts"']},
  {purpose: 'video play button (src/components/IntroVideo)', marks: ['button[data-intro-video-play]']},
];

/** Every inline script of the build (not JSON-LD data), with the page it is on. */
function inlineScripts() {
  const scripts = [];
  for (const file of listFiles(buildDir, /\.html$/, (name) => name === 'assets')) {
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script((?:(?!\bsrc=)[^>])*)>([\s\S]*?)<\/script>/g)) {
      const [, attributes, body] = match;
      if (/type=["']?application\/ld\+json/.test(attributes) || !body.trim()) continue;
      scripts.push({page: path.relative(buildDir, file), body});
    }
  }
  return scripts;
}

const sha256 = (body) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;

/** The hashes of the allowed inline scripts; the problems (unknown scripts, two versions of one) if any. */
function checkInlineScripts(scripts) {
  const problems = [];
  const bodies = new Map(allowedInlineScripts.map(({purpose}) => [purpose, new Map()]));
  for (const {page, body} of scripts) {
    const allowed = allowedInlineScripts.find(({marks}) => marks.every((mark) => body.includes(mark)));
    if (!allowed) {
      problems.push(`unknown inline script in ${page}: ${JSON.stringify(body.trim().slice(0, 80))}`);
      continue;
    }
    const pages = bodies.get(allowed.purpose);
    if (!pages.has(body)) pages.set(body, page);
  }
  for (const [purpose, pages] of bodies) {
    if (pages.size > 1) {
      problems.push(`${pages.size} different versions of the ${purpose}, e.g. in ${[...pages.values()].join(', ')}`);
    }
  }
  const hashes = [...bodies.values()].flatMap((pages) => [...pages.keys()].map(sha256)).sort();
  return {hashes, problems};
}

function headers(hashes) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Strict-Transport-Security': 'max-age=31536000',
  };
}

/**
 * The TLS variant of the nginx site: deploy/nginx.conf's server block on port 443 with a certificate, a
 * port-80 server that only redirects to HTTPS, and HSTS on the TLS server only.
 */
function tlsSite(site) {
  const server = /^server \{\n[\s\S]*\n\}\n/m.exec(site)?.[0];
  if (!server || !/^ {4}listen 80;$/m.test(server))
    throw new Error('deploy/nginx.conf: no server block with "listen 80;"');
  return `# Generated by scripts/deploy-headers.mjs from deploy/nginx.conf: do not edit by hand.
# nginx site for a server that terminates TLS itself: the same rules as deploy/nginx.conf, served over HTTPS
# on port 443; plain HTTP on port 80 only redirects to the same path over HTTPS. Replace the two certificate
# paths below with the site's certificate (full chain) and key. Use this file or nginx.conf, not both.

# Strict-Transport-Security only over TLS.
map $https $ai_school_hsts {
    default "";
    on "max-age=31536000";
}

server {
    listen 80;
    server_name _;
    access_log off;
    server_tokens off;
    return 301 https://$host$request_uri;
}

${server.replace(
  /^ {4}listen 80;$/m,
  `    listen 443 ssl http2;
    ssl_certificate /etc/ssl/certs/ai-school.example.pem;
    ssl_certificate_key /etc/ssl/private/ai-school.example.key;
    ssl_protocols TLSv1.2 TLSv1.3;
    ssl_session_cache shared:ai_school_tls:10m;
    ssl_session_timeout 1d;
    ssl_session_tickets off;`,
)}`;
}

if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error(`No build in ${path.relative(root, buildDir) || '.'}: run "npm run build" first.`);
  process.exit(1);
}
const {hashes, problems} = checkInlineScripts(inlineScripts());
if (problems.length) {
  console.error(
    `Inline scripts that the Content-Security-Policy does not allow:\n  ${problems.join('\n  ')}\n` +
      'Move the script into a file, or, after review, name it in allowedInlineScripts in scripts/deploy-headers.mjs.',
  );
  process.exit(1);
}
const values = headers(hashes);
// nginx: HSTS comes from the site file ($ai_school_hsts), so that it is sent over TLS only.
const nginx =
  '# Generated by scripts/deploy-headers.mjs from the build: do not edit by hand.\n' +
  Object.entries(values)
    .map(([name, value]) =>
      name === 'Strict-Transport-Security'
        ? `add_header ${name} $ai_school_hsts always;`
        : `add_header ${name} "${value}" always;`,
    )
    .join('\n') +
  '\n';
// Netlify and Cloudflare Pages serve HTTPS only. Cloudflare Pages joins the headers of every rule that
// matches a path, so Cache-Control is set by the asset rules only (both hosts' default for other files
// already revalidates every time: max-age=0, must-revalidate).
const netlify =
  '# Generated by scripts/deploy-headers.mjs from the build: do not edit by hand.\n/*\n' +
  Object.entries(values)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n') +
  '\n' +
  ['', '/en', '/fr', '/de']
    .map((prefix) => `${prefix}/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n`)
    .join('');
const files = {
  [path.join(root, 'deploy/security-headers.conf')]: nginx,
  [path.join(root, 'deploy/_headers')]: netlify,
  [path.join(root, 'deploy/nginx-tls.conf')]: tlsSite(fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')),
};
if (check) {
  const stale = Object.entries(files).filter(
    ([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text,
  );
  if (stale.length) {
    console.error(
      `Out of date: ${stale.map(([file]) => path.relative(root, file)).join(', ')}. Run npm run deploy:headers.`,
    );
    process.exit(1);
  }
  console.log(`deploy headers match the build (${hashes.length} allowed inline scripts).`);
} else {
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(file, text);
  console.log(
    `Wrote deploy/security-headers.conf, deploy/_headers and deploy/nginx-tls.conf (${hashes.length} inline script hashes).`,
  );
}
