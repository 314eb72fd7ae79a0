/**
 * Rich text from the content service, checked before it reaches a page: only the node types the
 * renderer knows are kept (others drop, or keep just their text), links must be http(s), mailto
 * or a path, and an embedded asset becomes a sized content image. Text stays text: the renderer
 * (RichText.tsx) never injects HTML, so `<script>` in a paragraph is shown, not run.
 */
import {
  BLOCKS,
  INLINES,
  MARKS,
  type Block,
  type Inline,
  type Text,
} from '@contentful/rich-text-types';
import type {RichText} from './content-types';
import {contentImage, isRecord} from './content-values';

const BLOCK_TYPES = new Set<string>([
  BLOCKS.PARAGRAPH,
  BLOCKS.HEADING_2,
  BLOCKS.HEADING_3,
  BLOCKS.HEADING_4,
  BLOCKS.UL_LIST,
  BLOCKS.OL_LIST,
  BLOCKS.LIST_ITEM,
  BLOCKS.QUOTE,
  BLOCKS.HR,
]);
/** The page's own title is its h1: an editor's heading 1 becomes a heading 2. */
const DEMOTED: Record<string, string> = {[BLOCKS.HEADING_1]: BLOCKS.HEADING_2};
const MARK_TYPES = new Set<string>([MARKS.BOLD, MARKS.ITALIC, MARKS.UNDERLINE, MARKS.CODE]);

type Child = Block | Inline | Text;

/** A link an editor may set: the web, e-mail, or a path of the shop. */
export function safeUri(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const uri = value.trim();
  return /^(https?:\/\/|mailto:|\/(?!\/))/i.test(uri) ? uri : null;
}

function textNode(value: string, marks: unknown): Text {
  const kept = Array.isArray(marks)
    ? marks.filter((mark) => isRecord(mark) && MARK_TYPES.has(String(mark.type)))
    : [];
  return {
    nodeType: 'text',
    value,
    marks: kept.map((mark) => ({type: String(mark.type)})),
    data: {},
  };
}

function children(value: unknown, imagesOrigin: string): Child[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((node) => checkedNode(node, imagesOrigin));
}

/** Text of an unknown inline, so its words stay while its behaviour goes. */
function plainText(node: Record<string, unknown>): Text[] {
  if (node.nodeType === 'text' && typeof node.value === 'string') return [textNode(node.value, [])];
  return Array.isArray(node.content)
    ? node.content.flatMap((child) => (isRecord(child) ? plainText(child) : []))
    : [];
}

function checkedNode(node: unknown, imagesOrigin: string): Child[] {
  if (!isRecord(node) || typeof node.nodeType !== 'string') return [];
  const data = isRecord(node.data) ? node.data : {};
  const type: string = DEMOTED[node.nodeType] ?? node.nodeType;
  if (type === 'text')
    return typeof node.value === 'string' ? [textNode(node.value, node.marks)] : [];
  if (type === BLOCKS.EMBEDDED_ASSET) {
    const image = contentImage(data.target, imagesOrigin);
    return image ? [{nodeType: BLOCKS.EMBEDDED_ASSET, data: {image}, content: []}] : [];
  }
  if (type === INLINES.HYPERLINK) {
    const uri = safeUri(data.uri);
    if (!uri) return plainText(node);
    return [{nodeType: INLINES.HYPERLINK, data: {uri}, content: plainText(node)}];
  }
  if (BLOCK_TYPES.has(type))
    return [
      {nodeType: type as BLOCKS, data: {}, content: children(node.content, imagesOrigin)} as Block,
    ];
  // Entry links, embedded entries, tables…: their words as a paragraph's text, or nothing.
  return (Object.values(INLINES) as string[]).includes(type) ? plainText(node) : [];
}

/** The checked document, or null when the field holds no rich text document. */
export function checkedRichText(value: unknown, imagesOrigin: string): RichText | null {
  if (!isRecord(value) || value.nodeType !== BLOCKS.DOCUMENT) return null;
  const content = children(value.content, imagesOrigin).filter(
    (node): node is Block =>
      (node.nodeType !== 'text' && BLOCK_TYPES.has(node.nodeType)) ||
      node.nodeType === BLOCKS.EMBEDDED_ASSET,
  );
  return content.length
    ? {nodeType: BLOCKS.DOCUMENT, data: {}, content: content as RichText['content']}
    : null;
}
