import { describe, expect, it } from 'vitest';
import { articleHref, isSiteRoute, matchesRoute } from './site-routes.js';

describe('site route table', () => {
  it('knows the spec routes, with and without parameters', () => {
    for (const path of [
      '/',
      '/login',
      '/community/news/clinicalnews',
      '/community/news/journalwatch/12',
      '/community/education/oncology/3',
      '/community/education/aatd-education-understanding-aatd/map',
      '/casestudy/news',
      '/cs-4',
      '/search/profiles',
      '/verifyEmail/abc-123',
      '/mymessageclickthrough/7',
      '/admin',
      '/admin/content',
      '/admin/content/new',
      '/admin/content/12/versions',
      '/admin/members',
      '/admin/members/invitations',
      '/admin/members/12',
      '/admin/audit',
    ]) {
      expect(isSiteRoute(path), path).toBe(true);
    }
  });

  it('matches like React Router: case insensitive, trailing slash ignored', () => {
    expect(isSiteRoute('/Community/News/')).toBe(true);
    expect(isSiteRoute('/verifyemail/TOKEN')).toBe(true);
  });

  it('refuses addresses no page has', () => {
    for (const path of [
      '/no/such/page',
      '/community/news/clinicalnews/1/extra',
      '/cs-5',
      '/dev/mail',
      '/loginx',
      '/admin/nothing',
      '/admin/content/1/other',
    ]) {
      expect(isSiteRoute(path), path).toBe(false);
    }
  });

  it('a parameter stands for exactly one segment', () => {
    expect(matchesRoute('/message/:receiverId', '/message/5')).toBe(true);
    expect(matchesRoute('/message/:receiverId', '/message')).toBe(false);
    expect(matchesRoute('/message/:receiverId', '/message/5/6')).toBe(false);
  });
});

describe('articleHref', () => {
  it("fills the article route with the list's name and the id, an address the route table knows", () => {
    expect(articleHref('journalwatch', 12)).toBe('/community/news/journalwatch/12');
    expect(isSiteRoute(articleHref('clinicalnews', '7'))).toBe(true);
  });
});
