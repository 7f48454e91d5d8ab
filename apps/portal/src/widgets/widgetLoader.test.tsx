import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  mountWidgets,
  startWidgetLoader,
  type MountWidget,
  type WidgetRegistry,
} from './widgetLoader';

const page = document.createElement('div');
document.body.append(page);
afterEach(() => page.replaceChildren());

/** A widget that writes its options into its element, as a real one renders into it. */
const echo: MountWidget = (element, options) => {
  element.textContent = `echo ${JSON.stringify(options)}`;
  return () => element.replaceChildren();
};
const throwing: MountWidget = () => {
  throw new Error('render failed');
};

function cmsPage(html: string) {
  page.innerHTML = html;
}

const texts = async (locale: string) => `unavailable (${locale})`;
const quiet = () => {};

describe('mountWidgets', () => {
  it('mounts each widget with the options of its data attributes', async () => {
    cmsPage(
      '<div id="a" data-lindner-widget="echo" data-locale="de-at" data-model-id="lintrac-110"></div>',
    );
    await mountWidgets(page, { registry: { echo: async () => echo }, unavailableText: texts });
    expect(page.querySelector('#a')?.textContent).toBe(
      'echo {"locale":"de-at","modelId":"lintrac-110"}',
    );
  });

  it('loads only the widgets the page holds', async () => {
    cmsPage('<div data-lindner-widget="echo"></div>');
    const loadOther = vi.fn(async () => echo);
    await mountWidgets(page, {
      registry: { echo: async () => echo, other: loadOther },
      unavailableText: texts,
    });
    expect(loadOther).not.toHaveBeenCalled();
  });

  it('shows an error block for a broken widget and mounts the others', async () => {
    cmsPage(
      `<div id="broken" data-lindner-widget="throwing" data-locale="en"></div>
       <div id="unknown" data-lindner-widget="nope"></div>
       <div id="unloadable" data-lindner-widget="unloadable" data-locale="fr"></div>
       <div id="fine" data-lindner-widget="echo"></div>`,
    );
    const registry: WidgetRegistry = {
      echo: async () => echo,
      throwing: async () => throwing,
      unloadable: () =>
        Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    };
    const report = vi.fn();
    await mountWidgets(page, { registry, unavailableText: texts, report });

    expect(page.querySelector('#fine')?.textContent).toBe('echo {}');
    expect(page.querySelector('#broken [role="alert"]')?.textContent).toBe('unavailable (en)');
    expect(page.querySelector('#unknown [role="alert"]')?.textContent).toBe('unavailable (de)');
    expect(page.querySelector('#unloadable [role="alert"]')?.textContent).toBe('unavailable (fr)');
    expect(report).toHaveBeenCalledTimes(3);
  });

  it('does not mount a widget twice when run again', async () => {
    cmsPage('<div data-lindner-widget="echo"></div>');
    const mount = vi.fn(echo);
    const registry = { echo: async () => mount };
    await mountWidgets(page, { registry, unavailableText: texts, report: quiet });
    await mountWidgets(page, { registry, unavailableText: texts, report: quiet });
    expect(mount).toHaveBeenCalledTimes(1);
  });
});

describe('startWidgetLoader', () => {
  /** A widget whose mounts and unmounts the test counts. */
  function counted() {
    const unmount = vi.fn();
    const mount = vi.fn<MountWidget>((element) => {
      element.textContent = 'mounted';
      return unmount;
    });
    return { mount, unmount, registry: { echo: async () => mount } };
  }

  it('mounts a widget element added after the page loaded, also inside an added block', async () => {
    const { mount, registry } = counted();
    const loader = startWidgetLoader(page, { registry, unavailableText: texts });
    await loader.ready;
    try {
      page.insertAdjacentHTML('beforeend', '<div id="late" data-lindner-widget="echo"></div>');
      page.insertAdjacentHTML(
        'beforeend',
        '<section><div><div id="nested" data-lindner-widget="echo"></div></div></section>',
      );
      await expect.poll(() => page.querySelector('#late')?.textContent).toBe('mounted');
      await expect.poll(() => page.querySelector('#nested')?.textContent).toBe('mounted');
      expect(mount).toHaveBeenCalledTimes(2);
    } finally {
      loader.stop();
    }
  });

  it('unmounts a widget taken off the page and mounts it afresh when it comes back', async () => {
    const { mount, unmount, registry } = counted();
    cmsPage('<div id="tab"><div id="w" data-lindner-widget="echo"></div></div>');
    const loader = startWidgetLoader(page, { registry, unavailableText: texts });
    await loader.ready;
    try {
      const tab = page.querySelector('#tab') as HTMLElement;
      tab.remove();
      await expect.poll(() => unmount.mock.calls.length).toBe(1);
      page.append(tab);
      await expect.poll(() => mount.mock.calls.length).toBe(2);
    } finally {
      loader.stop();
    }
  });

  it('keeps a widget mounted when it only moves within the page', async () => {
    const { mount, unmount, registry } = counted();
    cmsPage('<div id="a"><div id="w" data-lindner-widget="echo"></div></div><div id="b"></div>');
    const loader = startWidgetLoader(page, { registry, unavailableText: texts });
    await loader.ready;
    try {
      page.querySelector('#b')?.append(page.querySelector('#w') as HTMLElement);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unmount).not.toHaveBeenCalled();
      expect(mount).toHaveBeenCalledTimes(1);
    } finally {
      loader.stop();
    }
  });

  it('mounts an element the watcher cannot see through its mount function', async () => {
    const { registry } = counted();
    const loader = startWidgetLoader(page, { registry, unavailableText: texts });
    const host = document.createElement('div');
    page.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div data-lindner-widget="echo"></div>';
    try {
      const widget = shadow.firstElementChild as HTMLElement;
      await loader.mount(widget);
      expect(widget.textContent).toBe('mounted');
      expect(widget.dataset.lindnerMounted).toBe('mounted');
    } finally {
      loader.stop();
    }
  });
});
