// Following a paged list as a client does: the next page's URL from `Link: <...>; rel="next"`.
import type { LightMyRequestResponse } from 'fastify';

export const nextPageUrl = (link: string | string[] | number | undefined): string | null =>
  /<([^>]+)>;\s*rel="next"/.exec(String(link ?? ''))?.[1] ?? null;

/** Every page of a list from `firstUrl` on, in order, by following each page's Link header. */
export const readAllPages = async (
  read: (url: string) => Promise<LightMyRequestResponse>,
  firstUrl: string,
): Promise<LightMyRequestResponse[]> => {
  const pages: LightMyRequestResponse[] = [];
  for (let url: string | null = firstUrl; url; url = nextPageUrl(pages.at(-1)!.headers.link))
    pages.push(await read(url));
  return pages;
};
