import { Card, Flex, Radio, Switch, Typography } from 'antd';
import './community-card.css';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAccess } from '@/lib/auth/use-access';
import { useDeArrowSettings } from '@/lib/dearrow/dearrow-settings';
import {
  SEGMENT_CATEGORIES,
  useSegmentSettings,
  type SegmentChoice,
} from '@/lib/sponsorblock/segment-settings';

const CHOICES: Array<{ value: SegmentChoice; label: string }> = [
  { value: 'skip', label: 'Skip' },
  { value: 'show', label: 'Show only' },
  { value: 'off', label: 'Off' },
];

/**
 * SponsorBlock's per-category choices and DeArrow's switches (Pro). Kept in this browser for this
 * account, like the theme, and applied at once: no save button.
 */
export function CommunityCard() {
  const access = useAccess();
  const [segments, setSegment] = useSegmentSettings();
  const [deArrow, setDeArrow] = useDeArrowSettings();
  const pro = access.status === 'granted';
  return (
    <Card title={<h2 className="sf-card-title">SponsorBlock and DeArrow</h2>}>
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          Segments, titles and thumbnails written by the SponsorBlock and DeArrow communities. Stillframe asks
          for them without telling those services which video you watch.
          {pro ? null : (
            <>
              {' '}
              Part of{' '}
              <Link className="sf-inline-link" to={paths.subscribe.getHref()}>
                Pro
              </Link>
              .
            </>
          )}
        </Typography.Paragraph>
        <fieldset className="sf-community-fieldset" disabled={!pro}>
          <legend className="sf-community-legend">Segments (SponsorBlock)</legend>
          <Flex vertical gap={10}>
            {SEGMENT_CATEGORIES.map(({ category, label, hint }) => (
              <Flex key={category} align="center" justify="space-between" wrap gap={8}>
                <span>
                  <span id={`segment-${category}`}>{label}</span>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {hint}
                  </Typography.Text>
                </span>
                <Radio.Group
                  aria-labelledby={`segment-${category}`}
                  name={`segment-choice-${category}`}
                  optionType="button"
                  size="small"
                  value={segments[category]}
                  options={CHOICES}
                  disabled={!pro}
                  onChange={(event) => setSegment(category, event.target.value as SegmentChoice)}
                />
              </Flex>
            ))}
          </Flex>
        </fieldset>
        <fieldset className="sf-community-fieldset" disabled={!pro}>
          <legend className="sf-community-legend">Titles and thumbnails (DeArrow)</legend>
          <Flex vertical gap={10}>
            <Flex align="center" gap={10}>
              <Switch
                id="dearrow-enabled"
                checked={deArrow.enabled}
                disabled={!pro}
                onChange={(enabled) => setDeArrow({ enabled })}
              />
              <label htmlFor="dearrow-enabled">Show community titles and thumbnails</label>
            </Flex>
            <Flex align="center" gap={10}>
              <Switch
                id="dearrow-format"
                checked={deArrow.formatOriginalTitles}
                disabled={!pro || !deArrow.enabled}
                onChange={(formatOriginalTitles) => setDeArrow({ formatOriginalTitles })}
              />
              <label htmlFor="dearrow-format">
                Format original titles (sentence case, no ALL CAPS, no &quot;!!!&quot;) where there is no
                community title
              </label>
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              The original is always one click away: the DeArrow button on a card or beside a title, or{' '}
              <kbd>O</kbd> on the watch page.
            </Typography.Text>
          </Flex>
        </fieldset>
      </Flex>
    </Card>
  );
}
