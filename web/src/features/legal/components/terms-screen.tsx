import { Typography } from 'antd';
import { LegalPage, Section } from './legal-page';

const { Paragraph } = Typography;

export function TermsScreen() {
  return (
    <LegalPage title="Terms of Service" updated="January 1, 2026">
      <Section heading="1. The service">
        <Paragraph>
          Stillframe is a distraction-free viewer for videos published on YouTube. You can search for videos,
          watch them in an embedded player, save favourite channels and take timestamped notes. Stillframe is
          an independent product and is not affiliated with, endorsed by or sponsored by YouTube or Google.
        </Paragraph>
      </Section>
      <Section heading="2. Eligibility">
        <Paragraph>You must be at least 13 years old to create an account or use Stillframe.</Paragraph>
      </Section>
      <Section heading="3. Your account">
        <Paragraph>
          Keep your password safe. You are responsible for what happens under your account. Encrypted notes
          are encrypted in your browser with a key derived from your password: we cannot read them, and if you
          lose your password, encrypted notes cannot be recovered.
        </Paragraph>
      </Section>
      <Section heading="4. Pro subscription">
        <Paragraph>
          Search, favourites and notes are part of the Pro plan at $5.00 per month, billed monthly through our
          card payment provider. You can cancel at any time; access continues until the end of the paid
          period. If you are not satisfied, ask for a refund within 30 days of your first payment under our
          30-day money-back guarantee.
        </Paragraph>
      </Section>
      <Section heading="5. Your content and export">
        <Paragraph>
          Your notes and favourites belong to you. You can export your data at any time from Account Settings.
          The export covers your favourite channels and your regular notes only; encrypted notes are never
          readable by us and are not part of it.
        </Paragraph>
      </Section>
      <Section heading="6. Deleting your account">
        <Paragraph>
          You can delete your account in Account Settings. Deletion removes your personal data within 30 days
          and cancels an active subscription.
        </Paragraph>
      </Section>
      <Section heading="7. Acceptable use">
        <Paragraph>
          Do not misuse the service: no automated scraping, no attempts to break its security, and no use that
          breaks YouTube's terms for the videos you watch through it.
        </Paragraph>
      </Section>
      <Section heading="8. Changes">
        <Paragraph>
          We may update these terms; we will tell you about material changes before they take effect.
        </Paragraph>
      </Section>
    </LegalPage>
  );
}
