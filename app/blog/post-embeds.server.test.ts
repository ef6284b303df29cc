import { expect, test } from "vitest";
import { holdEmbedsUntilConsent } from "~/blog/post-embeds.server";
import { sanitizePostHtml } from "~/utils/sanitize-html.server";

const frame = '<iframe src="https://www.youtube-nocookie.com/embed/abc?start=3&amp;rel=0" title="Démo"></iframe>';

test("a video frame is kept inert in a template, beside a notice naming its provider, a load button and a link", async () => {
  const html = await sanitizePostHtml(`<p>Avant.</p><p>${frame}</p>`);
  const held = holdEmbedsUntilConsent(html, "fr");
  expect(held.replace(/<template>.*?<\/template>/g, "")).not.toContain("<iframe");
  expect(held).toContain(`<template>${frame}</template>`);
  expect(held).toContain("<noscript><style>[data-post-embed-load]{display:none}</style></noscript>");
  expect(held).toContain("<span>Cette vidéo est fournie par YouTube. Tant que vous n&apos;avez pas accepté");
  expect(held).toContain(
    '<button type="button" data-post-embed-load>Charger la vidéo (YouTube recevra votre adresse IP)</button>',
  );
  expect(held).toContain(
    '<a href="https://www.youtube-nocookie.com/embed/abc?start=3&amp;rel=0" target="_blank" rel="noopener noreferrer">Voir la vidéo sur YouTube</a>',
  );
  // Phrasing elements only: the paragraph around the frame stays whole.
  expect(held).toMatch(/^<p>Avant\.<\/p><p><span class="post-embed" data-post-embed>.*<\/span><\/p>$/);
});

test("in English, each frame named by its own provider; a post without frames unchanged", async () => {
  const vimeo = '<iframe src="https://player.vimeo.com/video/42" title="Demo"></iframe>';
  const held = holdEmbedsUntilConsent(`${frame}<p>Between.</p>${vimeo}`, "en");
  expect(held.match(/data-post-embed>/g)).toHaveLength(2);
  expect(held).toContain("Watch the video on YouTube");
  expect(held).toContain("Load the video (Vimeo will receive your IP address)");
  expect(holdEmbedsUntilConsent("<p>No video here.</p>", "en")).toBe("<p>No video here.</p>");
});
