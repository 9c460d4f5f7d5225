import type { APIRoute, GetStaticPaths } from 'astro';
import sharp from 'sharp';
import { socialCards } from '~/content';
import { socialCardName, socialCardSvg } from '~/lib/seo/social-card';

// Each page's social card, rendered once at build time from its title (1200×630 PNG).
export const getStaticPaths = (async () =>
  (await socialCards()).map((card) => ({
    params: { card: socialCardName(card.route) },
    props: { title: card.title, kicker: card.kicker },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const png = await sharp(Buffer.from(socialCardSvg({ title: String(props.title), kicker: String(props.kicker) })))
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
