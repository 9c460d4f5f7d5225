import type { APIRoute } from 'astro';
import { isUuid } from '~/lib/uuid';
import { db } from '~/server/db/client';
import { companyLogo } from '~/server/companies/public-company';
import { cachePolicies, cacheTags, noStore } from '~/server/http/cache-control';

export const prerender = false;

// A public company's logo, stored in the database as a small WebP; its address carries its
// version (?v=), so the answer is kept a year and a new logo has a new address.
export const GET: APIRoute = async ({ params }) => {
  const id = params.file?.endsWith('.webp') ? params.file.slice(0, -'.webp'.length) : undefined;
  const logo = isUuid(id) ? await companyLogo(db(), id) : undefined;
  if (!id || !logo)
    return new Response('No such logo.\n', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': noStore },
    });
  return new Response(new Uint8Array(logo), {
    headers: {
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      ...cachePolicies.companyLogo,
      [cacheTags.header]: cacheTags.company(id),
    },
  });
};
