import { ErrorState, Spinner } from '@/components/ui/feedback';
import { useOwnProfile } from './api/get-own-profile';
import { ProfileForm } from './components/profile-form';

/** /updateprofile */
export default function UpdateProfilePage() {
  const profile = useOwnProfile();
  return (
    <>
      <h1>Edit Profile</h1>
      {profile.isPending ? (
        <Spinner />
      ) : profile.isError ? (
        <ErrorState onRetry={() => void profile.refetch()} />
      ) : (
        <ProfileForm key={profile.data.id} profile={profile.data} />
      )}
    </>
  );
}
