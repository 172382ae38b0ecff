import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '#app/test/render-app.tsx';
import { fakeApi, okAnswer, refusal } from '#app/test/session-fixtures.ts';

const jsdomScrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function contactApi(
  answer: () => Response = () => okAnswer({ received: true, reference: 'HT-7KQ2-M9XD' }),
) {
  const api = fakeApi({ '/v2/support/contact': answer });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

describe('contact us', () => {
  it('offers the three forms; choosing one opens it, back to the choice clears it', async () => {
    contactApi();
    const { user, router } = await renderApp('/contact-us');
    const choice = await screen.findByRole('group', { name: 'Where did you get your box?' });
    expect(
      within(choice)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'I bought my box from a retail or online store',
      'I got my box from my internet or phone provider',
      "I don't have a box",
    ]);
    await user.click(within(choice).getByRole('button', { name: "I don't have a box" }));
    expect(router.state.location.pathname).toBe('/contact-us/general');
    expect(await screen.findByRole('heading', { name: 'General enquiries' })).toBeVisible();
    expect(screen.queryByLabelText(/Box ID or activation code/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your name'), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Back to the choice' }));
    expect(router.state.location.pathname).toBe('/contact-us');
    await user.click(await screen.findByRole('button', { name: "I don't have a box" }));
    expect(await screen.findByLabelText('Your name')).toHaveValue('');
  });

  it('preselects the form the category names, with the provider advice, links and list', async () => {
    contactApi();
    await renderApp('/contact-us/ISPS');
    expect(
      await screen.findByRole('heading', { name: 'Internet and phone provider customers' }),
    ).toBeVisible();
    expect(screen.getByText(/Restart your box/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/faqs');
    expect(screen.getByRole('link', { name: 'User guides' })).toHaveAttribute(
      'href',
      '/support/user-guides',
    );
    const providers = screen.getByRole('list', { name: 'Providers whose customers use this form' });
    expect(within(providers).getByText('Telstra')).toBeVisible();
    expect(screen.getByLabelText('Topic')).toHaveValue('hardware');
  });

  it('gives each form its own title and H1', async () => {
    contactApi();
    await renderApp('/contact-us/retail');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Contact us: Retail and online store customers',
      }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Contact us: Retail and online store customers – Home TV'),
    );
  });

  it('shows the support hours and other ways to get help beside the choice and the forms', async () => {
    contactApi();
    await renderApp('/contact-us');
    const other = await screen.findByRole('complementary', { name: 'Other ways to get help' });
    expect(within(other).getByRole('heading', { name: 'Support hours' })).toBeVisible();
    expect(other).toHaveTextContent('Monday to Friday 8 am to 8 pm');
    expect(within(other).getByRole('link', { name: 'Search the help centre' })).toHaveAttribute(
      'href',
      '/faqs',
    );
    expect(
      within(other).getByRole('link', { name: 'Still need help? More ways to reach us' }),
    ).toHaveAttribute('href', '/support/still-need-help');
  });

  it('refuses an invalid e-mail with a message and sends nothing', async () => {
    const api = contactApi();
    const { user } = await renderApp('/contact-us/retail');
    await user.type(await screen.findByLabelText('Your name'), 'Alex');
    await user.type(screen.getByLabelText('E-mail address'), 'alex@');
    await user.type(screen.getByLabelText('How can we help?'), 'My remote does not pair.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const email = screen.getByLabelText('E-mail address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@example.com.');
    expect(email).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct the fields marked above.');
    expect(api.callsTo('/v2/support/contact')).toHaveLength(0);
  });

  it('sends the enquiry with every field and thanks the visitor', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const api = contactApi();
    const { user } = await renderApp('/contact-us/retail');
    await user.type(await screen.findByLabelText('Your name'), 'Alex Citizen');
    await user.type(screen.getByLabelText('E-mail address'), 'alex@example.com');
    await user.type(screen.getByLabelText('Phone number'), '0400 000 000');
    await user.type(screen.getByLabelText('Box ID or activation code'), 'CUST0001');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Billing and payments');
    await user.type(screen.getByLabelText('How can we help?'), 'I was charged twice for a pack.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const sent = await screen.findByRole('status', { name: 'Thanks, we have your message' });
    // Focus and view move to the confirmation, so a phone visitor sees it (issue 23).
    expect(sent).toHaveFocus();
    expect(scrolled.mock.contexts[0]).toBe(sent);
    expect(sent).toHaveTextContent('Your reference number: HT-7KQ2-M9XD');
    expect(within(sent).getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(sent).toHaveTextContent('no need to send it again');
    const [call] = api.callsTo('/v2/support/contact');
    expect(Object.fromEntries(call!.form)).toEqual({
      form: 'retail',
      name: 'Alex Citizen',
      email: 'alex@example.com',
      phone: '0400 000 000',
      boxId: 'CUST0001',
      topic: 'billing',
      message: 'I was charged twice for a pack.',
      website: '',
    });
  });

  it("logs a failure as 'status - statusText' and keeps what was typed", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    contactApi(() => refusal('ERR_RATE_LIMITED', 'Too many', 429));
    const { user } = await renderApp('/contact-us/general');
    await user.type(await screen.findByLabelText('Your name'), 'Alex');
    await user.type(screen.getByLabelText('E-mail address'), 'alex@example.com');
    await user.type(screen.getByLabelText('How can we help?'), 'Which box should I buy?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages in the last hour',
    );
    expect(log).toHaveBeenCalledWith(
      'Enquiry not sent',
      expect.objectContaining({ email: 'alex@example.com' }),
      '429 - Too Many Requests',
    );
    expect(screen.getByLabelText('How can we help?')).toHaveValue('Which box should I buy?');
  });
});
