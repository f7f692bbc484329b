import { ResourceList } from './list-page';

/** /community/resources/:slug */
export default ResourceList;
