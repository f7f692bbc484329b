import { LinkList } from './list-page';

/** /community/links/:slug */
export default LinkList;
