import { createHmac } from 'node:crypto';
import { isChannelSealValid, sealChannel } from '../src/channel-seal/channel-seal.js';

const secret = 'a-secret-of-at-least-thirty-two-characters';
const channel = {
  id: 'UCabcdefghijklmnopqrstuv',
  title: 'Rivers & Lakes',
  thumbnailUrl: 'https://yt3.ggpht.com/a.jpg',
  subscriberCount: '12400',
  description: 'Long walks\nby water',
};

describe('channel seals', () => {
  it('are 43 base64url characters, the same for the same fields and secret', () => {
    const seal = sealChannel(channel, secret);
    expect(seal).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sealChannel({ ...channel }, secret)).toBe(seal);
    expect(isChannelSealValid(channel, seal, secret)).toBe(true);
  });

  it('break when any field changes, when text moves between fields, or under another secret', () => {
    const seal = sealChannel(channel, secret);
    for (const field of Object.keys(channel) as Array<keyof typeof channel>)
      expect(isChannelSealValid({ ...channel, [field]: `${channel[field]}x` }, seal, secret)).toBe(false);
    const moved = { ...channel, title: 'Rivers &', subscriberCount: ' Lakes12400' };
    expect(isChannelSealValid(moved, seal, secret)).toBe(false);
    expect(isChannelSealValid(channel, seal, `${secret}!`)).toBe(false);
    for (const malformed of ['', 'short', `${seal}A`, '!'.repeat(43)])
      expect(isChannelSealValid(channel, malformed, secret)).toBe(false);
  });

  it('use a key of their own, derived from the secret, never the secret itself', () => {
    const text = JSON.stringify(Object.values(channel));
    const underSecret = createHmac('sha256', secret).update(text).digest('base64url');
    expect(sealChannel(channel, secret)).not.toBe(underSecret);
  });
});
