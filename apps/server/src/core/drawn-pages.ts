import type { PostDetail } from '@aatd/contract';

/**
 * Member pages the server can draw as HTML for the member who asks (decision 0070): the
 * web build's server-side entry renders them with the page's own data, so a phone paints the page
 * before the app's JavaScript has arrived. plugins/spa.ts fills this in once it has loaded that
 * entry; without a web build it stays empty and the routes that draw say the page is not drawn here.
 */
export type DrawnPages = {
  /** The article page at `pathname`, as the app draws it with this article, the inside of #root. */
  article?: (input: {
    pathname: string;
    article: PostDetail;
    cookieHeader: string | undefined;
    /** With the cookie, chooses the page's language. */
    acceptLanguage?: string;
  }) => Promise<string>;
};
