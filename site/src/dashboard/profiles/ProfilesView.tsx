import { useState } from 'react';
import { ProfileLeadForm } from '../contacts/lead-form/ProfileLeadForm';
import { useT } from '../lib/i18n';
import { sectionPath } from '../lib/routes';
import { useCompanies, useProfiles } from '../stores/people';
import { RouteTabs, Spinner } from '../ui/parts';
import { Invitations } from './Invitations';
import { MyCompanies } from './MyCompanies';
import { ProfileEditor } from './ProfileEditor';
import { ProfileList } from './ProfileList';
import { QrCodeTab } from './QrCodeTab';
import { SignatureTab } from './SignatureTab';
import { VideoCard } from './VideoCard';

/**
 * Profiles (SPEC §2): tab Your Profile (edit, profiles, invitations, my companies), tab Your QR Code and tab
 * Signature & Background (email signatures and video-call backgrounds, issue 21).
 */
export function ProfilesView({ tab }: { tab?: string }) {
  const t = useT();
  const profiles = useProfiles();
  const companies = useCompanies();
  const [selected, setSelected] = useState('');
  const current = tab === 'qr-code' || tab === 'signature' ? tab : 'profile';
  const active = profiles?.find((p) => p.isActive) ?? profiles?.[0];
  const editing = profiles?.find((p) => p.shortId === selected) ?? active;

  return (
    <>
      <RouteTabs
        label={t('titleProfiles')}
        current={current}
        tabs={[
          { id: 'profile', href: sectionPath('profiles'), label: t('tabYourProfile') },
          { id: 'qr-code', href: sectionPath('profiles', 'qr-code'), label: t('tabYourQrCode') },
          { id: 'signature', href: sectionPath('profiles', 'signature'), label: t('tabSignature') },
        ]}
      />
      {!profiles || !companies || !active || !editing ? (
        <Spinner label={t('loading')} />
      ) : current === 'signature' ? (
        <SignatureTab profiles={profiles} active={active} />
      ) : current === 'qr-code' ? (
        <div className="space-y-5">
          <Invitations companies={companies.filter((c) => c.role === 'invited')} />
          <QrCodeTab active={active} />
        </div>
      ) : (
        <div className="space-y-5">
          <Invitations companies={companies.filter((c) => c.role === 'invited')} />
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            {/* A change made elsewhere (a company joined, a save in another tab) starts the form again. */}
            <div className="space-y-5">
              <ProfileEditor
                key={`${editing.shortId}:${editing.updatedAt}:${editing.companies.map((c) => c.shortId).join()}`}
                profile={editing}
                companies={companies}
              />
              <ProfileLeadForm
                key={`${editing.shortId}:${editing.companies.map((c) => c.shortId).join()}`}
                profileShortId={editing.shortId}
                name={editing.fullName}
              />
            </div>
            <div className="space-y-5">
              <VideoCard key={`video:${editing.shortId}:${editing.updatedAt}`} profile={editing} />
              <ProfileList profiles={profiles} selected={editing.shortId} onSelect={setSelected} />
              <MyCompanies companies={companies.filter((c) => c.role !== 'invited')} />
            </div>
          </div>
        </div>
      )}
    </>
  );
}
