import CommunityMenuPage from '@/features/community/components/community-menu-page';
import { JournalWatchBlock } from '@/features/news/journal-watch-block';

/**
 * /community: the four service cards and the member directory (community), then the news block
 * with two Journal Watch articles (news). It lives in app/ because it composes two features.
 */
export default function CommunityHome() {
  return (
    <>
      <CommunityMenuPage />
      <JournalWatchBlock />
    </>
  );
}
