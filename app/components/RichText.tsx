import type {ReactNode} from 'react';
import {Link} from './Link';
import {documentToReactComponents, type Options} from '@contentful/rich-text-react-renderer';
import {BLOCKS, INLINES, type Block, type Inline} from '@contentful/rich-text-types';
import {useShell} from '~/hooks/use-shell';
import {localizePath} from '~/lib/markets';
import type {ContentImage, RichText as RichTextDocument} from '~/lib/content/content-types';
import {ContentPicture} from './ContentPicture';

/** Embedded pictures fill the text column. */
const EMBEDDED_WIDTH = 720;

/**
 * Checked rich text (lib/content/rich-text.ts) with the official renderer: React elements only,
 * so text, `<script>` included, is always text. A link to a shop path stays in the market.
 */
export function RichText({document}: {document: RichTextDocument}) {
  const {market} = useShell();
  const options: Options = {
    renderNode: {
      [BLOCKS.EMBEDDED_ASSET]: (node: Block | Inline) => (
        <figure className="rich-text__figure">
          <ContentPicture image={node.data.image as ContentImage} width={EMBEDDED_WIDTH} />
        </figure>
      ),
      [INLINES.HYPERLINK]: (node: Block | Inline, children: ReactNode) => {
        const uri = String(node.data.uri);
        return uri.startsWith('/') ? (
          <Link to={localizePath(market, uri)}>{children}</Link>
        ) : (
          <a href={uri} rel="noopener noreferrer">
            {children}
          </a>
        );
      },
    },
  };
  return <div className="rich-text">{documentToReactComponents(document, options)}</div>;
}
