import { ResourcesOverviewPage } from './overview-page';

/** /community/resources */
export default ResourcesOverviewPage;
