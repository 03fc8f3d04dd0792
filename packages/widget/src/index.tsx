/**
 * The booking widget's entry: `window.MsemWidget.mount(element, options)` and `unmount(element)`.
 * Built into one IIFE file (build.mjs) served by the platform at /static/js/widget-msem.js.
 */
import { recoverCartId } from '@schuss/contracts/api';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { App, type WidgetOptions } from './App';
import { bookingApi } from './api';
import { SHARED_GLOBAL } from './shared';
import { injectStyle } from './styles';

// The checkout file (loaded on demand) runs on this copy of React: one copy, hooks shared.
(window as unknown as Record<string, unknown>)[SHARED_GLOBAL] = { React, ReactDOM, JsxRuntime };

const roots = new WeakMap<Element, Root>();

function mount(element: Element, options: WidgetOptions) {
  if (!element) throw new Error('MsemWidget.mount: an element is required');
  if (!options?.apiUrl || !options.resort) throw new Error('MsemWidget.mount: options.apiUrl and options.resort are required');
  injectStyle();
  // A tab without a cart takes up the browser's last one (a link opened in a new tab; the site's head does it too).
  recoverCartId();
  unmount(element);
  const root = createRoot(element);
  roots.set(element, root);
  root.render(<App options={{ ...options, api: bookingApi(options.apiUrl) }} />);
}

function unmount(element: Element) {
  const root = roots.get(element);
  if (!root) return;
  root.unmount();
  roots.delete(element);
}

export type MsemWidgetApi = { mount: typeof mount; unmount: typeof unmount; version: string };
const api: MsemWidgetApi = { mount, unmount, version: '1' };
(window as unknown as { MsemWidget: MsemWidgetApi }).MsemWidget = api;
