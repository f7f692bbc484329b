import { LinksOverviewPage } from './overview-page';

/** /community/links */
export default LinksOverviewPage;
