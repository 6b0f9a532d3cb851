import { Typography } from 'antd';
import { LegalPage, Section } from './legal-page';

const { Paragraph } = Typography;

export function PrivacyScreen() {
  return (
    <LegalPage title="Privacy Policy" updated="January 1, 2026">
      <Section heading="What we collect">
        <Paragraph>
          Your email address, a hash of your password, your viewing preferences, your favourite channels and
          your notes. Payments are handled by our card payment provider; we never see your card number.
        </Paragraph>
      </Section>
      <Section heading="Encrypted notes">
        <Paragraph>
          Encrypted notes are encrypted in your browser before they are sent. The key is derived from your
          password and never leaves your device, so we cannot read these notes. Without your password they
          cannot be recovered.
        </Paragraph>
      </Section>
      <Section heading="No tracking, no recommendations">
        <Paragraph>
          Stillframe does not build a profile of your viewing and shows no algorithmic recommendations. Videos
          play through YouTube's privacy-enhanced player; YouTube's own privacy policy applies to the player.
          Stillframe is not affiliated with YouTube.
        </Paragraph>
      </Section>
      <Section heading="Export">
        <Paragraph>
          You can download your data from Account Settings. The export covers your favourite channels, your
          regular notes and where you stopped in each video (kept to offer resuming there). Without an
          account, those positions stay in your browser only.
        </Paragraph>
      </Section>
      <Section heading="Deletion">
        <Paragraph>
          When you delete your account, your personal data is removed from our systems within 30 days,
          including your notes, favourites, playback positions and sessions.
        </Paragraph>
      </Section>
      <Section heading="Children">
        <Paragraph>
          Stillframe is not for children under 13, and we do not knowingly collect their data.
        </Paragraph>
      </Section>
      <Section heading="Contact">
        <Paragraph>Questions about your data can be sent to privacy@stillframe.app.</Paragraph>
      </Section>
    </LegalPage>
  );
}
