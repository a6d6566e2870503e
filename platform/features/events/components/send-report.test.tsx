import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { skipReasons } from '#core/domain/invitations/invitations.rules.ts';
import { GuestTable } from './guest-table.tsx';
import { SendReportView } from './send-invitations-dialog.tsx';

const noop = () => undefined;
/** The markup without the comments React puts between adjacent text parts. */
const render = (node: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(node).replaceAll('<!-- -->', '');
const phoneOnly = { queued: 0, skipped: [{ guestId: 'g1', name: 'Pat Phone', reason: skipReasons.noEmail }] };

describe('SendReportView', () => {
  it('a send that reached nobody is not shown as a success: it says who was not reached, why, and offers a text', () => {
    const markup = render(<SendReportView report={phoneOnly} onDone={noop} channels={['email']} onTextThem={noop} />);
    expect(markup).not.toContain('0 messages on the way');
    expect(markup).not.toContain('data-tone="success"');
    expect(markup).toContain('Nothing was sent');
    expect(markup).toContain('Not reached: 1 guest');
    expect(markup).toContain('<span class="font-semibold">Pat Phone</span>: No email address, and texting was off for this send');
    expect(markup).toContain('Text Pat Phone instead');
  });

  it('a send that reached some says how many, and offers no text when texting was on', () => {
    const markup = render(<SendReportView report={{ ...phoneOnly, queued: 2 }} onDone={noop} channels={['email', 'sms']} onTextThem={noop} />);
    expect(markup).toContain('data-tone="success"');
    expect(markup).toContain('2 messages on the way.');
    expect(markup).not.toContain('instead');
  });
});

describe('GuestTable', () => {
  it('names the party size column for what it is and shows numbers in the party’s national format', () => {
    const guest = { id: 'g1', name: 'Pat Phone', email: null, phone: '+15125550142', smsOptedOut: false, listStatus: 'invited', partySize: 1, plusOnesAllowed: 1, plusOneNames: [], source: 'host' };
    const markup = render(
      <GuestTable
        guests={[guest as never]}
        partyCountry="US"
        selected={new Set()}
        onToggle={noop}
        onToggleAll={noop}
        onEdit={noop}
        onRemove={noop}
        onCopyLink={noop}
        onResetLink={noop}
        emptyText=""
      />,
    );
    expect(markup).toContain('Party size');
    expect(markup).toMatch(/>1<span[^>]*> of 2 allowed</);
    expect(markup).toContain('(512) 555-0142');
  });
});
