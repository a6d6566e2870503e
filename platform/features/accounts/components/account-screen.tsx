import { Button } from '#platform/components/ui/button.tsx';
import { Card } from '#platform/components/ui/card.tsx';
import { PageSkeleton } from '#platform/components/ui/skeleton.tsx';
import { useCurrentUser, useSignOut } from '#platform/lib/current-user.ts';
import { useDocumentMeta } from '#platform/lib/document-meta.ts';
import { BoardRemindersSection } from './board-reminders-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { ProfileSection } from './profile-section.tsx';
import { PushRemindersSection } from './push-reminders-section.tsx';
import { SessionsSection } from './sessions-section.tsx';

/** /account: profile, birthday, password, sessions and account deletion. */
export function AccountScreen() {
  useDocumentMeta('Account Settings');
  const { user, isLoading } = useCurrentUser();
  const signOut = useSignOut();
  if (isLoading || !user) return <PageSkeleton />;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-extrabold">Account Settings</h1>
        <p className="mt-2 text-muted-foreground">Manage your profile, birthday and sign-in.</p>
      </div>
      {/* Keyed by the saved values so the form shows what the server stored after each save. */}
      <ProfileSection key={`${user.name}|${user.birthdayMonth}|${user.showOnBirthdayBoard}`} user={user} />
      <BoardRemindersSection />
      <PushRemindersSection />
      <PasswordSection user={user} />
      <SessionsSection />
      <Card className="p-6">
        <h2 className="text-lg font-bold">Sign out</h2>
        <p className="mt-2 text-sm text-muted-foreground">Sign out of this browser only.</p>
        <Button variant="outline" className="mt-4" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          Sign Out
        </Button>
      </Card>
      <DeleteAccountSection user={user} />
    </div>
  );
}
