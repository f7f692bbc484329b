import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SITE_ROUTE_PATTERNS } from '@aatd/contract/site-routes';
import { routes } from './index';
import type { RouteHandle } from './lazy';

const flatten = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...flatten(r.children ?? [])]);
const pages = flatten(routes).filter((r) => r.path !== undefined && r.path !== '*');

describe('the web router', () => {
  it('serves exactly the routes of the contract table the server answers 200 for', () => {
    expect(pages.map((r) => r.path).sort()).toEqual([...SITE_ROUTE_PATTERNS].sort());
  });

  it('gives every page but the landing page its own document title', () => {
    const untitled = pages.filter((r) => !(r.handle as RouteHandle | undefined)?.title).map((r) => r.path);
    expect(untitled).toEqual(['/']);
  });
});
