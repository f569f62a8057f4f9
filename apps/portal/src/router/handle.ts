import type { UIMatch } from 'react-router';
import type { MenuLabelKey, PageTitleKey, PortalLocale } from '../i18n';

/** A page's title: a navigation entry's label or a page title of the locale. */
export type TitleRef = { menu: MenuLabelKey } | { page: PageTitleKey };

/** What a route declares about itself. */
export interface RouteHandle {
  title?: TitleRef;
  /** The route's name where the specification names it (locked-enterprise screen, named routes). */
  name?: string;
}

export function handleOf(match: UIMatch): RouteHandle {
  return (match.handle ?? {}) as RouteHandle;
}

export function titleText(ref: TitleRef, t: PortalLocale): string {
  return 'menu' in ref ? t.menu[ref.menu] : t.titles[ref.page];
}

/** The title of the deepest route that has one. */
export function pageTitleOf(matches: readonly UIMatch[], t: PortalLocale): string {
  for (let i = matches.length - 1; i >= 0; i--) {
    const ref = handleOf(matches[i] as UIMatch).title;
    if (ref) return titleText(ref, t);
  }
  return t.product.title;
}

/** The names of every matched route, outermost first. */
export function routeNamesOf(matches: readonly UIMatch[]): string[] {
  return matches.flatMap((match) => {
    const name = handleOf(match).name;
    return name ? [name] : [];
  });
}
