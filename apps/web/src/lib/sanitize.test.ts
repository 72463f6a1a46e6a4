import DOMPurify from 'dompurify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsSanitizer } from './sanitize.js';

// DOMPurify does nothing useful under happy-dom, for two differences from the DOM standard that
// every browser follows: happy-dom's NodeIterator stops once the node it stands on is removed
// (the standard carries on from the node before it), and its Node.prototype.nodeName getter,
// which DOMPurify keeps to read every node's name, answers '' for elements (each class defines
// its own). These tests make their DOMPurify instance while both follow the standard.

function following(node: Node, root: Node): Node | null {
  if (node.firstChild !== null) return node.firstChild;
  for (let at: Node | null = node; at !== null && at !== root; at = at.parentNode) {
    if (at.nextSibling !== null) return at.nextSibling;
  }
  return null;
}

function preceding(node: Node, root: Node): Node | null {
  if (node === root) return null;
  let at = node.previousSibling;
  if (at === null) return node.parentNode;
  while (at.lastChild !== null) at = at.lastChild;
  return at;
}

function isUnder(node: Node, root: Node): boolean {
  for (let at: Node | null = node; at !== null; at = at.parentNode) if (at === root) return true;
  return false;
}

function standardIterator(this: Document, root: Node, whatToShow = 0xffffffff): NodeIterator {
  let reference: Node | null = null;
  let before: Node | null = null;
  const shows = (node: Node) => (whatToShow & (1 << (node.nodeType - 1))) !== 0;
  const nextNode = (): Node | null => {
    let at: Node | null;
    if (reference === null) at = root;
    else if (isUnder(reference, root)) at = following(reference, root);
    else at = before === null ? root : following(before, root);
    while (at !== null && !shows(at)) at = following(at, root);
    reference = at;
    before = at === null ? null : preceding(at, root);
    return at;
  };
  return { nextNode, root, whatToShow } as unknown as NodeIterator;
}

/** The prototype that gives the documents DOMPurify parses into their createNodeIterator. */
function iteratorOwner(): { createNodeIterator: Document['createNodeIterator'] } {
  const parsed = document.createElement('template').content.ownerDocument;
  let at = Object.getPrototypeOf(parsed) as object;
  while (!Object.prototype.hasOwnProperty.call(at, 'createNodeIterator')) {
    at = Object.getPrototypeOf(at) as object;
  }
  return at as { createNodeIterator: Document['createNodeIterator'] };
}

const owner = iteratorOwner();
const originalIterator = owner.createNodeIterator;
const originalNodeName = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeName');

/** Node.prototype.nodeName as a browser has it: the node's name, whatever its class. */
function standardNodeName(this: Node): string {
  for (let at: object | null = Object.getPrototypeOf(this) as object; at !== Node.prototype;) {
    if (at === null) break;
    const own = Object.getOwnPropertyDescriptor(at, 'nodeName');
    if (own?.get !== undefined) return own.get.call(this) as string;
    at = Object.getPrototypeOf(at) as object | null;
  }
  return String(originalNodeName?.get?.call(this));
}

let sanitizeCmsHtml: (html: string) => string;

beforeAll(() => {
  owner.createNodeIterator = standardIterator;
  Object.defineProperty(Node.prototype, 'nodeName', {
    get: standardNodeName,
    configurable: true,
  });
  // An instance of its own, made while the standard iterator is in place (it keeps the one it
  // finds); the page's instance is made the same way on the browser's document.
  sanitizeCmsHtml = cmsSanitizer(DOMPurify(window));
});

afterAll(() => {
  owner.createNodeIterator = originalIterator;
  if (originalNodeName !== undefined) {
    Object.defineProperty(Node.prototype, 'nodeName', originalNodeName);
  }
});

describe('sanitizeCmsHtml', () => {
  it('keeps the outline: h2 to h4, lists and tables', () => {
    const html =
      '<h2>Terms</h2><h3>Accounts</h3><h4>Age</h4><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<table><caption>Limits</caption><thead><tr><th scope="col">Method</th></tr></thead>' +
      '<tbody><tr><td colspan="2">Card</td></tr></tbody></table>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });

  it('reduces an h1, h5 and h6 to their text (the page has its own h1)', () => {
    expect(sanitizeCmsHtml('<h1>Big</h1><h5>Small</h5><h6>Tiny</h6>')).toBe('BigSmallTiny');
  });

  it('drops scripts, styles, frames and images with their content', () => {
    const html =
      '<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><img src="x" onerror="alert(1)">';
    expect(sanitizeCmsHtml(html)).toBe('<p>ok</p>');
  });

  it('drops event handlers, inline styles and classes but keeps the element', () => {
    expect(
      sanitizeCmsHtml('<td onclick="x()" style="color:red" class="c" scope="row">a</td>'),
    ).not.toMatch(/onclick|style|class/);
    expect(sanitizeCmsHtml('<h2 onclick="x()" style="color:red">Title</h2>')).toBe(
      '<h2>Title</h2>',
    );
  });

  it('keeps http(s), mailto and same-site links and drops javascript: ones', () => {
    expect(sanitizeCmsHtml('<a href="/en/faq">FAQ</a>')).toBe('<a href="/en/faq">FAQ</a>');
    expect(sanitizeCmsHtml('<a href="mailto:help@lumo.test">mail</a>')).toBe(
      '<a href="mailto:help@lumo.test">mail</a>',
    );
    expect(sanitizeCmsHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('makes a link that opens a new tab noopener', () => {
    expect(sanitizeCmsHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeCmsHtml('')).toBe('');
  });
});
