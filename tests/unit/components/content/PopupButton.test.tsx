// A content button opens what the layout (decided once, handed down)
// names, with the page's lead sources laid over the layout's. It reads no router and no table.
// It opens its dialog without script (the browser's invoker command), so what it hands the
// browser is what is checked: which dialog, and the sources its form sends.
import { render, screen } from '@testing-library/react';
import PopupButton from '../../../../components/content/PopupButton';
import { LayoutProvider } from '../../../../components/common/LayoutContext';
import { selectLayout } from '../../../../lib/layout';

const sourceOf = (button: HTMLElement) => JSON.parse(button.getAttribute('data-lead-source') ?? 'null');

it('on an enterprise page: the enterprise lead form, with the sources the CMS gives the page and its CTA block', () => {
  render(
    <LayoutProvider value={selectLayout('/enterprise/contact-us')}>
      <PopupButton leadSource={{ source: 'Maven Enterprise', sub_source: 'Enterprise Call Back', channel: '' }}>Request a call back</PopupButton>
    </LayoutProvider>,
  );
  const button = screen.getByRole('button', { name: 'Request a call back' });
  expect(button).toHaveAttribute('command', 'show-modal');
  expect(button).toHaveAttribute('commandfor', 'lead-dialog-enterpriseLead');
  expect(sourceOf(button)).toEqual({ source: 'Maven Enterprise', sub_source: 'Enterprise Call Back' });
});

it('elsewhere: the demo popup, with only what the page sets (spec defaults fill the rest at submit)', () => {
  render(
    <LayoutProvider value={selectLayout('/physical-design-and-verification-course')}>
      <PopupButton leadSource={{ sub_source: 'Physical Design Course' }}>Enquire now</PopupButton>
    </LayoutProvider>,
  );
  const button = screen.getByRole('button', { name: 'Enquire now' });
  expect(button).toHaveAttribute('commandfor', 'lead-dialog-header');
  expect(sourceOf(button)).toEqual({ sub_source: 'Physical Design Course' });
});
