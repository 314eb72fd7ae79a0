import type {EditorialBlockSection} from '~/lib/content/content-types';
import {ContentPicture} from './ContentPicture';
import {RichText} from './RichText';

/** Words and a picture side by side, the picture on the side the editors chose. */
export function EditorialBlock({
  block,
  priority,
}: {
  block: EditorialBlockSection;
  priority: boolean;
}) {
  const titleId = `editorial-${block.id}`;
  return (
    <section
      className={`editorial-block editorial-block--image-${block.imagePosition}`}
      aria-labelledby={titleId}
    >
      {block.image ? (
        <div className="editorial-block__media">
          <ContentPicture image={block.image} width={600} height={450} priority={priority} />
        </div>
      ) : null}
      <div className="editorial-block__body">
        <h2 id={titleId} className="section__title">
          {block.title}
        </h2>
        {block.body ? <RichText document={block.body} /> : null}
      </div>
    </section>
  );
}
