import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount';

/** How long to wait for the widget on a busy machine; a wait ends once the widget is there. */
const settled = { timeout: 4_000 };

const elements: HTMLElement[] = [];
function place() {
  const element = document.createElement('div');
  document.body.append(element);
  elements.push(element);
  return element;
}
afterEach(() => {
  for (const element of elements.splice(0)) element.remove();
});

describe('mount', () => {
  it('renders the calculator with the CMS options in its locale', async () => {
    const element = place();
    const unmount = mount(element, { locale: 'en', price: '60000', plan: 'fifth' });
    await vi.waitFor(() => expect(element.querySelector('table')).not.toBeNull(), settled);
    expect(element.querySelector('h2')?.textContent).toBe('Finance calculator');
    expect(element.querySelector('table')?.textContent).toContain('€12,955.20');
    unmount();
    await vi.waitFor(() => expect(element.innerHTML).toBe(''), settled);
  });

  it('falls back to German and the price input for unreadable options', async () => {
    const element = place();
    const unmount = mount(element, { locale: 'xx', price: 'viel', plan: 'half' });
    await vi.waitFor(
      () => expect(element.querySelector('input[type="text"]')).not.toBeNull(),
      settled,
    );
    expect(element.querySelector('h2')?.textContent).toBe('Finanzierungsrechner');
    unmount();
  });

  it('shows its own error block instead of throwing on a render error', async () => {
    const element = place();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unmount = mount(element, {
      locale: 'de',
      now: () => {
        throw new Error('broken clock');
      },
      validUntil: '2024-06-21',
    });
    await vi.waitFor(() => expect(element.querySelector('[role="alert"]')).not.toBeNull(), settled);
    expect(element.textContent).toContain('kann gerade nicht angezeigt werden');
    unmount();
    error.mockRestore();
  });

  it('never throws when it cannot mount', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => mount(null as unknown as HTMLElement, {})()).not.toThrow();
    error.mockRestore();
  });
});
