// @ts-check
// <clubhouse-game>: one script tag puts a Clubhouse game on any page.
//
//   <script type="module" src="https://example.org/clubhouse/embed.js"></script>
//   <clubhouse-game game="golfie" players="2" bots="normal" lang="fr"></clubhouse-game>
//
// The element holds an <iframe> of the suite's own page (found beside this file), so the game's
// styles, keys and storage stay apart from the host page's. It fills its box (give it a height,
// or it takes a minimum one) and re-dispatches what the game posts as DOM events that bubble:
// clubhouse:start, clubhouse:score, clubhouse:end and clubhouse:error, with the message's detail.
const PAGE = new URL('index.html', import.meta.url);
// Attributes passed to the page as URL parameters (see www/js/params.js for what each accepts).
const OPTIONS = ['game', 'learn', 'mode', 'course', 'players', 'seats', 'humans', 'bots', 'rounds', 'pace', 'lang', 'theme', 'relay', 'turn', 'turnuser', 'turncred', 'ice'];

const SHEET = new CSSStyleSheet();
SHEET.replaceSync(':host{display:block;width:100%;height:100%;min-height:30rem}'
  + ':host([hidden]){display:none}iframe{display:block;width:100%;height:100%;border:0}');

/**
 * The page's fragment for a `room` attribute: a room's link (or its `id.secret`), or its code;
 * anything else goes as it is, and the page says the link is cut short or mistyped.
 */
function roomFragment(value) {
  const text = String(value ?? '').trim();
  const link = /(?:^|#room=)([a-z2-9]{6}\.[a-z2-9]{16})$/.exec(text);
  if (link) return `room=${link[1]}`;
  const code = text.toLowerCase().replace(/[\s-]+/g, '');
  if (/^[a-z2-9]{6}$/.test(code)) return `code=${code}`;
  return text ? `room=${encodeURIComponent(text.slice(0, 80))}` : '';
}

/**
 * The page's fragment for a `review` attribute: a review's link (or its `#review=` part), which
 * opens that finished match at its step; anything else goes as it is, and the page says the link
 * came cut short.
 */
function reviewFragment(value) {
  const text = String(value ?? '').trim();
  const link = /(?:^|#)(review=[A-Za-z0-9_-]+(?:&step=\d{1,7})?(?:&eyes=(?:all|public|\d))?)$/.exec(text);
  if (link) return link[1];
  return text ? `review=${encodeURIComponent(text.slice(0, 80))}` : '';
}

class ClubhouseGame extends HTMLElement {
  static get observedAttributes() {
    return [...OPTIONS, 'save', 'label', 'room', 'review'];
  }

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    // A constructed stylesheet, not a <style> element, so a host page's strict style-src allows it.
    root.adoptedStyleSheets = [SHEET];
    this.frame = document.createElement('iframe');
    this.frame.allow = 'clipboard-write'; // the Share button copies a link
    root.append(this.frame);
    this.onMessage = this.onMessage.bind(this);
  }

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    this.load();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
  }

  attributeChangedCallback() {
    if (this.isConnected) this.load();
  }

  /**
   * The save slot: the `save` attribute, else the element's id, else its game and its place among
   * the elements of that game, so two elements never share (or overwrite) a match.
   */
  saveSlot() {
    const given = this.getAttribute('save') || this.id;
    if (given) return given.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 40);
    const game = (this.getAttribute('game') || 'suite').replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 20);
    const same = [...document.querySelectorAll('clubhouse-game')].filter((el) => (el.getAttribute('game') || 'suite') === (this.getAttribute('game') || 'suite'));
    return `${game}-${same.indexOf(this) + 1}`;
  }

  load() {
    const url = new URL(PAGE);
    url.searchParams.set('embed', '1');
    for (const name of OPTIONS) {
      const value = this.getAttribute(name);
      if (value != null) url.searchParams.set(name, value);
    }
    url.searchParams.set('save', this.saveSlot());
    // A room to join: its link's `#room=` part, or its code (which knocks). After `#`, so the
    // room's secret never reaches a server.
    const room = roomFragment(this.getAttribute('room'));
    // Or a finished match's review, at the step its link names.
    const review = reviewFragment(this.getAttribute('review'));
    if (room || review) url.hash = room || review;
    if (this.frame.src === url.href) return;
    // What screen readers call the frame; `label` lets the host page word it.
    this.frame.title = this.getAttribute('label') || `Clubhouse: ${this.getAttribute('game') || 'games'}`;
    this.frame.src = url.href;
  }

  onMessage(ev) {
    // Only this element's own frame, and only messages the game page tags as its own.
    if (ev.source !== this.frame.contentWindow || ev.origin !== PAGE.origin) return;
    const data = ev.data;
    if (!data || data.tag !== 'clubhouse' || typeof data.type !== 'string') return;
    this.dispatchEvent(new CustomEvent(`clubhouse:${data.type}`, { detail: data.detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get('clubhouse-game')) customElements.define('clubhouse-game', ClubhouseGame);
