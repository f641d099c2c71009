/**
 * What the editor's page adds around Decap: the link to the editing guide in the editor's own top
 * bar (a link, in the bar's flow, covering nothing), no media library, and after a save with the
 * local backend (`npm run edit`), where the change went and how it reaches the website.
 * Decap's screens are React's; these additions find their place in them as they render.
 */
import { LOCAL_BACKEND_URL } from './local-backend';

/** The link to the editing guide: the same element, moved to the bar of the screen shown. */
function guideLink(href: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = href;
  link.target = '_blank';
  link.rel = 'noopener';
  link.textContent = 'Editing guide';
  link.className = 'editing-guide';
  return link;
}

/**
 * Puts the guide link in the bar of the screen shown: beside "Contents" in the main screens'
 * header, before "View Live" in an entry's toolbar (decap-cms-core AppHeader, EditorToolbar).
 */
function placeGuide(link: HTMLAnchorElement): void {
  const nav = document.querySelector('nav ul');
  if (nav) {
    if (link.parentElement?.parentElement !== nav) {
      const item = document.createElement('li');
      item.append(link);
      nav.append(item);
    }
    return;
  }
  const viewLive = [...document.querySelectorAll('a[target="_blank"]')].find(
    (anchor) => anchor !== link && /View Live|View Preview/.test(anchor.textContent ?? ''),
  );
  const bar = viewLive?.parentElement?.parentElement;
  if (bar && link.parentElement !== bar) bar.prepend(link);
}

/** Hides Decap's media library: no field takes an uploaded file. */
function hideMedia(): void {
  for (const button of document.querySelectorAll<HTMLElement>('nav button, nav a')) {
    if (button.textContent?.trim() === 'Media' && button.style.display !== 'none') {
      button.style.display = 'none';
    }
  }
}

const STYLE = `
  a[href="#/media"] { display: none !important; }
  .editing-guide { display: inline-flex; align-items: center; margin: 0 16px; padding: 6px 10px;
    border-radius: 5px; color: #3a69c7; font: 600 14px/1.4 system-ui, sans-serif;
    text-decoration: underline; white-space: nowrap; }
  nav ul > li > .editing-guide { height: 100%; margin: 0 8px; }
  [data-entry-name] { display: block !important; cursor: pointer; }
  .saved-locally { position: fixed; right: 16px; bottom: 16px; z-index: 500; max-width: 30rem;
    padding: 12px 16px; border-left: 6px solid #067647; border-radius: 5px; background: #fff;
    color: #1e2532; font: 14px/1.5 system-ui, sans-serif; box-shadow: 0 2px 8px rgb(0 0 0 / 30%); }
  .saved-locally p { margin: 0 0 8px; }
  .saved-locally code { font-size: 13px; }
  .saved-locally button { font: inherit; padding: 4px 10px; cursor: pointer; }
  .in-english { margin: 8px 14px 12px; color: #3b4557; font: 14px/1.5 system-ui, sans-serif; }
  .in-english.untranslated strong { padding: 1px 6px; border-radius: 4px; background: #fdf0d5;
    color: #6b3d00; }
  .in-english ol { margin: 4px 0 0; padding-left: 24px; }
`;

/** The guide link, no media library, and the entries' names: kept in place as Decap renders. */
export function setUpEditorPage(guideHref: string): void {
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
  const link = guideLink(guideHref);
  const update = () => {
    hideMedia();
    placeGuide(link);
  };
  new MutationObserver(update).observe(document.body, { childList: true, subtree: true });
  update();
  // Its address leads back to the content.
  const awayFromMedia = () => {
    if (window.location.hash.startsWith('#/media')) window.location.hash = '#/';
  };
  window.addEventListener('hashchange', awayFromMedia);
  awayFromMedia();
}

/**
 * Whether the editor works on this computer's files: on this computer's own address, where
 * `npm run edit`'s decap-server answers, as Decap itself asks it before choosing it (decap-cms-core
 * backend detectProxyServer, which asks only from localhost or 127.0.0.1).
 */
export async function isLocalBackend(): Promise<boolean> {
  if (!['localhost', '127.0.0.1'].includes(window.location.hostname)) return false;
  try {
    const response = await fetch(LOCAL_BACKEND_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'info' }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** What a save with the local backend did, and how the change reaches the website. */
export function savedLocallyText(path: string): string[] {
  return [
    `Saved on this computer only, in ${path}. The website has not changed.`,
    'To put it live: check the change with git diff, commit it, and push it to the repository ' +
      '(or open a pull request). The site is rebuilt from the repository and the change goes live ' +
      'a few minutes after it reaches the main branch.',
  ];
}

let notice: HTMLElement | null = null;

/** Shows, after a save with the local backend, where the change went (until closed). */
export function showSavedLocally(path: string): void {
  notice?.remove();
  const box = document.createElement('div');
  box.className = 'saved-locally';
  box.setAttribute('role', 'status');
  for (const line of savedLocallyText(path)) {
    const paragraph = document.createElement('p');
    paragraph.textContent = line;
    box.append(paragraph);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', () => box.remove());
  box.append(close);
  document.body.append(box);
  notice = box;
}
