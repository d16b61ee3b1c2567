// Issue 13.3 / 14.1 / 14.4: a content button opens what the layout (decided once, handed down)
// names, with the page's lead sources laid over the layout's. It reads no router and no table.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PopupButton from '../../../../components/content/PopupButton';
import { LayoutProvider } from '../../../../components/common/LayoutContext';
import { selectLayout } from '../../../../lib/layout';

const open = jest.fn();
jest.mock('../../../../components/leads/DemoPopupContext', () => ({ useOpenPopup: () => open }));

beforeEach(() => open.mockReset());

it('on an enterprise page: the enterprise lead form, with the sources the CMS gives the page and its CTA block', async () => {
  render(
    <LayoutProvider value={selectLayout('/enterprise/contact-us')}>
      <PopupButton leadSource={{ source: 'Maven Enterprise', sub_source: 'Enterprise Call Back', channel: '' }}>Request a call back</PopupButton>
    </LayoutProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Request a call back' }));
  expect(open).toHaveBeenCalledWith('enterpriseLead', { source: 'Maven Enterprise', sub_source: 'Enterprise Call Back' });
});

it('elsewhere: the demo popup, with only what the page sets (spec defaults fill the rest at submit)', async () => {
  render(
    <LayoutProvider value={selectLayout('/physical-design-and-verification-course')}>
      <PopupButton leadSource={{ sub_source: 'Physical Design Course' }}>Enquire now</PopupButton>
    </LayoutProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Enquire now' }));
  expect(open).toHaveBeenCalledWith('header', { sub_source: 'Physical Design Course' });
});
