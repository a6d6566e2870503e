import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SendReport } from '#core/domain/invitations/invitations.schema.ts';
import { PhotoRequestForm } from './photo-request-panel.tsx';
import { photoRequestSummary } from './photo-request.rules.ts';

const noPhone = 'No phone number';
const skip = (name: string, reason: string) => ({ guestId: `id-${name}`, name, reason });

describe('photoRequestSummary', () => {
  it('counts the messages on the way and groups who was left out by reason', () => {
    const report: SendReport = {
      queued: 12,
      skipped: [skip('Bo', noPhone), skip('Em', noPhone), skip('Sam', 'Replied STOP to our texts, so they are not texted'), skip('Ivy', 'No email address')],
    };
    expect(photoRequestSummary(report)).toEqual({
      headline: 'Sent: 12 messages are on the way.',
      details: ['2 guests have no phone number: Bo, Em.', '1 guest replied STOP to our texts, so was not texted: Sam.', '1 guest has no email address: Ivy.'],
    });
  });

  it('names five guests per reason, then how many more', () => {
    const many = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((name) => skip(name, noPhone));
    expect(photoRequestSummary({ queued: 1, skipped: many }).details).toEqual(['7 guests have no phone number: A, B, C, D, E and 2 more.']);
    expect(photoRequestSummary({ queued: 1, skipped: [] }).headline).toBe('Sent: 1 message is on the way.');
  });

  it('says why nothing went out: nobody is going yet, or everyone was left out', () => {
    expect(photoRequestSummary({ queued: 0, skipped: [] })).toEqual({ headline: 'Nothing was sent: no guest has answered “going” yet.', details: [] });
    expect(photoRequestSummary({ queued: 0, skipped: [skip('Bo', noPhone)] }).headline).toBe('Nothing was sent.');
    expect(photoRequestSummary({ queued: 0, skipped: [skip('Bo', 'Something new')] }).details).toEqual(['1 guest skipped (Something new): Bo.']);
  });
});

describe('PhotoRequestForm', () => {
  const render = (props: Partial<Parameters<typeof PhotoRequestForm>[0]> = {}) =>
    renderToStaticMarkup(<PhotoRequestForm onSend={() => undefined} pending={false} error={null} report={null} labelledBy="heading" {...props} />);

  it('labels every control: the two channels, the note with its count, and the Send button', () => {
    const markup = render();
    expect(markup).toContain('aria-labelledby="heading"');
    expect(markup).toMatch(/<legend[^>]*>Send by<\/legend>/);
    for (const [label, checked] of [
      ['Email', true],
      ['Text message', false],
    ] as const) {
      const match = new RegExp(`<label for="([^"]+)"[^>]*><input id="\\1" type="checkbox"[^>]*?(checked="")?/>${label}</label>`).exec(markup);
      expect(match, label).not.toBeNull();
      expect(Boolean(match![2]), label).toBe(checked);
    }
    const note = /<label class="[^"]*" for="([^"]+)">Note \(optional\)<\/label><textarea id="\1"[^>]*maxLength="300"[^>]*aria-describedby="([^"]+)"/.exec(markup);
    expect(note).not.toBeNull();
    expect(markup).toContain(`id="${note![2]}"`);
    expect(markup).toMatch(/<button type="submit"[^>]*>Send<\/button>/);
  });

  it('waits while sending, shows a refusal as an alert and the result as a status', () => {
    expect(render({ pending: true })).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Sending...<\/button>/);
    expect(render({ error: 'Uploads to this album are closed.' })).toContain('role="alert"');
    const sent = render({ report: { queued: 3, skipped: [skip('Bo', noPhone)] } });
    expect(sent).toContain('role="status"');
    expect(sent).toContain('Sent: 3 messages are on the way.');
    expect(sent).toContain('1 guest has no phone number: Bo.');
  });
});
